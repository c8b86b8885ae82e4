/// A place in the app-model file that computes values as a delivery runs — a `cat`, a
/// `setState` value, a `setBadge`, a strings entry with format specifiers — so that a delivery
/// stopped there by the evaluation limit names it with its `line:column` (docs/conditions.md,
/// "Limits"). Located only then (`AppModel.position(ofSite:)`): locating every site of a large
/// model on each load cost more than the delivery that loaded it, for a place named only when a
/// delivery is stopped.
public struct ModelSite: Sendable, Equatable {
    public var pointer: JSONPointer

    public init(pointer: JSONPointer) {
        self.pointer = pointer
    }

    /// Its `line:column` in the model file `fileBytes` (nil when there is no file).
    func position(in fileBytes: [UInt8]) -> SourcePosition? {
        fileBytes.isEmpty ? nil : JSONLocator(bytes: fileBytes).positions(of: [pointer])[0]
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
