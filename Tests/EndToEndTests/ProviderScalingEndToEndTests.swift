import Testing
import TestSupport

/// A provider's message of many keys converts with every finding at its own line
/// (docs/guarantees.md, "Scaling"): each key's origin is found by pointer, and the payload is
/// built with keys found in constant time; a list searched per key made 20,000 findings take
/// 290 s (debug) where the same APNs payload took 3 s.
@Suite("Provider messages, scaling")
struct ProviderScalingEndToEndTests {
    @Test func fortyThousandKeysEachWithAFindingAreEachPlaced() throws {
        let directory = try scratchDirectory("provider-wide")
        var lines = [#"{"message": {"token": "t", "apns": {"payload": {"aps": {"alert": "x","#]
        for index in 0..<40_000 { lines.append(#""k\#(index)": 1\#(index == 39_999 ? "" : ",")"#) }
        lines.append("}}}}}")
        try writeText(lines.joined(separator: "\n"), to: directory + "/wide.json")
        let run = try Binary.run(["convert", "wide.json"], directory: directory)
        let findings = run.stdout.split(separator: "\n").filter { $0.contains(": warning: UnknownApsKey: ") }
        #expect(findings.count == 40_000)
        #expect(findings.last?.hasPrefix("wide.json:40001:") == true)
        #expect(findings.last?.hasSuffix("[/message/apns/payload/aps/k39999]") == true)
    }
}
