#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation

/// One run of the browser, killed when it takes longer than its timeout.
///
/// Its output goes to files, not pipes: Chromium's helper processes inherit the descriptors,
/// and a pipe would stay open — and a read of it blocked — for as long as any of them lives,
/// even after the browser itself was killed.
enum BrowserProcess {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// At most two browsers at once: each starts half a dozen processes, and the test runner
    /// runs suites side by side on machines with two cores.
    private static let slots = DispatchSemaphore(value: 2)

    static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval, describing page: String = "") throws -> Run {
        slots.wait()
        defer { slots.signal() }
        let directory = try scratchDirectory("chromium-output")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stdoutPath = directory + "/stdout"
        let stderrPath = directory + "/stderr"
        try writeText("", to: stdoutPath)
        try writeText("", to: stderrPath)
        let stdout = try FileHandle(forWritingTo: URL(fileURLWithPath: stdoutPath))
        let stderr = try FileHandle(forWritingTo: URL(fileURLWithPath: stderrPath))
        defer {
            try? stdout.close()
            try? stderr.close()
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw HeadlessBrowser.Failure(description: "could not start \(executable): \(error)")
        }
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
            let printed = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
            throw HeadlessBrowser.Failure(
                description: "Chromium took more than \(Int(timeout)) s\(page.isEmpty ? "" : " on " + page) and was killed; "
                    + "it printed:\n\(printed.suffix(4000))")
        }
        return Run(
            status: process.terminationStatus,
            stdout: (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "")
    }
}
