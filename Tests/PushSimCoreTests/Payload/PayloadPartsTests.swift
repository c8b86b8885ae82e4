import Foundation
import Testing
import TestSupport

@testable import PushSimCore

/// A payload keeps its parts in one shared box (docs/performance.md, "Decoding"): it must still
/// behave as a value, and compare as its parts do.
@Suite("Payload parts")
struct PayloadPartsTests {
    private func payload(_ text: String) throws -> Payload {
        let object = try #require(try JSONDecoding.decode(Array(text.utf8)).objectValue)
        return PayloadReader.read(object).payload
    }

    /// A change to a copy leaves the original as it was, for every part.
    @Test func aChangedCopyLeavesTheOriginalAlone() throws {
        let original = try payload(
            #"{"Simulator Target Bundle": "com.example.app", "aps": {"alert": "Hi", "badge": 1}, "id": 7}"#)
        var copy = original
        copy.aps.badge = 2
        copy.aps.alert = .text("Bye")
        #expect(original.aps.badge == 1)
        #expect(original.aps.alert == .text("Hi"))
        #expect(copy.aps.badge == 2)
        #expect(original != copy)

        var other = original
        other.json["id"] = 8
        other.customKeys["id"] = 8
        other.simulatorTargetBundle = nil
        #expect(original.json["id"] == 7)
        #expect(original.customKeys["id"] == 7)
        #expect(original.simulatorTargetBundle == "com.example.app")
        #expect(other.json["id"] == 8)
        #expect(other.customKeys["id"] == 8)
        #expect(other.simulatorTargetBundle == nil)

        // A payload no other shares is changed in place, and stays itself.
        var alone = try payload(#"{"aps": {"badge": 1}}"#)
        alone.aps.badge = 5
        #expect(alone.aps.badge == 5)
    }

    /// Payloads compare by their parts, not by their box: each part on its own makes two
    /// payloads differ.
    @Test func payloadsCompareByTheirParts() throws {
        let text = #"{"Simulator Target Bundle": "b", "aps": {"alert": "Hi"}, "id": 7}"#
        let base = try payload(text)
        #expect(base == (try payload(text)))
        var json = base
        json.json["extra"] = true
        var aps = base
        aps.aps.badge = 1
        var custom = base
        custom.customKeys["id"] = 8
        var bundle = base
        bundle.simulatorTargetBundle = "c"
        for changed in [json, aps, custom, bundle] { #expect(changed != base) }
        let made = Payload(json: base.json, aps: base.aps, customKeys: base.customKeys, simulatorTargetBundle: "b")
        #expect(made == base)
    }

    /// Every fixture payload reads to the same parts whether read once or twice, and a copy
    /// of each equals it part by part.
    @Test func everyFixturePayloadKeepsItsParts() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: repositoryRoot + "/fixtures")
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".apns") }.sorted()
        var compared = 0
        for file in files {
            guard let bytes = try? readRepositoryBytes("fixtures/" + file),
                let object = (try? JSONDecoding.decode(bytes))?.objectValue
            else { continue }
            let first = PayloadReader.read(object).payload
            let second = PayloadReader.read(object).payload
            let copy = first
            #expect(first == second, "\(file)")
            #expect(copy.json == object || object["Simulator Target Bundle"] != nil, "\(file)")
            #expect(copy.aps == second.aps && copy.customKeys == second.customKeys, "\(file)")
            #expect(copy.simulatorTargetBundle == object["Simulator Target Bundle"]?.stringValue, "\(file)")
            compared += 1
        }
        #expect(compared > 100)
    }

    /// `aps` keeps its fields in a box of its own: a change to any field of a copy leaves the
    /// original as it was, and makes the copy differ from it.
    @Test func aChangedCopyOfApsLeavesTheOriginalAloneAndDiffers() throws {
        let text = #"{"aps": {"alert": {"title": "T"}, "badge": 1, "sound": "default", "thread-id": "t", "x-unknown": 1}}"#
        let original = try payload(text).aps
        let changes: [(String, (inout APS) -> Void)] = [
            ("alert", { $0.alert = .text("other") }), ("badge", { $0.badge = 2 }), ("sound", { $0.sound = nil }),
            ("threadID", { $0.threadID = "u" }), ("category", { $0.category = "c" }),
            ("contentAvailable", { $0.contentAvailable = true }), ("mutableContent", { $0.mutableContent = true }),
            ("targetContentID", { $0.targetContentID = "id" }), ("interruptionLevel", { $0.interruptionLevel = .passive }),
            ("relevanceScore", { $0.relevanceScore = 0.5 }), ("filterCriteria", { $0.filterCriteria = "f" }),
            ("liveActivity", { $0.liveActivity = LiveActivity(event: "update") }), ("urlArgs", { $0.urlArgs = ["a"] }),
            ("contentChanged", { $0.contentChanged = true }), ("unknownKeys", { $0.unknownKeys.append("y") }),
            ("presentKeys", { $0.presentKeys.removeAll() }),
        ]
        for (field, change) in changes {
            var copy = original
            change(&copy)
            #expect(copy != original, "\(field)")
            #expect(original == (try payload(text).aps), "\(field)")
        }
        #expect(original.badge == 1 && original.unknownKeys == ["x-unknown"] && original.presentKeys.count == 5)
        var alone = APS()
        alone.badge = 3
        alone.presentKeys.append("badge")
        #expect(alone.badge == 3 && alone.presentKeys == ["badge"] && alone != APS())
    }
}
