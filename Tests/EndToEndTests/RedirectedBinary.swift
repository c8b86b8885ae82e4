#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import TestSupport

/// Runs the built `pushsim` with its standard output sent somewhere other than a pipe the test
/// reads: a file or device (`/dev/full`), a pipe nobody reads, or a shell redirection with
/// limits set (`ulimit -f`). Standard error is always captured.
extension Binary {
    struct Outcome {
        var status: Int32
        /// Set when the process was killed by a signal rather than exiting.
        var signal: Int32?
        var stderr: String

        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    /// `pushsim ARGUMENTS > stdoutPath`.
    static func run(_ arguments: [String], stdoutPath: String, directory: String = repositoryRoot) throws -> Outcome {
        guard let handle = FileHandle(forWritingAtPath: stdoutPath) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: stdoutPath])
        }
        defer { try? handle.close() }
        return try run(arguments, stdout: handle, directory: directory)
    }

    /// `pushsim ARGUMENTS | (read nothing and close)`: the reader has gone before pushsim writes.
    static func runIntoClosedPipe(_ arguments: [String], directory: String = repositoryRoot) throws -> Outcome {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        return try run(arguments, stdout: pipe, directory: directory)
    }

    /// `/bin/sh -c SCRIPT`, with `$PUSHSIM` naming the binary.
    static func shell(_ script: String, directory: String = repositoryRoot) throws -> Outcome {
        let process = configured(executable: "/bin/sh", arguments: ["-c", script], directory: directory)
        process.environment?["PUSHSIM"] = path
        return try wait(for: process, stdout: FileHandle.nullDevice)
    }

    /// A started `pushsim ARGUMENTS > stdoutPath`, for a test that signals it; `finish` waits.
    static func start(_ arguments: [String], stdoutPath: String, directory: String = repositoryRoot) throws -> Started {
        _ = FileManager.default.createFile(atPath: stdoutPath, contents: nil)
        guard let handle = FileHandle(forWritingAtPath: stdoutPath) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: stdoutPath])
        }
        let process = configured(executable: path, arguments: arguments, directory: directory)
        process.standardOutput = handle
        let err = Pipe()
        process.standardError = err
        try process.run()
        try handle.close()
        return Started(process: process, stderr: err)
    }

    struct Started {
        let process: Process
        let stderr: Pipe

        func finish() -> Outcome {
            let data = stderr.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let killed = process.terminationReason == .uncaughtSignal
            return Outcome(
                status: killed ? 128 + process.terminationStatus : process.terminationStatus,
                signal: killed ? process.terminationStatus : nil, stderr: String(decoding: data, as: UTF8.self))
        }
    }

    private static func run(_ arguments: [String], stdout: Any, directory: String) throws -> Outcome {
        try wait(for: configured(executable: path, arguments: arguments, directory: directory), stdout: stdout)
    }

    private static func configured(executable: String, arguments: [String], directory: String) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        env["PUSHSIM_APP"] = nil
        process.environment = env
        process.standardInput = FileHandle.nullDevice
        return process
    }

    private static func wait(for process: Process, stdout: Any) throws -> Outcome {
        process.standardOutput = stdout
        let err = Pipe()
        process.standardError = err
        try process.run()
        return Started(process: process, stderr: err).finish()
    }
}

/// A character device whose every write fails with "No space left on device", like /dev/full,
/// for reports pushsim writes by name. As root, a private node (`mknod NAME c 1 7`) in a scratch
/// directory: a pushsim that renamed a file over it would replace only that copy, never the
/// system's /dev/full. Nil when there is none to use safely (root without mknod, no /dev/full).
let fullDeviceForReports: String? = {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return nil }
    guard getuid() == 0 else { return "/dev/full" }
    guard let node = try? scratchDirectory("full") + "/full" else { return nil }
    let mknod = Process()
    mknod.executableURL = URL(fileURLWithPath: "/bin/mknod")
    mknod.arguments = ["-m", "666", node, "c", "1", "7"]
    mknod.standardError = FileHandle.nullDevice
    guard (try? mknod.run()) != nil else { return nil }
    mknod.waitUntilExit()
    return mknod.terminationStatus == 0 ? node : nil
}()

let hasFullDevice = FileManager.default.fileExists(atPath: "/dev/full")
