#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `struct sigaction`'s handler field, which each C library names differently.
enum SignalDisposition {
    static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Darwin)
            let handler = action.__sigaction_u.__sa_handler
        #else
            let handler = action.__sigaction_handler.sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    static func setHandler(_ action: inout sigaction, _ handler: @escaping @convention(c) (Int32) -> Void) {
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
    }
}
