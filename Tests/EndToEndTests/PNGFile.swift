#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import TestSupport

/// Enough of a PNG to tell a screenshot is one: its signature and the size its header (IHDR,
/// the first chunk) gives. Its colours are counted by Tests/Tools/png-colours.py, which can
/// inflate the image data: Foundation cannot on Linux.
struct PNGFile {
    struct Failure: Error, CustomStringConvertible { var description: String }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    let path: String
    let width: Int
    let height: Int

    init(_ url: URL) throws {
        let bytes = Array(try Data(contentsOf: url))
        path = url.path
        guard bytes.count >= 33, Array(bytes[0..<8]) == Self.signature else {
            throw Failure(description: "\(url.path) is not a PNG: no PNG signature")
        }
        // Length (13), "IHDR", then width and height, big-endian.
        guard Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw Failure(description: "\(url.path): the first chunk is not IHDR")
        }
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = bigEndian(16)
        height = bigEndian(20)
    }

    /// How many different colours its pixels have (alpha included).
    func distinctColours() throws -> Int {
        let run = try Binary.run(
            ["python3", repositoryRoot + "/Tests/Tools/png-colours.py", path], executable: "/usr/bin/env")
        let fields = run.stdout.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard run.status == 0, fields.count == 3 else {
            throw Failure(description: "png-colours.py failed (exit \(run.status)): \(run.stderr)")
        }
        return fields[2]
    }
}
