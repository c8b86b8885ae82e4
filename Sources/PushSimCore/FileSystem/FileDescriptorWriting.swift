#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing every byte to a file descriptor: `write(2)` may take fewer than it was given (a
/// pipe, a signal), and each time it says why it took none.
enum FileDescriptorWriting {
    /// Nil when every byte was written, else the errno that stopped it.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard var next = bytes.baseAddress else { return nil }
        var left = bytes.count
        while left > 0 {
            let written = systemWrite(descriptor, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            // A device that takes nothing and says nothing: treat it as full rather than spin.
            if written == 0 { return ENOSPC }
            next += written
            left -= written
        }
        return nil
    }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
