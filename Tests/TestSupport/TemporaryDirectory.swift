#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh directory under /tmp with helpers to lay out files, links and FIFOs.
public struct TemporaryDirectory {
    public let path: String

    public init() {
        var template = Array("/tmp/pushsim-test-XXXXXX".utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    @discardableResult
    public func file(_ relative: String, _ text: String) -> String {
        let full = path + "/" + relative
        var parts = relative.split(separator: "/").dropLast()
        var current = path
        while let part = parts.first {
            current += "/" + part
            mkdir(current, 0o755)
            parts = parts.dropFirst()
        }
        let handle = fopen(full, "w")!
        fputs(text, handle)
        fclose(handle)
        return full
    }

    public func directory(_ relative: String) {
        mkdir(path + "/" + relative, 0o755)
    }

    public func link(_ relative: String, to target: String) {
        symlink(target, path + "/" + relative)
    }

    public func fifo(_ relative: String) {
        mkfifo(path + "/" + relative, 0o644)
    }

    public func read(_ relative: String) -> String? {
        guard let handle = fopen(path + "/" + relative, "r") else { return nil }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, handle)
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
