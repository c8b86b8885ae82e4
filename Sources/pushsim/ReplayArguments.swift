import PushSimCore

/// What `pushsim replay` was given, as plain values: decoded by swift-argument-parser
/// (`PushSim.Replay`) or read straight from the command line (`DirectParse`), and run the same
/// way from here. CI runs `replay` once per job, and the parser's reflection was nearly all of
/// its start-up.
struct ReplayArguments: Equatable, Sendable {
    var paths: [String]
    var appFile: String?
    var state: AppState = .background
    var headers = RequestHeaders()
    var format: OutputFormat = .text
    var junit: String?
    var requireExpectations = false
    var update = false
    var jobs: Int?
    var shard: Shard?
    var colour: ColourMode = .auto

    /// Replays on the main actor and returns the exit status once every line and report is
    /// written (docs/exit-codes.md).
    @MainActor
    func run() async -> ExitStatus {
        let command = ReplayCommand(
            paths: paths, app: AppOptions.choice(flag: appFile), state: state, headers: headers, update: update,
            jobs: jobs ?? ReplayCommand.coreCount, shard: shard, requireExpectations: requireExpectations)
        let rendering = Rendering(
            format: format, colour: ColourOptions.colour(mode: colour), progress: Terminal.showsProgress, junit: junit)
        return await concludeOnMainActor(rendering) { await command.run(reporter: $0) }
    }
}
