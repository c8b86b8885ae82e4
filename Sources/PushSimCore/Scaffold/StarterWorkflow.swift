/// The GitHub Actions workflow `pushsim init` writes: replay `pushsim/` on every push and pull
/// request with pushsim's own action (action.yml, which installs the release's static binary),
/// keep the JUnit report. docs/ci.md shows the same workflow; StarterGitLabJob is GitLab's.
enum StarterWorkflow {
    static let path = ".github/workflows/pushsim.yml"

    /// The placeholder for the repository that hosts pushsim's action and releases: the one
    /// thing a team edits (docs/ci.md).
    static let actionOwnerPlaceholder = "YOUR-ORG"

    static let text = #"""
        # Replays the push-notification fixtures in pushsim/ on every push and pull request, and
        # keeps the JUnit report. Written by `pushsim init`; more recipes in pushsim's docs/ci.md.
        #
        # Edit one thing: in `uses: \#(actionOwnerPlaceholder)/pushsim@…` below, put the GitHub owner of the
        # pushsim repository your team uses (pushsim's own, or your fork or mirror of it).
        name: pushsim

        on: [push, pull_request]

        permissions:
          contents: read

        jobs:
          replay:
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v6
              - name: Replay the fixtures
                uses: \#(actionOwnerPlaceholder)/pushsim@v\#(PushSimVersion.current)
                with:
                  path: pushsim/
                  junit: pushsim-report.xml
                  args: --require-expectations
              - name: Keep the report
                if: always()
                uses: actions/upload-artifact@v7
                with:
                  name: pushsim-report
                  path: pushsim-report.xml
        """# + "\n"
}
