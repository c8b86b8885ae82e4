#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// pushsim's exit codes. Each means one thing, the same for every subcommand; when a batch
/// meets several, the one of highest `rank` wins (which is not the order of the raw values:
/// an unmatched route outranks an expectation failure). docs/exit-codes.md is the user's copy
/// of this table, and `ExitStatus(for:)` the one place a result becomes a code.
public enum ExitStatus: Int32, Sendable, CaseIterable, Comparable {
    /// Everything was valid, delivered or matched as expected.
    case success = 0
    /// At least one payload is invalid (APNs or the app would reject it).
    case invalidPayload = 1
    /// At least one input is not JSON pushsim reads.
    case malformedJSON = 2
    /// At least one input could not be read.
    case unreadableInput = 3
    /// A replay expectation did not match what happened.
    case expectationFailed = 4
    /// The app model is missing, malformed or inconsistent: nothing could be simulated.
    case badAppModel = 5
    /// `pushsim route`: at least one URL matched no route.
    case unmatchedRoute = 6
    /// Something pushsim was asked to write cannot be written: a file it would create already
    /// exists (`init`, `export` without `--force`), or a file, report or standard output could
    /// not be created or took fewer bytes than written — a full disk, a file-size limit, a
    /// closed descriptor (sysexits' EX_CANTCREAT).
    case cannotWrite = 73
    /// The command line is wrong (swift-argument-parser's and sysexits' EX_USAGE).
    case usage = 64
    /// A bug in pushsim: please report it.
    case internalError = 70
    /// Stopped by SIGINT (Ctrl-C) after writing what it had decided: 128 + 2, as shells report.
    case interrupted = 130
    /// Stopped by SIGTERM after writing what it had decided: 128 + 15.
    case terminated = 143

    /// Which code wins when a batch meets several.
    var rank: Int {
        switch self {
        case .success: return 0
        case .invalidPayload: return 1
        case .malformedJSON: return 2
        case .unreadableInput: return 3
        case .expectationFailed: return 4
        case .unmatchedRoute: return 5
        case .badAppModel: return 6
        case .cannotWrite: return 7
        case .interrupted, .terminated: return 8
        case .usage: return 9
        case .internalError: return 10
        }
    }

    public static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rank < rhs.rank }

    /// The code for a run stopped by `signal` (SIGINT or SIGTERM, the ones pushsim notes).
    public init(stoppedBy signal: Int32) {
        self = signal == SIGTERM ? .terminated : .interrupted
    }

    public init(_ verdict: PayloadCheck.Verdict) {
        switch verdict {
        case .valid: self = .success
        case .invalid: self = .invalidPayload
        case .malformed: self = .malformedJSON
        case .unreadable: self = .unreadableInput
        }
    }
}
