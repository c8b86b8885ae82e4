import PushSimCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `pushsim validate` was given, as plain values: decoded by swift-argument-parser
/// (`PushSim.Validate`) or read straight from the command line (`DirectParse`), and run the
/// same way from here, so the two ways in differ only in how the values were found.
struct ValidateArguments: Equatable, Sendable {
    var files: [String]
    var headers = RequestHeaders()
    var appFile: String?
    var format: OutputFormat = .text
    var strict = false
    var colour: ColourMode = .auto

    /// Validates every file and returns the exit status once every line is written.
    func run() -> ExitStatus {
        let environment = getenv("PUSHSIM_APP").map { String(cString: $0) }
        let command = ValidateCommand(
            inputs: files, headers: headers, strict: strict,
            app: ValidateCommand.appSource(flag: appFile, environment: environment))
        return conclude(Rendering(format: format, colour: ColourOptions.colour(mode: colour))) { command.run(reporter: $0) }
    }
}
