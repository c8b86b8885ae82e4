/// `pushsim export PAYLOAD --bundle-id ID`: the payload as an `.apns` file for
/// `xcrun simctl push`, so the fixtures CI replays also drive a real simulator (docs/simctl.md).
public struct ExportCommand: Sendable {
    public var input: String
    public var bundleID: BundleIdentifier
    /// Where to write; nil: beside the payload, with the extension `.apns`.
    public var destination: String?
    /// Replace a file that already exists.
    public var force: Bool

    public init(input: String, bundleID: BundleIdentifier, destination: String?, force: Bool) {
        self.input = input
        self.bundleID = bundleID
        self.destination = destination
        self.force = force
    }

    /// The `.apns` path this run writes, or nil when it cannot be known (standard input and
    /// no `--output`).
    public var outputPath: String? {
        if let destination { return destination }
        return input == "-" ? nil : SimulatorPushFile.defaultPath(for: input)
    }

    public func run(output: OutputSink) -> ExitStatus {
        guard let path = outputPath else {
            output.diagnostic("pushsim: error: a payload read from standard input needs --output FILE")
            return .usage
        }
        let check = PayloadChecker().check(InputSource(argument: input))
        guard check.verdict == .valid, let payload = check.payload else {
            // The reasons, exactly as `validate` prints them, then what was not done.
            ValidationText.lines(check).forEach(output.diagnostic)
            output.diagnostic(TerminalText.sanitize("pushsim: \(path) not written: the payload is \(check.verdict.rawValue)"))
            return ExitStatus(check.verdict)
        }
        check.diagnostics.map { DiagnosticText.line($0, file: check.source.description) }.forEach(output.diagnostic)
        if !force, FileStatus.exists(path) {
            output.diagnostic(TerminalText.sanitize("pushsim: error: \(path) already exists (--force replaces it)"))
            return .cannotWrite
        }
        do {
            try AtomicFile.write(SimulatorPushFile.text(payload: payload, bundleID: bundleID.text), to: path, replacing: force)
        } catch {
            output.diagnostic(TerminalText.sanitize("pushsim: error: \(error.description)"))
            return .cannotWrite
        }
        output.diagnostic(TerminalText.sanitize("pushsim: wrote \(path) (Simulator Target Bundle \(bundleID.text))"))
        output.result(TerminalText.sanitize(SimulatorPushFile.simctlCommand(bundleID: bundleID.text, path: path)))
        return .success
    }
}
