/// The `.gitlab-ci.yml` `pushsim init --ci gitlab` writes: one job that installs the static
/// pushsim of a release after checking its SHA-256, replays `pushsim/`, and hands GitLab the
/// JUnit report (`artifacts:reports:junit`), which shows each payload in the merge request.
/// docs/ci.md shows the same file.
enum StarterGitLabJob {
    static let path = ".gitlab-ci.yml"

    static let text = #"""
        # Replays the push-notification fixtures in pushsim/ in every pipeline; the merge request
        # shows each payload as a test. Written by `pushsim init --ci gitlab`; more recipes in
        # pushsim's docs/ci.md.
        #
        # Edit one thing: in PUSHSIM_RELEASES below, put the GitHub owner of the pushsim
        # repository your team uses (pushsim's own, or your fork or mirror of it, with its releases).
        pushsim:
          image: debian:bookworm-slim
          variables:
            PUSHSIM_VERSION: "\#(PushSimVersion.current)"
            PUSHSIM_RELEASES: https://github.com/\#(StarterWorkflow.actionOwnerPlaceholder)/pushsim/releases/download
          before_script:
            - apt-get update -qq && apt-get install -y -qq curl ca-certificates >/dev/null
            - A="pushsim-$PUSHSIM_VERSION-linux-$(uname -m).tar.gz"
            - curl -fsSLO "$PUSHSIM_RELEASES/v$PUSHSIM_VERSION/$A"
            - curl -fsSLO "$PUSHSIM_RELEASES/v$PUSHSIM_VERSION/$A.sha256"
            - sha256sum -c "$A.sha256"
            - tar -xzf "$A" --strip-components=1 -C /usr/local
          script:
            - pushsim replay pushsim/ --junit pushsim-report.xml --require-expectations
          artifacts:
            when: always
            paths:
              - pushsim-report.xml
            reports:
              junit: pushsim-report.xml
        """# + "\n"
}
