import ArgumentParser
import PushSimCore
import Testing

@testable import pushsim

/// The direct parse of `deliver`, `validate` and `replay` against swift-argument-parser, over a matrix of
/// command lines: for each, it either leaves the command line to the parser (nil) or finds
/// exactly the values the parser decodes (docs/performance.md, "Start-up: the direct parse").
@Suite struct DirectParseAgreementTests {
    /// What the parser makes of `words`: the core command and rendering of the `deliver`,
    /// `validate` or `replay` it decodes, every field written out (`String(reflecting:)`), or nil
    /// when it prints help, a version or an error instead (or runs another command).
    static func parsed(_ words: [String]) -> String? {
        guard let command = try? PushSim.parseAsRoot(words) as? any DirectlyParsed else { return nil }
        return description(of: command)
    }

    static func description(of command: some DirectlyParsed) -> String { String(reflecting: command.invocation) }

    /// What the direct parse made of a command line, written out as `parsed` writes it.
    static func description(of command: DirectParse.Command) -> String {
        switch command {
        case .deliver(let invocation): String(reflecting: invocation)
        case .validate(let invocation): String(reflecting: invocation)
        case .replay(let invocation): String(reflecting: invocation)
        }
    }

    /// The check for one command line; returns whether the direct parse took it.
    @discardableResult
    static func expectAgreement(_ words: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let direct = DirectParse.command(words) else { return false }
        #expect(parsed(words) == description(of: direct), "\(words)", sourceLocation: sourceLocation)
        // The misspelt-subcommand check the direct parse skips has nothing to say either.
        #expect(SubcommandSpelling.error(in: words, root: PushSim.self) == nil, "\(words)", sourceLocation: sourceLocation)
        return true
    }

