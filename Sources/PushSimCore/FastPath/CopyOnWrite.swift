/// A value kept in one reference-counted box that copies share until one of them changes.
/// Copying it costs one retain, however many strings and arrays the value holds. The payload,
/// its `aps`, the app's notification and the delivery report are copied several times on
/// their way through a delivery (into the check, the notification, Notification Center's
/// list, the report, the worker's result), so each keeps its fields in one of these
/// (docs/architecture.md, "Speed behind a fence").
///
/// Every change goes through `value`'s `_modify`. It gives this copy a box of its own first
/// unless no other copy holds the box (`isKnownUniquelyReferenced`), as the standard library's
/// arrays do, so a box another copy can see is never written. The change is then made in place:
/// appending to an array field appends to that array's own storage.
struct CopyOnWrite<Value> {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(_ value: Value) { box = Box(value) }

    var value: Value {
        _read { yield box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    /// Which box this copy holds: the same for copies nothing has changed since.
    var boxIdentity: ObjectIdentifier { ObjectIdentifier(box) }

    /// A mirror of `subject`, the type that keeps its fields here, that lists the fields as
    /// its own children: `dump` and test failures show them as they would a plain struct's.
    func mirror(as subject: Any) -> Mirror {
        Mirror(subject, children: Mirror(reflecting: value).children, displayStyle: .struct)
    }
}

/// Sendable when the value is: a box is written only while no other copy holds it, so no other
/// task or thread can be reading it then.
extension CopyOnWrite: @unchecked Sendable where Value: Sendable {}

/// Equal when the values are; copies of one box are equal without comparing the fields.
extension CopyOnWrite: Equatable where Value: Equatable {
    static func == (lhs: CopyOnWrite, rhs: CopyOnWrite) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }
}
