#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A closed pipe (SIGPIPE) and a file-size limit (SIGXFSZ, `ulimit -f`) would kill pushsim in
/// the middle of a write, leaving a report half-assembled and the run's verdict unsaid. Ignored,
/// they become the write errors EPIPE and EFBIG, which the writers handle: a reader that left
/// is not an error, a file that cannot grow is exit 73 (docs/exit-codes.md).
public enum WriteSignals {
    public static func ignore() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }
}
