import ArgumentParser
import PushSimCore

/// `--color`, shared by the commands whose text output is coloured (docs/colour.md); the mode
/// is decided when the output is made (`Rendering`).
struct ColourOptions: ParsableArguments {
    @Option(
        name: .customLong("color"),
        help: "Colour the outcome, PASS/FAIL and error words: auto (when stdout is a terminal and NO_COLOR is unset), always or never.")
    var mode: ColourMode = .auto

    /// `--color` in a command's table (`OptionTable`): `store` puts the mode where the command
    /// keeps it.
    static func option<Root>(_ table: inout OptionTable<Root>, _ store: (inout Root, ColourMode) -> Void) {
        table.value("color", initial: ColourMode.auto, store)
    }
}

extension ColourMode: ExpressibleByArgument {}
