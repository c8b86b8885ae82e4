import Testing

@testable import PushSimCore

/// The workflow `pushsim init` writes runs pushsim's own action from a release, names the
/// action's owner in one place the team edits, and uses only action majors on a Node runtime
/// GitHub still runs (docs/ci.md).
@Suite("Starter workflow")
struct StarterWorkflowTests {
    static let lines = StarterWorkflow.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

    /// The `uses:` values, in order.
    static var uses: [String] {
        lines.compactMap { line in
            let trimmed = line.trimmingIndentAndDash()
            return trimmed.hasPrefix("uses: ") ? String(trimmed.dropFirst("uses: ".count)) : nil
        }
    }

    @Test func theActionIsPushsimsOwnAtThisVersion() {
        #expect(Self.uses.contains("\(StarterWorkflow.actionOwnerPlaceholder)/pushsim@v\(PushSimVersion.current)"))
    }

    @Test func thePlaceholderIsUsedOnceAndExplainedAtTheTop() {
        let placeholder = StarterWorkflow.actionOwnerPlaceholder
        let usesLines = Self.lines.filter { $0.contains(placeholder) && !$0.hasPrefix("#") }
        #expect(usesLines.count == 1, "\(usesLines)")
        let header = Self.lines.prefix { $0.hasPrefix("#") }
        #expect(header.contains { $0.contains(placeholder) }, "the comment at the top says what to change")
    }

    @Test func nothingIsClonedOrDownloadedByTheWorkflowItself() {
        #expect(!StarterWorkflow.text.contains("git clone"))
        #expect(!StarterWorkflow.text.contains("://"))
        #expect(!StarterWorkflow.text.contains("container:"))
    }

    @Test func itAsksOnlyToReadTheRepository() {
        #expect(StarterWorkflow.text.contains("\npermissions:\n  contents: read\n\n"))
        #expect(!StarterWorkflow.text.contains(": write"))
    }

    @Test func itReplaysTheStarterTreeAndKeepsTheReport() {
        #expect(StarterWorkflow.text.contains("          path: pushsim/\n          junit: pushsim-report.xml\n          args: --require-expectations\n"))
        #expect(StarterWorkflow.text.contains("        if: always()\n"))
        #expect(StarterWorkflow.text.contains("          path: pushsim-report.xml\n"))
    }

    /// The first major of each action that runs on Node 24: the Node 20 ones are retired.
    static let firstNode24Major = ["actions/checkout": 5, "actions/upload-artifact": 6, "actions/cache": 5]

    @Test func everyGitHubActionIsOnAMajorThatRunsOnNode24() throws {
        let official = Self.uses.filter { $0.hasPrefix("actions/") }
        #expect(official.count == 2)
        for reference in official {
            let parts = reference.split(separator: "@v")
            let name = String(parts[0])
            let major = try #require(Int(parts[1]), "\(reference) names no major version")
            let minimum = try #require(Self.firstNode24Major[name], "\(name): which major runs on Node 24?")
            #expect(major >= minimum, "\(reference)")
        }
    }
}

extension String {
    /// "      - uses: x" → "uses: x".
    fileprivate func trimmingIndentAndDash() -> Substring {
        var rest = self[...].drop { $0 == " " }
        if rest.hasPrefix("- ") { rest = rest.dropFirst(2) }
        return rest
    }
}