    /// The descriptions compared show every value, the device's, the headers' and the
    /// rendering's too.
    @Test func theDescriptionsComparedShowEveryValue() throws {
        let words = [
            "deliver", "p.json", "--state", "inactive", "--stack", "Inbox", "--set", "flag=true", "--color", "never", "--topic", "t.x",
            "--authorization", "denied,sound-off", "--focus", "on", "--app", "m.json",
        ]
        let text = Self.description(of: try #require(DirectParse.command(words)))
        for value in ["p.json", "inactive", "Inbox", "flag", "never", "t.x", "denied,sound-off", "focus: true", "m.json"] {
            #expect(text.contains(value), "\(value) in \(text)")
        }
        #expect(Self.description(of: try #require(DirectParse.command(words.dropLast() + ["n.json"]))) != text)
    }

    /// CI's usual command lines: every option of the three commands, both forms, repeats of `--set`.
    static let taken: [[String]] = [
        ["deliver", "p.json", "--state", "background"],
        ["deliver", "p.json", "--state=background"],
        ["deliver", "--state", "active", "a.json", "b.apns", "-"],
        ["deliver", "p.json", "--app", "app/pushsim.json", "--state", "background"],
        ["deliver", "p.json", "--app=pushsim.json", "--state=not-running", "--tap", "MARK_READ", "--text", "hi there", "--trace"],
        ["deliver", "p.json", "--state", "force-quit", "--stack", "Inbox > Conversation(42)", "--badge", "3"],
        ["deliver", "p.json", "--state", "active", "--stack=Inbox > Conversation(42) | Settings ^ Compose", "--badge=+7"],
        ["deliver", "p.json", "--state", "inactive", "--focus", "on", "--authorization", "provisional,sound-off"],
        ["deliver", "p.json", "--state", "background", "--focus=off", "--authorization=denied", "--format", "json"],
        ["deliver", "p.json", "--state", "background", "--set", "loggedIn=false", "--set", "activeAccount=srvB", "--set=n=3"],
        ["deliver", "a.json", "b.json", "--state", "background", "--sequence", "--color", "always", "--format=text"],
        ["deliver", "p.json", "--state", "background", "--push-type", "alert", "--priority", "10", "--expiration", "0",
            "--collapse-id", "c", "--topic", "com.example", "--device-token", "ab12", "--apns-id", "123e4567-e89b-12d3-a456-426614174000"],
        ["deliver", "p.json", "--state", "background", "--push-type=background", "--priority=5", "--expiration=1700000000",
            "--collapse-id=c=d", "--topic=com.example.voip", "--device-token=ff", "--apns-id=x", "--color=never"],
        ["deliver", "--state", "background", "--", "-odd.json", "--state"],
        ["deliver", "p.json", "--state", "background", "--stack", "-"],
        ["deliver", "p.json", "--state", "background", "--tap", ""],
        ["deliver", "p.json", "--state", "background", "--stack=", "Inbox"],
        ["deliver", "p.json", "--state", "background", "--trace="],
        ["validate", "p.json"],
        ["validate", "-"],
        ["validate", "a.json", "b.apns", "--format", "json"],
        ["validate", "a.json", "--format=github", "--strict", "--color", "never"],
        ["validate", "a.json", "--format", "sarif", "--app", "pushsim.json"],
        ["validate", "--app=pushsim.json", "a.json", "--push-type", "voip", "--topic", "com.example.tasks.voip", "--priority", "10"],
        ["validate", "a.json", "--expiration=0", "--collapse-id", "id", "--device-token", "00ff", "--apns-id", "u", "--color=auto"],
        ["validate", "--", "--strict", "-"],
        ["replay", "fixtures"],
        ["replay", "fixtures/", "pushsim/", "a.json"],
        ["replay", "fixtures", "--jobs", "2", "--junit", "report.xml"],
        ["replay", "fixtures", "--jobs=1", "--junit=out/r.xml", "--format", "github", "--require-expectations"],
        ["replay", "fixtures", "--format=sarif", "--shard", "2/4", "--color", "never"],
        ["replay", "--shard=1/1", "fixtures", "--update", "--app", "pushsim.json", "--state", "active"],
        ["replay", "fixtures", "--app=m.json", "--state=not-running", "--format=json", "--color=always"],
        ["replay", "fixtures", "--push-type", "alert", "--priority", "10", "--expiration", "0", "--collapse-id", "c",
            "--topic", "com.example", "--device-token", "ab12", "--apns-id", "x"],
        ["replay", "fixtures", "--push-type=voip", "--priority=5", "--topic=com.example.voip", "--jobs", "+3"],
        ["replay", "--", "--update", "-"],
    ]

    @Test func takesCIsUsualCommandLinesAndAgreesWithTheParser() {
        for words in Self.taken {
            #expect(Self.expectAgreement(words), "not taken: \(words)")
        }
    }

    /// Command lines the direct parse leaves to the parser: help, the version, completions,
    /// errors (whose messages are the parser's), and shapes it does not read.
    static let deferred: [[String]] = [
        [], ["--version"], ["--help"], ["help", "deliver"], ["deliver"], ["validate"],
        ["deliver", "--help"], ["deliver", "-h"], ["deliver", "p.json", "--state", "background", "--help"],
        ["deliver", "p.json", "--state", "background", "--version"], ["validate", "p.json", "--version"],
        ["validate", "p.json", "-h"], ["validate", "--experimental-dump-help"],
        ["deliver", "p.json", "--state", "background", "--generate-completion-script", "bash"],
        ["---completion", "deliver", "--", "--state"],
        ["deliver", "p.json"], ["deliver", "--state", "background"],
        ["deliver", "p.json", "--state", "asleep"], ["deliver", "p.json", "--state"],
        ["deliver", "p.json", "--state", "--trace"], ["deliver", "p.json", "--state", "background", "--stack"],
        ["deliver", "p.json", "--state", "background", "--stack", "--", "x"],
        ["deliver", "p.json", "--state", "background", "--badge", "many"],
        ["deliver", "p.json", "--state", "background", "--badge", "-3"],
        ["deliver", "p.json", "--state", "background", "--badge", "99999999999999999999"],
        // Values both refuse, with the parser's message (BadgeOption, AppOptions.path).
        ["deliver", "p.json", "--state", "background", "--badge=-3"], ["deliver", "p.json", "--state", "background", "--badge=-0x1"],
        ["deliver", "p.json", "--state", "background", "--app", ""], ["deliver", "p.json", "--state", "background", "--app="],
        ["validate", "p.json", "--app", ""], ["replay", "fixtures", "--app", ""],
        ["deliver", "p.json", "--state", "background", "--focus", "maybe"],
        ["deliver", "p.json", "--state", "background", "--authorization", "sometimes"],
        ["deliver", "p.json", "--state", "background", "--authorization", "denied,provisional"],
        ["deliver", "p.json", "--state", "background", "--set", "=x"],
        ["deliver", "p.json", "--state", "background", "--set", "novalue"],
        ["deliver", "p.json", "--state", "background", "--format", "sarif"],
        ["deliver", "p.json", "--state", "background", "--color", "sometimes"],
        ["deliver", "p.json", "--state", "background", "--strict"],
        ["deliver", "p.json", "--state", "background", "--trace=yes"],
        ["deliver", "p.json", "--state", "background", "--trace", "--trace"],
        ["deliver", "p.json", "--state", "background", "--state", "active"],
        ["deliver", "p.json", "--state", "background", "-x"], ["deliver", "-p.json", "--state", "background"],
        ["deliver", "p.json", "---state", "background"], ["deliver", "p.json", "--State", "background"],
        ["deliver", "p.json", "--state", "background", "--jobs", "2"],
        ["validate", "p.json", "--format", "xml"], ["validate", "p.json", "--strict=1"], ["validate", "p.json", "--state", "active"],
        ["validate", "p.json", "--app"], ["validate", "p.json", "--format", "json", "--format", "text"],
        ["replay"], ["replay", "--help"], ["replay", "fixtures", "-h"], ["replay", "fixtures", "--version"],
        ["replay", "fixtures", "--jobs", "0"], ["replay", "fixtures", "--jobs", "-1"], ["replay", "fixtures", "--jobs", "two"],
        ["replay", "fixtures", "--jobs"], ["replay", "fixtures", "--jobs", "2", "--jobs", "1"],
        ["replay", "fixtures", "--shard", "0/4"], ["replay", "fixtures", "--shard", "5/4"], ["replay", "fixtures", "--shard", "x"],
        ["replay", "fixtures", "--state", "asleep"], ["replay", "fixtures", "--format", "xml"], ["replay", "fixtures", "--update=1"],
        ["replay", "fixtures", "--update", "--update"], ["replay", "fixtures", "--trace"], ["replay", "fixtures", "--strict", "--update"],
        ["replay", "fixtures", "--junit"], ["replay", "--generate-completion-script", "zsh"],
        ["replay", "fixtures", "--experimental-dump-help"],
        ["Replay", "fixtures"], ["replya", "fixtures"], ["delivr", "p.json"], ["Deliver", "p.json", "--state", "background"],
    ]

    @Test func leavesHelpErrorsAndUnusualShapesToTheParser() {
        for words in Self.deferred {
            #expect(DirectParse.command(words) == nil, "taken: \(words)")
        }
    }

    /// Pieces of command lines, good and bad, combined at random (a fixed seed): every result
    /// the direct parse gives must be the parser's.
    static let pieces: [[String]] = [
        ["p.json"], ["q.apns"], ["-"], [""], ["--"], ["--state", "background"], ["--state=active"], ["--state", "nope"],
        ["--state"], ["--app", "m.json"], ["--app=m.json"], ["--app="], ["--stack", "A > B(1)"], ["--stack="], ["--stack", "-"],
        ["--tap", "default"], ["--tap=dismiss"], ["--text", "é"], ["--text=a=b"], ["--badge", "0"], ["--badge=-2"],
        ["--badge", "x"], ["--focus", "on"], ["--focus=never"], ["--authorization", "ephemeral,alert-off,badge-off"],
        ["--authorization=bogus"], ["--set", "a=1"], ["--set", "b=\"x\""], ["--set=c=[1,2]"], ["--set", "bad"], ["--sequence"],
        ["--sequence=1"], ["--format", "json"], ["--format=github"], ["--trace"], ["--color", "always"], ["--color=off"],
        ["--strict"], ["--push-type", "alert"], ["--priority=1"], ["--expiration", "9"], ["--collapse-id=x"], ["--topic", "t"],
        ["--device-token", "ab"], ["--apns-id=i"], ["-h"], ["--help"], ["--version"], ["-v"], ["--unknown"], ["--unknown=1"],
        ["---x"], ["-\u{301}.json"], ["--stat\u{65}\u{301}", "active"], ["help"], ["deliver"], ["x=y"],
        ["--jobs", "2"], ["--jobs=1"], ["--jobs", "0"], ["--jobs", "x"], ["--shard", "1/2"], ["--shard=3/2"], ["--junit", "r.xml"],
        ["--junit="], ["--update"], ["--update=yes"], ["--require-expectations"], ["--format", "sarif"], ["replay"],
    ]

    @Test func agreesWithTheParserOnRandomCombinations() {
        var random = SplitMix(seed: 17)
        var taken = 0
        let rounds = 1500
        for round in 0..<rounds {
            let command = ["deliver", "validate", "replay"][round % 3]
            var pieces = (0..<random.next(below: 6)).map { _ in Self.pieces[random.next(below: Self.pieces.count)] }
            // Mostly with what each command needs, so that many lines are taken.
            if random.next(below: 4) > 0 { pieces.insert(["p.json"], at: random.next(below: pieces.count + 1)) }
            if command == "deliver", random.next(below: 4) > 0 {
                pieces.insert(["--state", "background"], at: random.next(below: pieces.count + 1))
            }
            if Self.expectAgreement([command] + pieces.joined()) { taken += 1 }
        }
        // The matrix reaches both outcomes: neither always deferring nor always taking.
        #expect(taken > rounds / 5 && taken < rounds * 4 / 5, "\(taken) of \(rounds) taken")
    }
}

/// A small deterministic random source (SplitMix64), so the matrix is the same on every run.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
