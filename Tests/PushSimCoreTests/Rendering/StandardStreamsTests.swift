#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing

@testable import PushSimCore

/// Results and diagnostics through real descriptors: a pipe, and /dev/full for a disk that
/// refuses every byte (docs/exit-codes.md, "Nothing lost when writing" in docs/guarantees.md).
@Suite("Standard streams")
struct StandardStreamsTests {
    /// A pipe's two ends; the test reads what was written once the writer is closed.
    struct Channel {
        let read: Int32
        let write: Int32

        init() {
            var ends: [Int32] = [0, 0]
            precondition(pipe(&ends) == 0)
            read = ends[0]
            write = ends[1]
        }

        func drain() -> String {
            close(write)
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = systemRead(read, &buffer, buffer.count)
                if count <= 0 { break }
                bytes += buffer[0..<count]
            }
            close(read)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    @Test func resultsAndDiagnosticsArriveWholeAndInOrder() {
        let results = Channel()
        let diagnostics = Channel()
        let streams = StandardStreams(results: results.write, diagnostics: diagnostics.write)
        streams.result("one")
        streams.diagnostic("note")
        streams.result("two")
        #expect(streams.finish(.invalidPayload) == .invalidPayload)
        #expect(results.drain() == "one\ntwo\n")
        #expect(diagnostics.drain() == "note\n")
    }

    @Test func renderedLinesGoOutAsTheyAreBetweenLinesAndDiagnostics() {
        let results = Channel()
        let diagnostics = Channel()
        let streams = StandardStreams(results: results.write, diagnostics: diagnostics.write)
        streams.result("one")
        streams.results(Array("two \u{2192} \"x\"\nthree\n".utf8))
        streams.diagnostic("note")
        streams.results([])
        streams.result("four")
        #expect(streams.finish(.success) == .success)
        #expect(results.drain() == "one\ntwo \u{2192} \"x\"\nthree\nfour\n")
        #expect(diagnostics.drain() == "note\n")
    }

    @Test(.enabled(if: access("/dev/full", W_OK) == 0))
    func aFullDiskIsSaidOnceAndExits73WhateverElseHappened() {
        let full = open("/dev/full", O_WRONLY)
        defer { close(full) }
        let diagnostics = Channel()
        let streams = StandardStreams(results: full, diagnostics: diagnostics.write)
        // Several buffers' worth: the first flush fails, the later ones are not tried.
        let line = String(repeating: "x", count: 1000)
        for _ in 0..<300 { streams.result(line) }
        streams.diagnostic("summary")
        for _ in 0..<300 { streams.result(line) }
        #expect(streams.resultsError == ENOSPC)
        #expect(streams.finish(.invalidPayload) == .cannotWrite)
        #expect(streams.finish(.usage) == .usage, "a usage error still outranks it")
        #expect(diagnostics.drain() == "pushsim: cannot write standard output: No space left on device\nsummary\n")
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
