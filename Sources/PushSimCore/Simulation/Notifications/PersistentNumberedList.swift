/// A list of elements each filed under a number, in increasing order of number, of which every
/// copy is a version that stays as it was: changing one copies only the O(log n) nodes on the
/// way to the change and shares every other node with the copies made before.
///
/// A scenario keeps the app's Notification Center and registration requests as they were after
/// every step; with an array each step held its own copy of the whole list, steps × entries in
/// all (docs/guarantees.md, "Scaling"). Here a step that adds or removes one entry costs
/// O(log n) new nodes, and one that changes nothing costs none.
///
/// It is a treap: a search tree by number whose nodes are also a heap by a priority fixed by the
/// number alone (`priority(of:)`), so its shape, and the work done, are the same on every run.
/// The numbers are handed out by pushsim in order, never by its input, so the expected depth is
/// O(log n) whatever the input, and recursion over it stays shallow.
struct PersistentNumberedList<Element: Sendable>: Sendable {
    final class Node: Sendable {
        let number: Int
        let element: Element
        let priority: UInt64
        let left: Node?
        let right: Node?

        init(number: Int, element: Element, priority: UInt64, left: Node?, right: Node?) {
            self.number = number
            self.element = element
            self.priority = priority
            self.left = left
            self.right = right
        }

        func with(left: Node?, right: Node?) -> Node {
            Node(number: number, element: element, priority: priority, left: left, right: right)
        }
    }

    private(set) var root: Node?
    private(set) var count = 0

    init() {}

    var isEmpty: Bool { root == nil }

    /// The element filed under `number`, if it is in the list.
    func element(_ number: Int) -> Element? {
        var node = root
        while let current = node {
            if number == current.number { return current.element }
            node = number < current.number ? current.left : current.right
        }
        return nil
    }

    func contains(_ number: Int) -> Bool { element(number) != nil }

    /// The element with the highest number, and that number.
    var last: (number: Int, element: Element)? {
        guard var node = root else { return nil }
        while let right = node.right { node = right }
        return (node.number, node.element)
    }

    /// The element with the highest number of those `matches` accepts, and that number.
    func last(where matches: (Element) -> Bool) -> (number: Int, element: Element)? {
        Self.last(in: root, where: matches)
    }

    /// Right first: the recursion is as deep as the tree, O(log n).
    private static func last(in tree: Node?, where matches: (Element) -> Bool) -> (number: Int, element: Element)? {
        guard let tree else { return nil }
        if let found = last(in: tree.right, where: matches) { return found }
        if matches(tree.element) { return (tree.number, tree.element) }
        return last(in: tree.left, where: matches)
    }

    /// Files `element` under `number`, which must be higher than every number in the list.
    mutating func append(_ element: Element, number: Int) {
        precondition(last.map { number > $0.number } ?? true, "numbers are appended in increasing order")
        root = Self.appending(Node(number: number, element: element, priority: Self.priority(of: number), left: nil, right: nil), to: root)
        count += 1
    }

    /// Puts `element` under `number` in place of the one there; false (and nothing changed) when
    /// `number` is not in the list.
    @discardableResult
    mutating func replace(_ number: Int, with element: Element) -> Bool {
        guard let tree = Self.replacing(number, with: element, in: root) else { return false }
        root = tree
        return true
    }

    /// Takes the element filed under `number` out; returns it, or nil when it was not there.
    @discardableResult
    mutating func remove(_ number: Int) -> Element? {
        guard let (tree, removed) = Self.removing(number, from: root) else { return nil }
        root = tree
        count -= 1
        return removed
    }

    /// Calls `body` with each element, in increasing order of number.
    func forEach(_ body: (_ number: Int, _ element: Element) throws -> Void) rethrows {
        var pending: [Node] = []
        var node = root
        while node != nil || !pending.isEmpty {
            while let current = node {
                pending.append(current)
                node = current.left
            }
            let current = pending.removeLast()
            try body(current.number, current.element)
            node = current.right
        }
    }

    /// The elements, in increasing order of number.
    var elements: [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(count)
        forEach { _, element in elements.append(element) }
        return elements
    }

    /// The nodes on the longest path from the root: at most that many are copied by a change.
    var height: Int {
        var deepest = 0
        var pending: [(Node, Int)] = root.map { [($0, 1)] } ?? []
        while let (node, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            if let left = node.left { pending.append((left, depth + 1)) }
            if let right = node.right { pending.append((right, depth + 1)) }
        }
        return deepest
    }

    /// A number's priority: SplitMix64's finalizer, a bijection that scatters consecutive numbers.
    static func priority(of number: Int) -> UInt64 {
        var bits = UInt64(bitPattern: Int64(number)) &+ 0x9E37_79B9_7F4A_7C15
        bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
        bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
        return bits ^ (bits >> 31)
    }

    /// `node`, added to `tree`, all of whose numbers are lower: it goes down the right spine
    /// until its priority is the higher.
    private static func appending(_ node: Node, to tree: Node?) -> Node {
        guard let tree else { return node }
        if node.priority > tree.priority { return node.with(left: tree, right: nil) }
        return tree.with(left: tree.left, right: appending(node, to: tree.right))
    }

    /// `tree` with `element` under `number`; nil when `number` is not in it.
    private static func replacing(_ number: Int, with element: Element, in tree: Node?) -> Node? {
        guard let tree else { return nil }
        if number == tree.number {
            return Node(number: number, element: element, priority: tree.priority, left: tree.left, right: tree.right)
        }
        if number < tree.number {
            return replacing(number, with: element, in: tree.left).map { tree.with(left: $0, right: tree.right) }
        }
        return replacing(number, with: element, in: tree.right).map { tree.with(left: tree.left, right: $0) }
    }

    /// `tree` without `number`, and the element it held; nil when `number` is not in it (and
    /// nothing was copied).
    private static func removing(_ number: Int, from tree: Node?) -> (tree: Node?, removed: Element)? {
        guard let tree else { return nil }
        if number == tree.number { return (merging(tree.left, tree.right), tree.element) }
        if number < tree.number {
            guard let (left, removed) = removing(number, from: tree.left) else { return nil }
            return (tree.with(left: left, right: tree.right), removed)
        }
        guard let (right, removed) = removing(number, from: tree.right) else { return nil }
        return (tree.with(left: tree.left, right: right), removed)
    }

    /// Two trees as one, every number of `low` being lower than every number of `high`.
    private static func merging(_ low: Node?, _ high: Node?) -> Node? {
        guard let low else { return high }
        guard let high else { return low }
        if low.priority > high.priority { return low.with(left: low.left, right: merging(low.right, high)) }
        return high.with(left: merging(low, high.left), right: high.right)
    }
}
