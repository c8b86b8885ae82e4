/// The CI service `pushsim init --ci` writes a configuration for (docs/ci.md): GitHub Actions
/// by default, GitLab CI, or none, for another CI or a project whose CI file exists already.
package enum StarterCI: String, Sendable, CaseIterable {
    case github
    case gitlab
    case none

    /// The file that runs pushsim in that CI, by its path in the scaffold; nil for none.
    package var file: ScaffoldFile? {
        switch self {
        case .github: ScaffoldFile(path: StarterWorkflow.path, text: StarterWorkflow.text)
        case .gitlab: ScaffoldFile(path: StarterGitLabJob.path, text: StarterGitLabJob.text)
        case .none: nil
        }
    }
}
