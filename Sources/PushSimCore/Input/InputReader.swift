#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole input with a size cap enforced **before** any parsing, so that a 10 GB file,
/// `/dev/zero` or a FIFO can neither exhaust memory nor hang pushsim.
///
/// Regular files are checked by size first and never read when too large. Everything else is
/// read in chunks up to the cap; named pipes and devices are opened non-blocking and given a
/// time limit between chunks, so a FIFO with a writer that never writes cannot stall a batch.
public struct InputReader: Sendable {
    /// The largest input read, in bytes.
    public var cap: Int
    /// How long a named pipe or device may stay silent (standard input is waited on for as long
    /// as it takes: reading it is an explicit request).
    public var idleTimeoutSeconds: Int
    /// A walked file, opened by its name in its directory kept open (`openat`) rather than by
    /// the path its source names, which reports still use: the kernel then looks up one name,
    /// not every component of the path (docs/performance.md, "Reading"). Nil: the source's path
    /// is opened.
    var relative: RelativeName?

    public init(cap: Int, idleTimeoutSeconds: Int = 10) {
        self.cap = cap
        self.idleTimeoutSeconds = idleTimeoutSeconds
    }

    init(cap: Int, relative: RelativeName?) {
        self.init(cap: cap)
        self.relative = relative
    }

    public func read(_ source: InputSource) throws(InputError) -> [UInt8] {
        switch source {
        case .standardInput:
            return try readStream(fileDescriptor: 0, timeoutSeconds: nil)
        case .path(let path):
            let (descriptor, regularSize) = try open(path)
            defer { close(descriptor) }
            if let size = regularSize {
                return try readRegular(fileDescriptor: descriptor, size: size)
            }
            return try readStream(fileDescriptor: descriptor, timeoutSeconds: idleTimeoutSeconds)
        }
    }

    /// Calls `body` with the whole input, as `read` reads it. A regular file that fits is read
    /// into a buffer the thread keeps from one file to the next, so reading a batch allocates
    /// nothing per file (`ThreadReadBuffer` says why); the bytes are valid only in `body`.
    public func withContents<Result>(of source: InputSource, _ body: (UnsafeRawBufferPointer) -> Result)
        throws(InputError) -> Result
    {
        guard case .path(let path) = source else {
            return try read(source).withUnsafeBytes(body)
        }
        let (descriptor, regularSize) = try open(path)
        defer { close(descriptor) }
        guard let size = regularSize, size < ThreadReadBuffer.capacity else {
            let bytes: [UInt8]
            if let size = regularSize {
                bytes = try readRegular(fileDescriptor: descriptor, size: size)
            } else {
                bytes = try readStream(fileDescriptor: descriptor, timeoutSeconds: idleTimeoutSeconds)
            }
            return bytes.withUnsafeBytes(body)
        }
        return try ThreadReadBuffer.with { buffer throws(InputError) in
            // `size + 1` bytes asked for, as `readRegular` does: getting them all means the file grew.
            var count = 0
            while true {
                let got = Glue.read(descriptor, buffer.baseAddress! + count, size + 1 - count)
                if got > 0 {
                    count += got
                    if count == size + 1 { break }
                    continue
                }
                if got == 0 { return body(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) }
                let code = errno
                if code == EINTR { continue }
                throw Self.error(errno: code)
            }
            let prefix = Array(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
            return try readStream(fileDescriptor: descriptor, timeoutSeconds: nil, expectedSize: size, prefix: prefix)
                .withUnsafeBytes(body)
        }
    }

    /// Opens `path` for reading, refusing a directory and a regular file over the cap; the size
    /// of a regular file, nil for anything else. The caller closes the descriptor.
    private func open(_ path: String) throws(InputError) -> (descriptor: Int32, regularSize: Int?) {
        // `withCString`: a native string is passed as it is stored, without the copy that the
        // implicit String-to-pointer conversion makes.
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY
        let descriptor: Int32
        if let relative {
            // The same flags and the same errors as opening the path: a missing file, a
            // dangling link or a directory read the same from its name as from its path.
            descriptor = relative.name.withCString { openat(relative.directory.descriptor, $0, flags) }
        } else {
            descriptor = path.withCString { Glue.open($0, flags) }
        }
        if descriptor < 0 { throw Self.error(errno: errno) }
        var status = stat()
        if fstat(descriptor, &status) != 0 {
            let code = errno
            close(descriptor)
            throw Self.error(errno: code)
        }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR {
            close(descriptor)
            throw InputError(kind: .isDirectory, reason: "is a directory, not a file")
        }
        guard type == S_IFREG else { return (descriptor, nil) }
        let size = Int(status.st_size)
        if size > cap {
            close(descriptor)
            throw InputError(
                kind: .tooLarge(size: size, cap: cap, exact: true),
                reason: "\(size) bytes, over the \(cap)-byte read limit; not read")
        }
        return (descriptor, size)
    }

    /// Reads a regular file straight into the array's uninitialized storage, sized from `fstat`
    /// (one `read`, no zero-filling, no copy); falls back to `readStream` if the file turns out
    /// longer than `fstat` said (it grew meanwhile) or for anything that is not a regular file.
    private func readRegular(fileDescriptor: Int32, size: Int) throws(InputError) -> [UInt8] {
        var failure: Int32 = 0
        var complete = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            while true {
                let got = Glue.read(fileDescriptor, buffer.baseAddress! + initialized, size + 1 - initialized)
                if got > 0 {
                    initialized += got
                    if initialized == size + 1 { return }
                    continue
                }
                if got == 0 {
                    complete = true
                    return
                }
                let code = errno
                if code == EINTR { continue }
                failure = code
                return
            }
        }
        if failure != 0 { throw Self.error(errno: failure) }
        if complete { return bytes }
        // More bytes than `fstat` said: read the rest as a stream, under the cap.
        return try readStream(fileDescriptor: fileDescriptor, timeoutSeconds: nil, expectedSize: size, prefix: bytes)
    }

