#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

/// The text line says every change of state the JSON record reports (docs/outcomes.md, "What
/// changed"): the badge, the account, the app's state, the stack, Notification Center, what the
/// handlers did. Walked over every delivery of the fixtures (`replay fixtures`, and each
/// scenario under them) and of the golden cases that deliver, each run twice — as text and as
/// JSON — and compared record by record.
@Suite("The text line says what the JSON record says changed")
struct TextLineChangesTests {
    /// One delivery: its text line and its JSON record.
    struct Pair {
        var line: String
        var record: JSONObject
        var origin: String
    }

    // MARK: What a record says changed

    /// The phrases of `record`'s changes that `line` does not hold.
    static func missing(in line: String, record: JSONObject) throws -> [String] {
        var missing: [String] = []
        func text(_ key: String) -> String? { record[key]?.stringValue }
        func badge(_ key: String) -> String {
            if case .integer(let value)? = record[key] { return String(value) }
            return "unset"
        }

        // The badge: the net change, or the handlers' changes that make it up.
        let (before, after) = (badge("badgeBefore"), badge("badgeAfter"))
        if before != after, !line.contains("badge \(before) → \(after)") {
            let badgeEffects = (record["handlers"]?.arrayValue ?? []).compactMap(\.objectValue).filter { $0["applied"] == .bool(true) }
            let results = badgeEffects.compactMap { $0["result"]?.stringValue }
            let madeByHandlers = results.first?.hasPrefix("badge \(before) → ") == true && results.last?.hasSuffix("→ \(after)") == true
            if !madeByHandlers || !results.allSatisfy(line.contains) { missing.append("badge \(before) → \(after)") }
        }

        // The account the app switched to.
        if let account = text("accountSwitchedTo") {
            let phrase = line.range(of: "account ").map { line[$0.upperBound...] }
            if phrase?.contains(" → \(account)") != true { missing.append("account … → \(account)") }
        }

        // The app's state, but for the front the user brought it to by opening the notification.
        let opened = text("command") == "open" || !["none", "dismiss"].contains(text("tap") ?? "none")
        if let state = text("state"), let stateAfter = text("stateAfter"), state != stateAfter, !(stateAfter == "active" && opened) {
            if !line.contains("app \(state) → \(stateAfter)") { missing.append("app \(state) → \(stateAfter)") }
        }

        // The stack, but for the launch stack of an app the user's opening launched.
        if let stackBefore = text("stackBefore"), let stackAfter = text("stackAfter"), stackBefore != stackAfter {
            let launch = try launchStack(of: record)
            let launchedByOpening = stackBefore.isEmpty && opened && text("stateAfter") == "active" && stackAfter == launch
            if !launchedByOpening, !holds(line, stack: stackAfter) { missing.append("stack \(stackAfter)") }
        }

        // Notification Center: the notification this one replaced.
        if let replaced = text("replaced"), !line.contains("replaces \(JSONWriter.string(.string(replaced)))") {
            missing.append("replaces \(JSONWriter.string(.string(replaced)))")
        }

        // What the handlers did: state set, notifications cleared, badge, posts.
        for effect in (record["handlers"]?.arrayValue ?? []).compactMap(\.objectValue) {
            guard let result = effect["result"]?.stringValue, !line.contains(result) else { continue }
            missing.append(result)
        }
        return missing
    }

    /// Whether `line` names `stack` whole (not as the start of a longer stack).
    static func holds(_ line: String, stack: String) -> Bool {
        var rest = line[...]
        while let found = rest.range(of: stack) {
            let next = line[found.upperBound...].first
            if next == nil || [" ", ";", ",", "]"].contains(next) { return true }
            rest = line[found.upperBound...]
        }
        return false
    }

    /// The launch stack of the record's app model.
    static func launchStack(of record: JSONObject) throws -> String {
        let source = record["app"]?.objectValue?["source"]?.stringValue ?? "built-in"
        if source == "built-in" { return AppModel.builtInDefault.launch.layout.description }
        return try AppModelLoader.load(.flag(source)).model.launch.layout.description
    }

    // MARK: Running both ways

