import ArgumentParser
import PushSimCore

/// `deliver` and `validate`, the commands CI runs once per payload, and `replay`, the one it runs
/// once per job, read straight from the command line: swift-argument-parser's reflection costs
/// three quarters of a `deliver`'s instructions and nearly all of a `replay`'s start-up
/// (docs/performance.md, "Start-up: the direct parse"). Only plain shapes are
/// taken (`OptionScan`), each value decoded by the parser's own `init(argument:)` or transform;
/// for anything else (help, `--version`, completions, an unknown or malformed option, a value
/// missing or refused, a required option left out) this returns nil and the parser reads the
/// whole command line, so its output, errors and exit status are the parser's.
enum DirectParse {
    enum Command: Equatable {
        case deliver(DeliverArguments)
        case validate(ValidateArguments)
        case replay(ReplayArguments)
    }

    /// The command `words` (the arguments after the program's name) run, or nil to ask the parser.
    static func command(_ words: [String]) -> Command? {
        switch words.first {
        case "deliver": return deliver(words.dropFirst()).map(Command.deliver)
        case "validate": return validate(words.dropFirst()).map(Command.validate)
        case "replay": return replay(words.dropFirst()).map(Command.replay)
        default: return nil
        }
    }

    /// `HeaderOptions`' names.
    static let headerNames = ["push-type", "priority", "expiration", "collapse-id", "topic", "device-token", "apns-id"]

    static func deliver(_ words: ArraySlice<String>) -> DeliverArguments? {
        let valued = headerNames + ["state", "app", "stack", "tap", "text", "badge", "focus", "authorization", "set", "format", "color"]
        guard let scan = OptionScan(words, valued: valued, repeatable: ["set"], flags: ["sequence", "trace"]), !scan.files.isEmpty
        else { return nil }
        do throws(OptionScan.Refused) {
            guard let state = try scan.decoded("state", AppState.init(argument:)) else { return nil }
            var arguments = DeliverArguments(files: scan.files, state: state)
            arguments.appFile = try scan.decoded("app", AppOptions.path)
            arguments.stack = scan.value("stack")
            arguments.tap = scan.value("tap")
            arguments.text = scan.value("text")
            arguments.badge = try scan.decoded("badge", BadgeOption.parse)
            arguments.focus = try scan.decoded("focus", FocusSwitch.init(argument:)) ?? .off
            arguments.authorization = try scan.decoded("authorization", NotificationAuthorization.init(argument:)) ?? NotificationAuthorization()
            arguments.headers = headers(scan)
            arguments.stateValues = try scan.all("set").map { text throws(OptionScan.Refused) in
                guard let value = try? StateOptions.parse(text) else { throw OptionScan.Refused() }
                return value
            }
            arguments.sequence = scan.flag("sequence")
            arguments.format = try scan.decoded("format", ResultFormat.init(argument:)) ?? .text
            arguments.trace = scan.flag("trace")
            arguments.colour = try scan.decoded("color", ColourMode.init(argument:)) ?? .auto
            return arguments
        } catch {
            return nil
        }
    }

    static func validate(_ words: ArraySlice<String>) -> ValidateArguments? {
        let valued = headerNames + ["app", "format", "color"]
        guard let scan = OptionScan(words, valued: valued, flags: ["strict"]), !scan.files.isEmpty else { return nil }
        do throws(OptionScan.Refused) {
            var arguments = ValidateArguments(files: scan.files, headers: headers(scan))
            arguments.appFile = try scan.decoded("app", AppOptions.path)
            arguments.format = try scan.decoded("format", OutputFormat.init(argument:)) ?? .text
            arguments.strict = scan.flag("strict")
            arguments.colour = try scan.decoded("color", ColourMode.init(argument:)) ?? .auto
            return arguments
        } catch {
            return nil
        }
    }

    static func replay(_ words: ArraySlice<String>) -> ReplayArguments? {
        let valued = headerNames + ["app", "state", "format", "junit", "jobs", "shard", "color"]
        guard let scan = OptionScan(words, valued: valued, flags: ["require-expectations", "update"]), !scan.files.isEmpty
        else { return nil }
        do throws(OptionScan.Refused) {
            var arguments = ReplayArguments(paths: scan.files, headers: headers(scan))
            arguments.appFile = try scan.decoded("app", AppOptions.path)
            arguments.state = try scan.decoded("state", AppState.init(argument:)) ?? .background
            arguments.format = try scan.decoded("format", OutputFormat.init(argument:)) ?? .text
            arguments.junit = scan.value("junit")
            arguments.requireExpectations = scan.flag("require-expectations")
            arguments.update = scan.flag("update")
            // `PushSim.Replay.validate()` refuses fewer than one job: the parser says so.
            arguments.jobs = try scan.decoded("jobs") { text in Int(argument: text).flatMap { $0 >= 1 ? $0 : nil } }
            arguments.shard = try scan.decoded("shard", Shard.init)
            arguments.colour = try scan.decoded("color", ColourMode.init(argument:)) ?? .auto
            return arguments
        } catch {
            return nil
        }
    }

    static func headers(_ scan: OptionScan) -> RequestHeaders {
        RequestHeaders(
            pushType: scan.value("push-type"), priority: scan.value("priority"), expiration: scan.value("expiration"),
            collapseID: scan.value("collapse-id"), topic: scan.value("topic"), deviceToken: scan.value("device-token"),
            apnsID: scan.value("apns-id"))
    }
}
