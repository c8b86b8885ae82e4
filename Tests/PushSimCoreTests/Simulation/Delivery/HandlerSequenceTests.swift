import Testing

@testable import PushSimCore

/// A handler's `if`s are decided in turn, each asked when its turn comes, however deep they go
/// (docs/app-model.md, "Handlers that decide").
@Suite("Handler sequence")
struct HandlerSequenceTests {
    private func names(_ actions: [HandlerAction], deciding holds: Bool) -> [String] {
        var sequence = HandlerSequence(actions)
        var taken: [String] = []
        while let action = sequence.next(deciding: { ConditionContext(state: ["on": .bool(holds)]) }) {
            if case .post(let name) = action { taken.append(name) }
        }
        return taken
    }

    private let on = Condition.variable(.state("on"), fallback: nil)

    @Test func aBranchIsTakenWhereItStands() {
        let actions: [HandlerAction] = [
            .post("first"), .branch(when: on, then: [.post("then")], otherwise: [.post("else")]), .post("last"),
        ]
        #expect(names(actions, deciding: true) == ["first", "then", "last"])
        #expect(names(actions, deciding: false) == ["first", "else", "last"])
    }

    @Test func deepBranchesCostTheSameAsShallowOnes() {
        var action = HandlerAction.post("innermost")
        for _ in 0..<10_000 { action = .branch(when: on, then: [action], otherwise: []) }
        #expect(names([action, .post("after")], deciding: true) == ["innermost", "after"])
        #expect(names([action, .post("after")], deciding: false) == ["after"])
    }
}