    /// `arguments` without an output format, a trace, colour or files to write.
    static func plain(_ arguments: [String]) -> [String] {
        var plain: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if ["--format", "--color", "--junit"].contains(argument) { skipNext = true; continue }
            if argument == "--trace" || argument.hasPrefix("--format=") { continue }
            plain.append(argument)
        }
        return plain
    }

    /// Each delivery of `arguments`, run as text and as JSON.
    static func pairs(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:], origin: String) throws -> [Pair] {
        let arguments = plain(arguments)
        let textRun = try Binary.run(arguments + ["--format", "text"], stdin: stdin, environment: environment)
        let jsonRun = try Binary.run(arguments + ["--format", "json"], stdin: stdin, environment: environment)
        let records = try jsonRun.stdoutLines.filter { $0.hasPrefix("{") }.map(record)
        let lines = textRun.stdoutLines
        var pairs: [Pair] = []
        switch arguments.first {
        case "deliver", "open":
            let results = lines.filter { !$0.hasPrefix("  ") }
            #expect(results.count == records.count, "\(origin): \(results.count) lines, \(records.count) records")
            for (line, record) in zip(results, records) { pairs.append(Pair(line: line, record: record, origin: origin)) }
        case "replay":
            for record in records where record["outcome"] != nil {
                // Under `--locales all` a file's line names its run's language too.
                let file = try #require(record["file"]?.stringValue) + (record["localization"]?.stringValue.map { " [\($0)]" } ?? "")
                let line = try #require(lines.first { $0.contains(" \(file): ") }, "\(origin): no line for \(file)")
                pairs.append(Pair(line: line, record: record, origin: origin))
            }
        case "scenario":
            // Each scenario's steps follow its header line, `FILE (NAME; app APP)`.
            for step in records where step["record"] == .string("step") {
                guard let delivery = step["delivery"]?.objectValue, case .integer(let index)? = step["step"] else { continue }
                let file = step["file"]?.stringValue ?? ""
                let header = try #require(lines.firstIndex { $0.hasPrefix(file + " (") }, "\(origin): no header for \(file)")
                let line = try #require(
                    lines[(header + 1)...].prefix { $0.hasPrefix("  ") }.first { $0.hasPrefix("  \(index). ") },
                    "\(origin): no line for step \(index) of \(file)")
                pairs.append(Pair(line: line, record: delivery, origin: "\(origin): \(file) step \(index)"))
            }
        default:
            Issue.record("\(origin): not a command that delivers")
        }
        return pairs
    }

    static func check(_ pairs: [Pair]) throws {
        for pair in pairs {
            let missing = try missing(in: pair.line, record: pair.record)
            #expect(missing.isEmpty, "\(pair.origin): the line \(JSONWriter.string(.string(pair.line))) does not say \(missing)")
        }
    }

    // MARK: The walks

    @Test func everyFixtureDeliverySaysOnItsLineWhatChanged() throws {
        let pairs = try Self.pairs(["replay", "fixtures", "--jobs", "1"], origin: "replay fixtures")
        #expect(pairs.count >= 200, "only \(pairs.count) deliveries")
        try Self.check(pairs)
    }

    static func scenarioFixtures() throws -> [String] {
        let walker = FileManager.default.enumerator(atPath: repositoryRoot + "/fixtures")
        var found: [String] = []
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".scenario.json") { found.append("fixtures/" + path) }
        }
        return found.sorted()
    }

    @Test func everyFixtureScenarioStepSaysOnItsLineWhatChanged() throws {
        let scenarios = try Self.scenarioFixtures()
        #expect(scenarios.count >= 15)
        var steps = 0
        for scenario in scenarios {
            let pairs = try Self.pairs(["scenario", scenario], origin: scenario)
            steps += pairs.count
            try Self.check(pairs)
        }
        #expect(steps >= 50, "only \(steps) steps delivered")
    }

    /// The golden cases that deliver, as their args run them (not those that write files).
    static func deliveringGoldens() -> [String] {
        GoldenTests.cases.filter { name in
            let folder = GoldenTests.directory + "/" + name
            guard let args = try? readText(folder + "/args"), let command = args.split(separator: "\n").first else { return false }
            return ["deliver", "open", "replay", "scenario"].contains(String(command))
                && !FileManager.default.fileExists(atPath: folder + "/scratch") && !args.contains("--update")
        }
    }

    @Test(arguments: deliveringGoldens())
    func everyGoldenDeliverySaysOnItsLineWhatChanged(_ name: String) throws {
        let folder = GoldenTests.directory + "/" + name
        let arguments = try readText(folder + "/args").split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        var environment: [String: String] = [:]
        for line in ((try? readText(folder + "/env")) ?? "").split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            environment[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        try Self.check(try Self.pairs(arguments, stdin: try? readText(folder + "/stdin"), environment: environment, origin: name))
    }

    /// The comparison itself can fail: a line that hides a change is caught.
    @Test func aLineThatHidesAChangeIsCaught() throws {
        let record: JSONObject = [
            "command": "deliver", "state": "background", "stateAfter": "active", "tap": "default", "stackBefore": "Home(team1)",
            "stackAfter": "Home(team2) > Channel(chan9)", "badgeBefore": .null, "badgeAfter": 3, "accountSwitchedTo": "srvB",
        ]
        #expect(try Self.missing(in: "x.json: routed Home(team2) > Channel(chan9)", record: record) == ["badge unset → 3", "account … → srvB"])
        #expect(try Self.missing(in: "x.json: routed Home(team2) > Channel(chan9) [account srvA → srvB, badge unset → 3]", record: record).isEmpty)
        #expect(!Self.holds("routed Home(team1) > Channel(c)", stack: "Home"))
    }
}
