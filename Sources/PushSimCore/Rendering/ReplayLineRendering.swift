/// How an output format writes a replayed file's result, as bytes, made by the replay worker
/// that replayed the file: the main actor then only writes them, in input order (docs/replay.md,
/// "Scale"). Only formats whose lines depend on the result alone render this way; the others
/// (SARIF, GitHub annotations, a JUnit report beside the output) see whole results.
public protocol ReplayLineRendering: Sendable {
    /// The result's lines on standard output, each ending in a newline: byte for byte what the
    /// format's renderer writes for `RunEvent.replayed(result)` when the result holds `report`
    /// and `app` as its delivery. They are given apart so that a worker that renders a result
    /// need not box its delivery (a report of about a kilobyte) only to free it again.
    func lines(_ result: ReplayCaseResult, report: DeliveryReport?, app: AppModel?) -> [UInt8]
}

extension ReplayLineRendering {
    /// The result's lines, with the delivery it holds.
    func lines(_ result: ReplayCaseResult) -> [UInt8] {
        lines(result, report: result.report, app: result.delivery?.app)
    }
}

/// `replay` in text (`ReplayText`).
struct ReplayTextLines: ReplayLineRendering {
    var colour: Colour

    func lines(_ result: ReplayCaseResult, report: DeliveryReport?, app: AppModel?) -> [UInt8] {
        var buffer = TextBuffer(sanitizing: true, capacity: 128)
        ReplayText.append(result, report: report, colour: colour, to: &buffer)
        return buffer.bytes
    }
}

/// `replay --format json`: one JSON Lines record (`ReplayJSON`, written by `JSONWriter`).
struct ReplayJSONLines: ReplayLineRendering {
    func lines(_ result: ReplayCaseResult, report: DeliveryReport?, app: AppModel?) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2048)
        JSONWriter.appendLine(ReplayJSON.record(result, report: report, app: app), to: &bytes)
        return bytes
    }
}
