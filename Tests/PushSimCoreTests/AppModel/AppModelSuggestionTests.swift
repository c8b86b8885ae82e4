import TestSupport
import Testing

@testable import PushSimCore

/// The checker builds its "did you mean" indexes at the first dangling reference rather than
/// when it starts (docs/performance.md, "Start-up: loading the app model"). Its hints must be
/// the ones comparing each misspelling with every declared name gives, for events and screens
/// alike, however the misspellings are interleaved and repeated.
@Suite("Did-you-mean in app models")
struct AppModelSuggestionTests {
    static let fixtureApps = ["genius", "glucose-alarm", "mattermost", "taskrabbit"]

    /// A few misspellings of `name`: one letter dropped, two swapped, one added, another case,
    /// and a name nothing resembles.
    static func misspellings(of name: String) -> [String] {
        let characters = Array(name)
        var swapped = characters
        if swapped.count > 2 { swapped.swapAt(1, 2) }
        return [String(characters.dropLast()), String(swapped), name + "s", name.uppercased(), "Zq" + name + "Zq"]
    }

    @Test("each hint is the nearest declared name, events and screens interleaved", arguments: fixtureApps)
    func hintsMatchComparingWithEveryName(app: String) throws {
        let text = try readRepositoryFile("fixtures/apps/\(app)/pushsim.json")
        let model = try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("app.json")).model
        let events = model.events.map(\.name), screens = model.screens.map(\.name)
        #expect(!events.isEmpty && !screens.isEmpty)

        // One route per misspelling, each twice (the second answer comes from the index's
        // memory), an event's and a screen's in turn.
        var document = try #require(try JSONDecoding.decode(Array(text.utf8)).objectValue)
        var routes = document["routes"]?.arrayValue ?? []
        var expected: [(pointer: String, message: String)] = []
        let eventTypos = events.flatMap(Self.misspellings).filter { !events.contains($0) }
        let screenTypos = screens.flatMap(Self.misspellings).filter { !screens.contains($0) }
        for turn in 0..<max(eventTypos.count, screenTypos.count) * 2 {
            let index = turn / 2
            if index < eventTypos.count {
                let typo = eventTypos[index]
                expected.append((
                    "/routes/\(routes.count)/event",
                    "event \"\(typo)\" is not declared in \"events\"" + Suggestion.hint(for: typo, in: events)))
                routes.append(["pattern": .string("/typo/event\(turn)"), "event": .string(typo)])
            }
            if index < screenTypos.count {
                let typo = screenTypos[index]
                expected.append((
                    "/routes/\(routes.count)/hierarchy",
                    "screen \"\(typo)\" is not declared in \"screens\"" + Suggestion.hint(for: typo, in: screens)))
                routes.append(["pattern": .string("/typo/screen\(turn)"), "hierarchy": .string(typo)])
            }
        }
        document["routes"] = .array(routes)
        let edited = JSONWriter.string(.object(document))

        var issues: [Diagnostic] = []
        do {
            _ = try AppModelLoader.load(bytes: Array(edited.utf8), source: .flag("app.json"))
        } catch {
            issues = error.issues
        }
        let found = issues.filter { issue in
            let pointer = issue.pointer?.description ?? ""
            return pointer.hasPrefix("/routes/") && (pointer.hasSuffix("/event") || pointer.hasSuffix("/hierarchy"))
        }.map { (pointer: $0.pointer?.description ?? "", message: $0.message) }
        #expect(found.count == expected.count)
        for (got, want) in zip(found, expected) {
            #expect(got.pointer == want.pointer)
            #expect(got.message == want.message)
        }
        // The misspellings are close enough that most of them get a hint.
        #expect(expected.filter { $0.message.hasSuffix("?)") }.count > expected.count / 2)
    }
}
