/// `pushsim init [DIR]`: a starter app model, example payloads with their expectations and a
/// CI workflow, so `pushsim replay pushsim/` passes at once (docs/getting-started.md). Nothing
/// that exists is ever replaced: any conflict stops the command before it writes anything.
public struct InitCommand: Sendable {
    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    public func run(output: OutputSink) -> ExitStatus {
        let scaffold = Scaffold(directory: directory, files: StarterFiles.all)
        let conflicts = scaffold.conflicts()
        guard conflicts.isEmpty else {
            for conflict in conflicts { output.diagnostic(TerminalText.sanitize("pushsim: error: \(conflict)")) }
            output.diagnostic("pushsim: nothing written: pushsim init never replaces a file")
            return .cannotWrite
        }
        let written: [String]
        do {
            written = try scaffold.write()
        } catch {
            error.written.forEach { output.result(TerminalText.sanitize("created \($0)")) }
            output.diagnostic(TerminalText.sanitize("pushsim: error: \(error.message)"))
            return .cannotWrite
        }
        written.forEach { output.result(TerminalText.sanitize("created \($0)")) }
        for line in nextSteps { output.diagnostic(TerminalText.sanitize(line)) }
        return .success
    }

    /// What to run next, from the directory the files went to.
    var nextSteps: [String] {
        let payloads = StarterFiles.payloadDirectory
        var lines = ["", "Next:"]
        if !(directory.isEmpty || directory == ".") { lines.append("  cd \(ShellQuote.word(directory))") }
        lines += [
            "  pushsim replay pushsim/",
            "  pushsim deliver \(payloads)/new-message.json --state active --stack \"Inbox > Conversation(42)\"",
            "Then describe your app in \(AppModelLoader.discoveredFileName) (docs/app-model.md), add payloads to \(payloads)/,",
            "record what they do with: pushsim replay pushsim/ --update, and set where CI gets pushsim in",
            "\(StarterFiles.workflowPath) (docs/ci.md).",
        ]
        return lines
    }
}
