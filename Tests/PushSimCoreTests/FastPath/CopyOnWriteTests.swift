import Testing

@testable import PushSimCore

/// `CopyOnWrite` is the one box the payload, its `aps`, the app's notification and the delivery
/// report keep their fields in (docs/architecture.md, "Speed behind a fence"): copies share it
/// until one changes, and then it must behave exactly as the plain value would.
@Suite("One copy-on-write box")
struct CopyOnWriteTests {
    struct Fields: Equatable, Sendable {
        var name: String
        var numbers: [Int]
        var note: String?
    }

    static let start = Fields(name: "start", numbers: [1, 2, 3], note: nil)

    /// Every kind of write through one copy (a field set, an array appended to in place, an
    /// optional changed through its chain) leaves every other copy as it was, whichever copy
    /// writes.
    @Test func aWriteThroughOneCopyNeverChangesAnother() {
        let original = CopyOnWrite(Self.start)
        var first = original
        var second = original
        #expect(first.boxIdentity == original.boxIdentity)
        first.value.name = "first"
        first.value.numbers.append(4)
        second.value.note = "second"
        second.value.note?.append("!")
        #expect(original.value == Self.start)
        #expect(first.value == Fields(name: "first", numbers: [1, 2, 3, 4], note: nil))
        #expect(second.value == Fields(name: "start", numbers: [1, 2, 3], note: "second!"))
        #expect(first.boxIdentity != original.boxIdentity && second.boxIdentity != original.boxIdentity)
        #expect(first.boxIdentity != second.boxIdentity)

        // The whole value replaced through a copy, too.
        var third = original
        third.value = Fields(name: "third", numbers: [], note: "n")
        #expect(original.value == Self.start)
        #expect(third.value.name == "third")
    }

    /// A box no other copy shares is changed where it is: the box stays the same object, and a
    /// field changed through `value` is changed in place, not read out and written back (an
    /// array's storage stays put, as it would not if the array were copied first).
    @Test func aBoxNoOtherCopySharesIsChangedInPlace() {
        var alone = CopyOnWrite(Self.start)
        alone.value.numbers.reserveCapacity(64)
        let box = alone.boxIdentity
        let storage = alone.value.numbers.withUnsafeBufferPointer { $0.baseAddress }
        for number in 4...40 { alone.value.numbers.append(number) }
        alone.value.numbers[0] = 0
        alone.value.name = "changed"
        #expect(alone.boxIdentity == box)
        #expect(alone.value.numbers.withUnsafeBufferPointer { $0.baseAddress } == storage)
        #expect(alone.value.numbers == [0] + Array(2...40))

        // Once a copy has its own box, that box too is changed in place.
        let shared = alone
        var copy = shared
        copy.value.name = "copy"
        let copyBox = copy.boxIdentity
        copy.value.numbers.append(41)
        #expect(copy.boxIdentity == copyBox && copyBox != shared.boxIdentity)
        #expect(shared.value.name == "changed" && shared.value.numbers.count == 40)
    }

    /// Equal values are equal whatever box holds them; copies of one box are equal; a change
    /// makes them differ.
    @Test func equalityIsTheValues() {
        let one = CopyOnWrite(Self.start)
        var other = CopyOnWrite(Self.start)
        #expect(one.boxIdentity != other.boxIdentity)
        #expect(one == other)
        other.value.numbers.removeLast()
        #expect(one != other)
        other.value.numbers.append(3)
        #expect(one == other)
        let copy = one
        #expect(copy == one)
    }

    /// Copies go to other tasks (the type is `Sendable` when its value is: this does not
    /// compile otherwise); each task's writes stay its own and the original is untouched.
    @Test func copiesSentToOtherTasksStayApart() async {
        let shared = CopyOnWrite(Self.start)
        let results = await withTaskGroup(of: (Int, Fields).self) { group in
            for task in 0..<16 {
                group.addTask {
                    var mine = shared
                    for step in 0..<100 { mine.value.numbers.append(task * 1000 + step) }
                    mine.value.name = "task \(task)"
                    return (task, mine.value)
                }
            }
            var results: [Int: Fields] = [:]
            for await (task, fields) in group { results[task] = fields }
            return results
        }
        #expect(shared.value == Self.start)
        #expect(results.count == 16)
        for (task, fields) in results {
            #expect(fields.name == "task \(task)")
            let appended: [Int] = (0..<100).map { task * 1000 + $0 }
            #expect(fields.numbers == Self.start.numbers + appended)
        }
    }

    /// A value's mirror lists its fields under the subject's own type, as the plain struct's
    /// did (test failures and `dump` show the fields, not the box).
    @Test func theMirrorShowsTheFields() {
        struct Subject {}
        var box = CopyOnWrite(Self.start)
        box.value.note = "n"
        let mirror = box.mirror(as: Subject())
        #expect(ObjectIdentifier(mirror.subjectType) == ObjectIdentifier(Subject.self))
        #expect(mirror.displayStyle == .struct)
        #expect(mirror.children.map(\.label) == ["name", "numbers", "note"])
        #expect(mirror.children.map { String(describing: $0.value) } == ["start", "[1, 2, 3]", "Optional(\"n\")"])
    }
}
