import Testing

@testable import PushSimCore

/// `removeAllKeepingCapacity()` replaces the standard library's `removeAll(keepingCapacity:
/// true)` on the arrays an app reset empties (docs/performance.md, "Delivery internals"): the
/// same result, the storage kept, every element released.
@Suite("Emptying an array in place")
struct ArrayEmptyingTests {
    final class Element {}

    @Test(arguments: [0, 1, 5, 40])
    func itEmptiesKeepsTheStorageAndReleasesEveryElement(count: Int) {
        var array = (0..<count).map { _ in Element() }
        weak let first = array.first
        let capacity = array.capacity
        array.removeAllKeepingCapacity()
        #expect(array.isEmpty)
        #expect(array.capacity == capacity)
        #expect(first == nil)
        array.append(Element())
        #expect(array.count == 1)
    }
}
