/// A place in the app-model file that computes values as a delivery runs — a `cat`, a
/// `setState` value, a `setBadge`, a strings entry with format specifiers — so that a delivery
/// stopped there by the evaluation limit names it with its `line:column` (docs/conditions.md,
/// "Limits"). Located once, when the model loads.
public struct ModelSite: Sendable, Equatable {
    public var pointer: JSONPointer
    public var position: SourcePosition?

    public init(pointer: JSONPointer, position: SourcePosition? = nil) {
        self.pointer = pointer
        self.position = position
    }
}

/// Collects the sites of one model while it is read: the condition, handler and strings
/// readers share one, so each site's number is its index in `AppModel.sites`.
final class ModelSiteRecorder {
    private(set) var pointers: [JSONPointer] = []

    /// The number of the site at `pointer`.
    func record(_ pointer: JSONPointer) -> Int {
        pointers.append(pointer)
        return pointers.count - 1
    }
}