    /// Reads into one raw buffer sized from the file (so a regular file usually takes one
    /// `read`), growing it only for pipes and devices, then copies the bytes out once: no
    /// zero-filled scratch buffer per file.
    private func readStream(
        fileDescriptor: Int32, timeoutSeconds: Int?, expectedSize: Int = 0, prefix: [UInt8] = []
    ) throws(InputError) -> [UInt8] {
        var count = prefix.count
        if count > cap {
            throw InputError(
                kind: .tooLarge(size: count, cap: cap, exact: false),
                reason: "more than \(cap) bytes, over the read limit; reading stopped there")
        }
        var capacity = min(max(expectedSize + 1, 4096, count * 2), cap + 1)
        var storage = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
        defer { storage.deallocate() }
        prefix.withUnsafeBytes { storage.copyMemory(from: $0) }
        while true {
            if count == capacity {
                let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: min(capacity * 2, cap + 1), alignment: 1)
                larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: storage[0..<count]))
                storage.deallocate()
                storage = larger
                capacity = larger.count
            }
            let got = Glue.read(fileDescriptor, storage.baseAddress! + count, capacity - count)
            if got > 0 {
                count += got
                if count > cap {
                    throw InputError(
                        kind: .tooLarge(size: count, cap: cap, exact: false),
                        reason: "more than \(cap) bytes, over the read limit; reading stopped there")
                }
                continue
            }
            if got == 0 { return Array(UnsafeRawBufferPointer(rebasing: storage[0..<count])) }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK {
                try wait(fileDescriptor, timeoutSeconds: timeoutSeconds)
                continue
            }
            throw Self.error(errno: code)
        }
    }

    private func wait(_ descriptor: Int32, timeoutSeconds: Int?) throws(InputError) {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = timeoutSeconds.map { Int32($0 * 1000) } ?? -1
        let ready = poll(&request, 1, milliseconds)
        if ready == 0, let timeoutSeconds {
            throw InputError(
                kind: .timedOut(seconds: timeoutSeconds),
                reason: "no data arrived for \(timeoutSeconds) s (a pipe or FIFO nobody writes to?)")
        }
    }

    static func error(errno code: Int32) -> InputError {
        switch code {
        case ENOENT: return InputError(kind: .notFound, reason: "no such file")
        case EACCES, EPERM: return InputError(kind: .permissionDenied, reason: "permission denied")
        case EISDIR: return InputError(kind: .isDirectory, reason: "is a directory, not a file")
        case ELOOP: return InputError(kind: .symlinkLoop, reason: "too many levels of symbolic links (a symlink loop?)")
        default:
            let text = strerror(code).map { String(cString: $0) } ?? "error \(code)"
            return InputError(kind: .other(errno: code), reason: text.lowercased())
        }
    }
}

/// Disambiguates the C `read` and `open` from `InputReader`'s.
private enum Glue {
    static func open(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
        #if canImport(Glibc)
            return Glibc.open(path, flags)
        #elseif canImport(Musl)
            return Musl.open(path, flags)
        #else
            return Darwin.open(path, flags)
        #endif
    }

    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            return Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
            return Musl.read(descriptor, buffer, count)
        #else
            return Darwin.read(descriptor, buffer, count)
        #endif
    }
}
