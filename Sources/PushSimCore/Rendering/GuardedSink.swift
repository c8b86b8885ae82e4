/// An output sink whose every line goes through `CICommandGuard` before the sink it wraps:
/// what the text, JSON and SARIF renderers write, so that no line of theirs can be taken for a
/// CI runner's command (docs/ci-formats.md). The GitHub annotations renderer writes its own
/// workflow commands to the sink it wraps, and everything else through this one.
final class GuardedSink: OutputSink {
    let base: any OutputSink
    /// Standard output's notation: text, or JSON whose strings hold the escapes.
    private let resultsNotation: CICommandGuard.Notation

    /// `sink` itself when it is already guarded.
    static func wrapping(_ sink: any OutputSink, results: CICommandGuard.Notation) -> any OutputSink {
        if let guarded = sink as? GuardedSink, guarded.resultsNotation == results { return guarded }
        return GuardedSink(sink, results: results)
    }

    private init(_ base: any OutputSink, results: CICommandGuard.Notation) {
        self.base = base
        resultsNotation = results
    }

    func result(_ line: String) { base.result(CICommandGuard.inert(line, notation: resultsNotation)) }

    func results(_ bytes: [UInt8]) { base.results(CICommandGuard.inert(lines: bytes, notation: resultsNotation)) }

    /// Lines for people are text in every format.
    func diagnostic(_ line: String) { base.diagnostic(CICommandGuard.inert(line, notation: .text)) }

    /// "replaying… 120 files", on a terminal only.
    func progress(_ line: String?) { base.progress(line) }

    /// A document is a file's content, not a line pushsim composed: as it is.
    func document(_ text: String) { base.document(text) }
}
