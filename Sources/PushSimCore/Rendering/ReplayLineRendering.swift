/// How an output format writes a replayed file's result, as bytes, made by the replay worker
/// that replayed the file: the main actor then only writes them, in input order (docs/replay.md,
/// "Scale"). Only formats whose lines depend on the result alone render this way; the others
/// (SARIF, GitHub annotations, a JUnit report beside the output) see whole results.
public protocol ReplayLineRendering: Sendable {
    /// The result's lines on standard output, each ending in a newline: byte for byte what the
    /// format's renderer writes for `RunEvent.replayed(result)`.
    func lines(_ result: ReplayCaseResult) -> [UInt8]
}

/// `replay` in text (`ReplayText`).
struct ReplayTextLines: ReplayLineRendering {
    var colour: Colour

    func lines(_ result: ReplayCaseResult) -> [UInt8] {
        var bytes: [UInt8] = []
        for line in ReplayText.lines(result, colour: colour) {
            bytes.append(contentsOf: line.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }
}

/// `replay --format json`: one JSON Lines record (`ReplayJSON`, written by `JSONLineWriter`).
struct ReplayJSONLines: ReplayLineRendering {
    func lines(_ result: ReplayCaseResult) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2048)
        JSONLineWriter.appendLine(ReplayJSON.record(result), to: &bytes)
        return bytes
    }
}
