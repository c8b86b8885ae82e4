#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One read buffer per thread, kept from one file to the next: a replay reads thousands of
/// small files, and a fresh allocation of a kilobyte or more for each made glibc's `malloc`
/// consolidate its free lists every time (9 k instructions per file; docs/performance.md,
/// "Reading").
enum ThreadReadBuffer {
    /// Payloads are at most 5 KB; larger files are read into an array of their own.
    static let capacity = 64 * 1024

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { free($0) }
        precondition(status == 0, "pthread_key_create failed")
        return key
    }()

    /// Calls `body` with this thread's buffer of `capacity` bytes, uninitialized. The buffer is
    /// taken from the thread while `body` runs, so a nested call gets one of its own.
    static func with<Result, Failure: Error>(_ body: (UnsafeMutableRawBufferPointer) throws(Failure) -> Result)
        throws(Failure) -> Result
    {
        let key = Self.key
        let block: UnsafeMutableRawPointer
        if let kept = pthread_getspecific(key) {
            block = kept
            pthread_setspecific(key, nil)
        } else {
            guard let fresh = malloc(capacity) else { fatalError("out of memory for a \(capacity)-byte read buffer") }
            block = fresh
        }
        defer {
            if pthread_getspecific(key) == nil {
                pthread_setspecific(key, block)
            } else {
                free(block)
            }
        }
        return try body(UnsafeMutableRawBufferPointer(start: block, count: capacity))
    }
}
