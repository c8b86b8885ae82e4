/// The model an event's screens show, loaded before they are presented. A load fails for the
/// ids the model declares missing, or for ids not in the declared format. It takes `takes`
/// milliseconds of a scenario's virtual clock (docs/scenarios.md, "Time"); 0, the default,
/// completes at once, and a load that fails fails when it completes.
public struct LoadRule: Sendable, Equatable {
    public enum IDFormat: String, Sendable, CaseIterable {
        case any, int, uuid
    }

    public var model: String
    public var idFormat: IDFormat
    public var missingIDs: [String]
    /// How long a load takes, in milliseconds of virtual time: 0 is immediate.
    public var takes: Int64

    /// The longest `takes` (and a scenario's longest `wait`): a day, far beyond any load an
    /// app waits for, and small enough that a clock adding them never overflows.
    public static let longestDuration: Int64 = 86_400_000

    public init(model: String, idFormat: IDFormat = .any, missingIDs: [String] = [], takes: Int64 = 0) {
        self.model = model
        self.idFormat = idFormat
        self.missingIDs = missingIDs
        self.takes = takes
    }

    /// Why loading the object `id` would fail, if it would: an id not in the declared format,
    /// or one the model declares missing. The app's loader fails on it, and `pushsim route`
    /// declines such a route (docs/router.md, "The router matches, the app loads"), by this
    /// one rule.
    public func problem(loading id: String) -> String? {
        if let problem = formatProblem(id) { return problem }
        return missingIDs.contains(id) ? "\(model) \(id) does not exist" : nil
    }

    /// Why `id` is not in the declared `idFormat`, if it is not: a fault of whoever wrote the
    /// payload (`validate --app` reports it), where a `missing` id is the app's data.
    public func formatProblem(_ id: String) -> String? {
        switch idFormat {
        case .int where !Self.isInteger(id): return "\(model) id \"\(id)\" is not an integer"
        case .uuid where !HeaderValidator.isUUID(id): return "\(model) id \"\(id)\" is not a UUID"
        default: return nil
        }
    }

    /// An optional minus, then ASCII digits fitting in 64 bits: the same rule as a route's
    /// `int` parameter.
    static func isInteger(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } && Int64(text) != nil
    }
}
