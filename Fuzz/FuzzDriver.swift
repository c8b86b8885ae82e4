import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer's driver runs on a background thread so the main thread can serve the main actor,
/// where the simulated app lives; each input is handed to the main actor and waited for.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

enum FuzzDriver {
    static func run(_ body: @escaping @MainActor @Sendable ([UInt8]) async -> Void) -> Never {
        let target = body
        FuzzTarget.body = { bytes in
            let done = DispatchSemaphore(value: 0)
            Task { @MainActor in
                await target(bytes)
                done.signal()
            }
            done.wait()
        }
        Thread.start {
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
                let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
                FuzzTarget.body?(bytes)
                return 0
            }
            exit(status)
        }
        dispatchMain()
    }
}

enum FuzzTarget {
    nonisolated(unsafe) static var body: (([UInt8]) -> Void)?
}

enum Thread {
    static func start(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async(execute: work)
    }
}
