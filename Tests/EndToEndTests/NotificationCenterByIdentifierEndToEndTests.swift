#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

/// Notification Center by request identifier (version 3; docs/app-model.md, "Notification Center
/// by identifier"; docs/delivery.md, "Request identifiers"): a command push clears a tagged
/// notification, a screen that appears clears its room, a tap names a notification by its
/// identifier — run as a user runs them.
@Suite("Notification Center by identifier")
struct NotificationCenterByIdentifierEndToEndTests {
    private let data = "Tests/EndToEndTests/Data/notification-center/"

    @Test func aCommandPushClearsTheNotificationItsTagNamesAndARoomThatAppearsClearsItsOwn() throws {
        let run = try Binary.run(["scenario", data + "clear-by-tag.scenario.json"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("5. push (inline payload): background (no UI) [contentAvailable: cleared 1 delivered]"))
        #expect(run.stdout.contains("7. navigate push Room(r2): shows Home > Room(r2) [Room(r2) appeared: cleared 2 delivered]"))
        #expect(run.stdout.contains("8. navigate pop 1: shows Home [Room(r2) disappeared: state loggedIn = true]"))
    }

    @Test func openingARoomFromANotificationClearsTheRoomsOthers() throws {
        let run = try Binary.run(["scenario", data + "open-room-clears-it.scenario.json"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("5. tap identifier r1-two: routed Home > Room(r1) [Room(r1) appeared: cleared 1 delivered]"))
        #expect(run.stdout.contains("7. tap identifier 00000000-0000-4000-8000-000000000003: routed Home > Room(r2)"))
    }

    /// An expectation about what a screen's hook did fails when the hook did something else:
    /// the scenario checks it, it does not only print it.
    @Test func aWrongExpectationAboutAScreensHookFails() throws {
        let scratch = try scratchDirectory("nc-hook-expectation")
        var text = try readText(repositoryRoot + "/" + data + "clear-by-tag.scenario.json")
        text = text.replacingOccurrences(of: "Room(r2) appeared: cleared 2 delivered", with: "Room(r2) appeared: cleared 1 delivered")
        text = text.replacingOccurrences(of: #""app": "rooms-app.json""#, with: #""app": "\#(repositoryRoot)/\#(data)rooms-app.json""#)
        try writeText(text, to: scratch + "/s.scenario.json")
        let run = try Binary.run(["scenario", scratch + "/s.scenario.json"])
        #expect(run.status == 4, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains(#"handlers: expected ["Room(r2) appeared: cleared 1 delivered"], got ["Room(r2) appeared: cleared 2 delivered"]"#))
    }

    /// A version 3 record names the request identifier: the `apns-collapse-id` when the push
    /// has one, else the one pushsim generates in place of iOS's UUID.
    @Test func aVersionThreeRecordSaysTheRequestIdentifier() throws {
        let payload = data + "message-r1.json"
        let tagged = try Binary.run(["deliver", payload, "--app", data + "rooms-app.json", "--collapse-id", "door", "--state", "background", "--format", "json"])
        #expect(tagged.status == 0, "\(tagged.stderr)")
        let taggedRecord = try record(try #require(tagged.stdoutLines.first))
        #expect(taggedRecord["notification"]?.objectValue?["requestIdentifier"] == .string("door"))
        let untagged = try Binary.run(["deliver", payload, "--app", data + "rooms-app.json", "--state", "background", "--format", "json"])
        let untaggedRecord = try record(try #require(untagged.stdoutLines.first))
        #expect(untaggedRecord["notification"]?.objectValue?["requestIdentifier"] == .string("00000000-0000-4000-8000-000000000001"))
    }

    /// A version 2 model's records stay as they were: no request identifier.
    @Test func aVersionTwoRecordIsUnchanged() throws {
        let run = try Binary.run([
            "deliver", "fixtures/apps/glucose-alarm/payloads/glucose-low-critical.json", "--app", "fixtures/apps/glucose-alarm/pushsim.json", "--state", "background", "--format", "json",
        ])
        let object = try record(try #require(run.stdoutLines.first))
        #expect(object["notification"]?.objectValue?["requestIdentifier"] == nil)
        #expect(object["notification"]?.objectValue?["collapseId"] == .null)
    }

    /// Version 3's keys in a version 2 model are refused at their place, so an older model
    /// never changes meaning; a version 2 model may still name a parameter `request`.
    @Test func versionThreeKeysNeedVersionThree() throws {
        let run = try Binary.run(["route", "rooms://x", "--app", data + "version-two-app.json"])
        #expect(run.status == 5)
        #expect(run.stderr == """
            \(data)version-two-app.json:8:76: error: "identifiers" needs "schemaVersion": 3 [/events/message/handlers/contentAvailable/0/clearDelivered/identifiers]
            \(data)version-two-app.json:8:103: error: "thread" needs "schemaVersion": 3 [/events/message/handlers/contentAvailable/0/clearDelivered/thread]
            \(data)version-two-app.json:11:36: error: "onAppear" needs "schemaVersion": 3 [/screens/Home/onAppear]
            pushsim: the app model \(data)version-two-app.json cannot be used (3 errors)

            """)
    }

    @Test func mistakesAreRefusedAtTheirPlace() throws {
        let run = try Binary.run(["route", "rooms://x", "--app", data + "broken-app.json"])
        #expect(run.status == 5)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix(data + "broken-app.json:4:54: error: parameter \"current\" has a name pushsim reserves") })
        #expect(lines.contains { $0.hasPrefix(data + "broken-app.json:12:32: error: \"current.room\": current (what runs the handler) is read only in a clearDelivered's \"when\"") })
        #expect(lines.contains(data + #"broken-app.json:19:89: error: no screen observes "unread": add it to a screen's "observes" [/screens/Home/onAppear/1/post]"#))
        #expect(lines.contains(data + #"broken-app.json:21:22: error: "onDisappear" must be an array of actions, not an object [/screens/Home/onDisappear]"#))
        #expect(lines.contains(data + #"broken-app.json:20:21: warning: unknown key "onDisapear" in a screen; it is ignored (did you mean "onDisappear"?) [/screens/Home/onDisapear]"#))
        #expect(lines.last == "pushsim: the app model \(data)broken-app.json cannot be used (7 errors)")
    }
}
