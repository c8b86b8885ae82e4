/// The GitHub Actions workflow `pushsim init` writes: build pushsim, replay `pushsim/` on every
/// push and pull request, keep the JUnit report. docs/ci.md has the same recipe and GitLab's.
enum StarterWorkflow {
    static let text = #"""
        # Replays the push-notification fixtures in pushsim/ on every push and pull request, and
        # keeps the JUnit report. Written by `pushsim init`; more recipes in pushsim's docs/ci.md.
        name: pushsim

        on: [push, pull_request]

        jobs:
          replay:
            runs-on: ubuntu-latest
            container: swift:6.3
            env:
              # Where your team gets pushsim's source, and the tag or branch to build: edit both.
              PUSHSIM_GIT: https://github.com/your-org/pushsim.git
              PUSHSIM_REF: v\#(PushSimVersion.current)
            steps:
              - uses: actions/checkout@v4
              - name: Install pushsim
                run: |
                  git clone --depth 1 --branch "$PUSHSIM_REF" "$PUSHSIM_GIT" /tmp/pushsim
                  make -C /tmp/pushsim install PREFIX=/usr/local
              - name: Replay the fixtures
                run: pushsim replay pushsim/ --junit pushsim-report.xml
              - name: Keep the report
                if: always()
                uses: actions/upload-artifact@v4
                with:
                  name: pushsim-report
                  path: pushsim-report.xml
        """# + "\n"
}
