/// How results are written: picked once, by the executable, from `--format`.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// One short, stable line per input, for people (and grep).
    case text
    /// One JSON object per input per line (JSON Lines), with a schema version.
    case json
    /// Text, with each finding a GitHub Actions workflow command (docs/ci-formats.md):
    /// `validate`, `replay` and `scenario` only.
    case github
    /// One SARIF 2.1.0 log for the run (docs/ci-formats.md): `validate`, `replay` and
    /// `scenario` only.
    case sarif

    /// The renderer for this format, writing to `sink`. Colour and `--trace` concern text only;
    /// a progress line is for a terminal.
    public func renderer(sink: any OutputSink, colour: Colour = .off, showsTraces: Bool = false, showsProgress: Bool = false)
        -> any Renderer
    {
        switch self {
        case .text: return TextRenderer(sink: sink, colour: colour, showsTraces: showsTraces, showsProgress: showsProgress)
        case .json: return JSONLinesRenderer(sink: sink, showsProgress: showsProgress)
        case .github: return GitHubAnnotationsRenderer(sink: sink, showsTraces: showsTraces, showsProgress: showsProgress)
        case .sarif: return SARIFRenderer(sink: sink, showsProgress: showsProgress)
        }
    }
}

/// The version of every JSON document pushsim writes; docs/json-output.md describes it.
public enum OutputSchema {
    public static let version = 1
}
