import PushSimCore

/// What `pushsim deliver` was given, as plain values: decoded by swift-argument-parser
/// (`PushSim.Deliver`) or read straight from the command line (`DirectParse`). Both run it
/// here, so the two ways in differ only in how the values were found.
struct DeliverArguments: Equatable, Sendable {
    var files: [String]
    var state: AppState
    var appFile: String?
    var stack: String?
    var tap: String?
    var text: String?
    var badge: Int64?
    var focus: FocusSwitch = .off
    var authorization = NotificationAuthorization()
    var headers = RequestHeaders()
    var stateValues: [StateOptions.StateValue] = []
    var sequence = false
    var format: ResultFormat = .text
    var trace = false
    var colour: ColourMode = .auto

    /// Delivers on the main actor, where the simulated app lives, and returns the exit status
    /// once every line is written (docs/exit-codes.md).
    @MainActor
    func run() async -> ExitStatus {
        var command = DeliverCommand(
            inputs: files, app: AppOptions.choice(flag: appFile), state: state, stack: stack, tap: tap, badge: badge,
            headers: headers, stateValues: stateValues.map { ($0.name, $0.value) }, sequence: sequence)
        command.text = text
        command.device = DeviceSettings(focus: focus == .on, authorization: authorization)
        let rendering = Rendering(format: format.output, colour: ColourOptions.colour(mode: colour), trace: trace)
        return await concludeOnMainActor(rendering) { await command.run(reporter: $0) }
    }
}
