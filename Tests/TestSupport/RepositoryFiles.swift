#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The repository's root, found from this file's path (tests run from any directory), for
/// every test target.
public let repositoryRoot: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    while let last = parts.last, last != "Tests" { parts.removeLast() }
    parts.removeLast()
    return parts.joined(separator: "/")
}()

public func readRepositoryFile(_ relativePath: String) throws -> String {
    String(decoding: try readRepositoryBytes(relativePath), as: UTF8.self)
}

/// The file's bytes. An empty file is answered without `Data(contentsOf:)`, whose read of a
/// file of 0 bytes leaks its 4 KiB buffer in FoundationEssentials (Swift 6.3.1), which the
/// sanitizer run of `make test` reports (fixtures/payloads/invalid/empty.json is one).
public func readRepositoryBytes(_ relativePath: String) throws -> [UInt8] {
    let path = repositoryRoot + "/" + relativePath
    if let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, size == 0,
        FileManager.default.isReadableFile(atPath: path)
    {
        return []
    }
    return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
}
