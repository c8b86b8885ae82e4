import Testing

@testable import PushSimCore

/// The list scenario snapshots share (docs/guarantees.md, "Scaling"): every version kept stays
/// as it was, whatever is done to the copies made from it, and a change copies only a path of
/// logarithmic length. Checked against arrays; counted, never timed.
@Suite("Persistent numbered list")
struct PersistentNumberedListTests {
    @Test("every version kept stays what an array would hold", arguments: 0..<20)
    func versionsStayAsTheyWere(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        var list = PersistentNumberedList<String>()
        var array: [(number: Int, element: String)] = []
        var kept: [(list: PersistentNumberedList<String>, array: [(number: Int, element: String)])] = []
        var next = 0
        for _ in 0..<600 {
            switch random.below(6) {
            case 0, 1, 2:
                next += 1 + random.below(3)
                list.append("e\(next)", number: next)
                array.append((next, "e\(next)"))
            case 3:
                // A number that is there, or one that is not.
                let number = array.isEmpty || random.below(4) == 0 ? next + 1 + random.below(5) : array[random.below(array.count)].number
                let expected = array.firstIndex { $0.number == number }.map { array.remove(at: $0).element }
                #expect(list.remove(number) == expected)
            case 4:
                // Replaced in place, or not there to replace.
                let number = array.isEmpty || random.below(4) == 0 ? next + 1 + random.below(5) : array[random.below(array.count)].number
                let place = array.firstIndex { $0.number == number }
                if let place { array[place].element += "'" }
                #expect(list.replace(number, with: place.map { array[$0].element } ?? "never") == (place != nil))
            default:
                kept.append((list, array))
            }
            #expect(list.count == array.count)
            #expect(list.last?.number == array.last?.number)
        }
        kept.append((list, array))
        for (version, expected) in kept {
            #expect(version.elements == expected.map(\.element))
            #expect(version.count == expected.count)
            for (number, element) in expected { #expect(version.element(number) == element) }
            #expect(!version.contains(0))
            for digit in ["1", "5", "9"] {
                let found = version.last { $0.hasSuffix(digit) }
                let expected = expected.last { $0.element.hasSuffix(digit) }
                #expect(found?.number == expected?.number)
                #expect(found?.element == expected?.element)
            }
        }
    }

    @Test("a list of 100,000 is at most a few dozen nodes deep, whatever was removed")
    func theTreeStaysShallow() {
        var list = PersistentNumberedList<Int>()
        for number in 1...100_000 { list.append(number, number: number) }
        #expect(list.height <= 50, "\(list.height)")
        // Removing every other one, oldest first, and the newest ones, as a scenario's taps do.
        for number in stride(from: 1, through: 100_000, by: 2) { list.remove(number) }
        for number in stride(from: 100_000, to: 90_000, by: -2) { list.remove(number) }
        #expect(list.count == 45_000)
        #expect(list.height <= 50, "\(list.height)")
        #expect(list.last?.number == 90_000)
    }

    @Test("a copy shares its nodes: the versions after 10,000 appends hold about n log n nodes, not n²")
    func versionsShareNodes() {
        var list = PersistentNumberedList<Int>()
        var versions: [PersistentNumberedList<Int>] = []
        for number in 1...10_000 {
            list.append(number, number: number)
            versions.append(list)
        }
        var distinct = Set<ObjectIdentifier>()
        for version in versions {
            var pending = version.root.map { [$0] } ?? []
            while let node = pending.popLast() {
                guard distinct.insert(ObjectIdentifier(node)).inserted else { continue }
                if let left = node.left { pending.append(left) }
                if let right = node.right { pending.append(right) }
            }
        }
        // Each append copies its path down the right spine; arrays would hold 50,005,000 elements.
        #expect(distinct.count <= 10_000 * 20, "\(distinct.count) nodes")
    }

    @Test func removingWhatIsNotThereCopiesNothing() {
        var list = PersistentNumberedList<String>()
        for number in [2, 4, 6] { list.append("e\(number)", number: number) }
        let before = list.root
        #expect(list.remove(3) == nil)
        #expect(list.root === before)
        #expect(list.count == 3)
    }
}
