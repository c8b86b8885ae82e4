/// `pushsim init [DIR]`: a starter app model, example payloads with their expectations, and a
/// CI workflow, written only where no file would be replaced (docs/getting-started.md).
package struct InitCommand: Sendable {
    package var directory: String

    package init(directory: String) {
        self.directory = directory
    }

    package func run(reporter: RunReporter) -> ExitStatus {
        let scaffold = Scaffold(directory: directory, files: StarterFiles.all)
        let conflicts = scaffold.conflicts()
        guard conflicts.isEmpty else {
            reporter.report(.scaffoldConflicts(conflicts))
            return reporter.finish()
        }
        do {
            let written = try scaffold.write()
            written.forEach { reporter.report(.fileCreated($0)) }
            reporter.report(.scaffolded(directory: directory))
        } catch {
            error.written.forEach { reporter.report(.fileCreated($0)) }
            reporter.report(.writeFailed(error.message))
        }
        return reporter.finish()
    }
}
