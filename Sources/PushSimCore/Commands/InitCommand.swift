/// `pushsim init [DIR] [--ci SERVICE]`: a starter app model, example payloads with their
/// expectations, and the file that replays them in that CI, written only where no file would be
/// replaced (docs/getting-started.md, docs/ci.md).
package struct InitCommand: Sendable {
    package var directory: String
    package var ci: StarterCI
    /// `--provider`: the sender the starter payloads are written for (docs/providers.md).
    package var provider: StarterProvider

    package init(directory: String, ci: StarterCI = .github, provider: StarterProvider = .apns) {
        self.directory = directory
        self.ci = ci
        self.provider = provider
    }

    package func run(reporter: RunReporter) -> ExitStatus {
        // An empty name is a mistake (an unset shell variable), not the current directory.
        guard !directory.isEmpty else {
            reporter.report(.usageProblem("error: the directory to scaffold in is empty: name one, or . for the current directory"))
            return reporter.finish()
        }
        let scaffold = Scaffold(directory: directory, files: StarterFiles.files(ci: ci, provider: provider))
        let conflicts = scaffold.conflicts()
        guard conflicts.isEmpty else {
            reporter.report(.scaffoldConflicts(conflicts, existingCIFile: projectCIFile(in: scaffold)))
            return reporter.finish()
        }
        let (removed, failed) = scaffold.removeStaleTemporaries()
        removed.forEach { reporter.report(.manifest(.staleTemporaryRemoved($0))) }
        failed.forEach { reporter.report(.manifest(.staleTemporaryNotRemoved($0))) }
        do {
            let written = try scaffold.write()
            written.forEach { reporter.report(.fileCreated($0)) }
            reporter.report(.scaffolded(directory: directory, ciFile: ci.file.map(\.path)))
        } catch {
            // All or nothing: what was written is gone again (docs/getting-started.md).
            guard error.leftBehind.isEmpty else {
                reporter.report(.writeFailed("\(error.message); could not remove what was written: \(error.leftBehind.joined(separator: ", "))"))
                return reporter.finish()
            }
            reporter.report(.writeFailed("\(error.message); nothing written"))
        }
        return reporter.finish()
    }

    /// The CI file, when the project has one of its own: it exists, and the fixture tree does
    /// not (all of it there is a second init, not a CI file to keep).
    private func projectCIFile(in scaffold: Scaffold) -> String? {
        guard let ciFile = ci.file.map({ scaffold.path($0.path) }), FileStatus(ciFile) != .missing else { return nil }
        let fixtures = scaffold.files.map { scaffold.path($0.path) }.filter { $0 != ciFile }
        return fixtures.allSatisfy { FileStatus($0) != .missing } ? nil : ciFile
    }
}
