import ArgumentParser
import PushSimCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--color`, shared by the commands whose text output is coloured (docs/colour.md).
struct ColourOptions: ParsableArguments {
    @Option(
        name: .customLong("color"),
        help: "Colour the outcome, PASS/FAIL and error words: auto (when stdout is a terminal and NO_COLOR is unset), always or never.")
    var mode: ColourMode = .auto

    var colour: Colour { Self.colour(mode: mode) }

    static func colour(mode: ColourMode) -> Colour {
        let noColor = getenv("NO_COLOR").map { String(cString: $0) }
        let term = getenv("TERM").map { String(cString: $0) }
        return mode.colour(stdoutIsTerminal: isatty(1) == 1, noColor: noColor, term: term)
    }
}

extension ColourMode: ExpressibleByArgument {}
