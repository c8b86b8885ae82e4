/// The model an event's screens show, loaded before they are presented. A load fails for the
/// ids the model declares missing, or for ids not in the declared format.
public struct LoadRule: Sendable, Equatable {
    public enum IDFormat: String, Sendable, CaseIterable {
        case any, int, uuid
    }

    public var model: String
    public var idFormat: IDFormat
    public var missingIDs: [String]

    public init(model: String, idFormat: IDFormat = .any, missingIDs: [String] = []) {
        self.model = model
        self.idFormat = idFormat
        self.missingIDs = missingIDs
    }

    /// Why loading the object `id` would fail, if it would: an id not in the declared format,
    /// or one the model declares missing. The app's loader fails on it, and `pushsim route`
    /// declines such a route (docs/router.md, "The router matches, the app loads"), by this
    /// one rule.
    public func problem(loading id: String) -> String? {
        switch idFormat {
        case .int where !Self.isInteger(id): return "\(model) id \"\(id)\" is not an integer"
        case .uuid where !HeaderValidator.isUUID(id): return "\(model) id \"\(id)\" is not a UUID"
        default: break
        }
        return missingIDs.contains(id) ? "\(model) \(id) does not exist" : nil
    }

    /// An optional minus, then ASCII digits fitting in 64 bits: the same rule as a route's
    /// `int` parameter.
    static func isInteger(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber } && Int64(text) != nil
    }
}
