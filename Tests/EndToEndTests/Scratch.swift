#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import TestSupport

/// A fresh, empty directory under the system's temporary directory, for one test.
func scratchDirectory(_ label: String) throws -> String {
    let path = NSTemporaryDirectory() + "pushsim-\(label)-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func readText(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
}

func writeText(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// Every regular file under `root`, relative to it, sorted, with its contents.
func snapshot(_ root: String) throws -> [String: String] {
    var files: [String: String] = [:]
    guard let walker = FileManager.default.enumerator(atPath: root) else { return files }
    while let relative = walker.nextObject() as? String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
            files[relative] = try readText(root + "/" + relative)
        }
    }
    return files
}
