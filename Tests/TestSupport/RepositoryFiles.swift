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
    let data = try Data(contentsOf: URL(fileURLWithPath: repositoryRoot + "/" + relativePath))
    return String(decoding: data, as: UTF8.self)
}
