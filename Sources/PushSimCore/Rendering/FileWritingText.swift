/// What `init` and `export` say about the files they write (docs/getting-started.md,
/// docs/simctl.md): the same in every output format, since neither has another.
enum FileWritingText {
    static func render(_ event: RunEvent, to sink: any OutputSink) -> Bool {
        switch event {
        case .fileCreated(let path):
            sink.result(TerminalText.sanitize("created \(path)"))
        case .scaffoldConflicts(let conflicts, let existingCIFile):
            for conflict in conflicts { sink.diagnostic(TerminalText.sanitize("pushsim: error: \(conflict)")) }
            sink.diagnostic("pushsim: nothing written: pushsim init never replaces a file")
            if let existingCIFile {
                sink.diagnostic(TerminalText.sanitize(
                    "pushsim: to keep your \(existingCIFile), run init with --ci none and add pushsim's job to it (docs/ci.md)"))
            }
        case .writeFailed(let message):
            sink.diagnostic(TerminalText.sanitize("pushsim: error: \(message)"))
        case .scaffolded(let directory, let ciFile):
            nextSteps(directory, ciFile: ciFile).map(TerminalText.sanitize).forEach(sink.diagnostic)
        case .exportRefused(let check, let path):
            // The reasons, exactly as `validate` prints them, then what was not done.
            ValidationText.lines(check).forEach(sink.diagnostic)
            sink.diagnostic(TerminalText.sanitize("pushsim: \(path) not written: the payload is \(check.verdict.rawValue)"))
        case .modelUpgraded(let text, let path, let version):
            if let text {
                // The model itself, for a file or a pipe: every byte as the upgrade wrote it.
                sink.document(String(text.dropLast()))
                if version >= AppModel.schemaVersion {
                    sink.diagnostic(TerminalText.sanitize("pushsim: \(path) is already version \(version)"))
                }
            } else if version >= AppModel.schemaVersion {
                sink.diagnostic(TerminalText.sanitize("pushsim: \(path) is already version \(version); not rewritten"))
            } else {
                sink.diagnostic(TerminalText.sanitize("pushsim: upgraded \(path) from version \(version) to \(AppModel.schemaVersion)"))
            }
        case .exportWarnings(let check):
            check.diagnostics.map { DiagnosticText.line($0, file: check.source.description) }.forEach(sink.diagnostic)
        case .exported(let path, let bundleID):
            sink.diagnostic(TerminalText.sanitize("pushsim: wrote \(path) (Simulator Target Bundle \(bundleID.text))"))
            sink.result(TerminalText.sanitize(SimulatorPushFile.simctlCommand(bundleID: bundleID.text, path: path)))
        case .previewed(let preview, let cards):
            PreviewText.lines(preview, cards: cards).forEach(sink.result)
        case .previewWritten(let path, let notifications, let files):
            sink.diagnostic(PreviewText.written(path: path, notifications: notifications, files: files))
        default:
            return false
        }
        return true
    }

    /// After `pushsim init`: the first commands to run, and what to edit.
    static func nextSteps(_ directory: String, ciFile: String?) -> [String] {
        let payloads = StarterFiles.payloadDirectory
        var lines = ["", "Next:"]
        if !(directory.isEmpty || directory == ".") { lines.append("  cd \(ShellQuote.word(directory))") }
        lines += [
            "  pushsim replay pushsim/",
            "  pushsim deliver \(payloads)/new-message.json --state active --stack \"Inbox > Conversation(42)\"",
            "Then describe your app in \(AppModelLoader.discoveredFileName) (docs/app-model.md), add payloads to \(payloads)/,",
        ]
        if let ciFile {
            lines += ["record what they do with: pushsim replay pushsim/ --update, and set where CI gets pushsim in", "\(ciFile) (docs/ci.md)."]
        } else {
            lines += ["record what they do with: pushsim replay pushsim/ --update, and run pushsim replay pushsim/ in", "your CI (docs/ci.md)."]
        }
        return lines
    }
}
