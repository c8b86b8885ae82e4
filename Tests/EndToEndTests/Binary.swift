#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import TestSupport

/// Runs the built `pushsim` binary the way a user or a CI script does.
struct Binary {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String

        var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// `PUSHSIM_BIN` (set by `make test`), else the debug build beside the sources.
    static let path: String = {
        if let path = ProcessInfo.processInfo.environment["PUSHSIM_BIN"], !path.isEmpty { return path }
        return repositoryRoot + "/.build/debug/pushsim"
    }()

    /// `executable` runs something else instead, such as `/bin/sh` wrapping pushsim.
    /// SIGPIPE would end the whole test process when a command exits before reading all the
    /// stdin a test hands it; ignored, the write fails with EPIPE instead.
    private static let ignoresBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    static func run(
        _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
        directory: String = repositoryRoot, executable: String = path
    ) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        env["PUSHSIM_APP"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        _ = ignoresBrokenPipes
        try process.run()
        // A command may exit without reading its input (a usage error, `--version`): writing
        // then fails with EPIPE, which is the command's choice, not the test's failure.
        if let stdin { try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8)) }
        try? input.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output cannot fill a pipe and stall.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

extension Binary {
    /// Starts pushsim without waiting for it, its output discarded: for runs side by side.
    static func start(_ arguments: [String], directory: String = repositoryRoot) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ProcessInfo.processInfo.environment
        env["PUSHSIM_APP"] = nil
        process.environment = env
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}


func repositoryFile(_ relativePath: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: repositoryRoot + "/" + relativePath)))
}

func files(in relativeDirectory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/" + relativeDirectory).sorted()
}

/// Parses one JSON Lines record through pushsim's own decoder.
func record(_ line: String) throws -> JSONObject {
    guard case .object(let object) = try JSONDecoding.decode(Array(line.utf8)) else {
        throw JSONDecodeError(kind: .syntax, reason: "not an object", position: nil)
    }
    return object
}
