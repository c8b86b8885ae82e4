import Testing

@testable import PushSimCore

/// The JSON Logic subset of docs/conditions.md: reading, with mistakes at their place, and
/// evaluating.
@Suite("Conditions")
struct ConditionTests {
    private let reader = ConditionReader(parameters: ["root", "channel", "count"], stateNames: ["currentTeam"])

    private func read(_ text: String) -> (Condition?, [Diagnostic]) {
        var issues: [Diagnostic] = []
        let value = try! JSONDecoding.decode(Array(text.utf8))
        return (reader.read(value, at: .root / "when", issues: &issues), issues)
    }

    private func holds(_ text: String, _ context: ConditionContext) -> Bool {
        let (condition, issues) = read(text)
        #expect(issues.isEmpty, "\(issues.map(\.message))")
        return condition?.holds(in: context) ?? false
    }

    private let context = ConditionContext(
        parameters: ["root": "r1", "channel": "c1", "count": .integer(3)],
        payload: try! JSONDecoding.decode(Array(#"{"sub_type": "calls", "items": [{"id": "a"}, {"id": "b"}], "aps": {"badge": 2}}"#.utf8)),
        headers: ["pushType": "alert"], state: ["app": "active", "currentTeam": "team1"],
        screen: ScreenReference(name: "Channel", argument: "c1"), event: "message", objectID: "c1")

    @Test func variablesReadEachNamespace() {
        #expect(holds(#"{"==": [{"var": "payload.sub_type"}, "calls"]}"#, context))
        #expect(holds(#"{"==": [{"var": "payload.items[1].id"}, "b"]}"#, context))
        #expect(holds(#"{"==": [{"var": "channel"}, {"var": "screen.argument"}]}"#, context))
        #expect(holds(#"{"==": [{"var": "screen.name"}, "Channel"]}"#, context))
        #expect(holds(#"{"==": [{"var": "state.currentTeam"}, "team1"]}"#, context))
        #expect(holds(#"{"==": [{"var": "headers.pushType"}, "alert"]}"#, context))
        #expect(holds(#"{"==": [{"var": "event"}, "message"]}"#, context))
        #expect(!holds(#"{"var": "payload.missing"}"#, context))
        #expect(holds(#"{"==": [{"var": ["payload.missing", "fallback"]}, "fallback"]}"#, context))
    }

    @Test func operatorsFollowJSONLogic() {
        #expect(holds(#"{"and": [{"var": "root"}, {"!": {"var": "payload.nothing"}}]}"#, context))
        #expect(holds(#"{"or": [false, 0, "", {"var": "root"}]}"#, context))
        #expect(holds(#"{"!!": [{"var": "payload.items"}]}"#, context))
        #expect(!holds(#"{"!!": [[]]}"#, context))
        #expect(holds(#"{">": [{"var": "count"}, 2]}"#, context))
        #expect(holds(#"{"<=": [{"var": "payload.aps.badge"}, 2.0]}"#, context))
        #expect(holds(#"{"in": [{"var": "state.app"}, ["active", "inactive"]]}"#, context))
        #expect(holds(#"{"in": ["all", "calls"]}"#, context))
        #expect(holds(#"{"!=": [{"var": "channel"}, "c2"]}"#, context))
        #expect(holds(#"{"==": [1, 1.0]}"#, context))
        #expect(!holds(#"{"==": ["1", 1]}"#, context))
    }

    @Test func truthIsJSONLogics() {
        for value: JSONValue in [.null, false, 0, "", .array([])] { #expect(!value.isTruthy, "\(value)") }
        for value: JSONValue in [true, 1, "0", .array([0]), .object([:])] { #expect(value.isTruthy, "\(value)") }
    }

    @Test func anUnknownVariableIsAnErrorWithTheNearestName() {
        let (condition, issues) = read(#"{"==": [{"var": "roots"}, "x"]}"#)
        #expect(condition == nil)
        #expect(issues.count == 1)
        #expect(issues.first?.pointer?.description == "/when/==/0/var")
        #expect(issues.first?.message.contains(#"(did you mean "root"?)"#) == true)
    }

    @Test func unknownNamesInANamespaceAreErrors() {
        #expect(read(#"{"var": "state.curentTeam"}"#).1.first?.message.contains(#"did you mean "currentTeam""#) == true)
        #expect(read(#"{"var": "headers.topik"}"#).1.first?.message.contains(#"did you mean "topic""#) == true)
        #expect(read(#"{"var": "screen.id"}"#).1.count == 1)
        #expect(read(#"{"var": "payload"}"#).1.count == 1)
    }

    @Test func anUnknownOperatorOrAWrongArityIsAnError() {
        #expect(read(#"{"=": [1, 1]}"#).1.first?.message.contains(#"did you mean "==""#) == true)
        #expect(read(#"{"==": [1]}"#).1.first?.message.contains("takes 2 operands, not 1") == true)
        #expect(read(#"{"==": [1, 2], "!": true}"#).1.first?.message.contains("exactly one operator") == true)
        #expect(read(#"[1, {"var": "nope"}]"#).1.count == 1)
    }

    @Test func aLiteralThatIsTrueAlwaysHolds() {
        #expect(read("true").0?.alwaysHolds == true)
        #expect(read(#"{"var": "root"}"#).0?.alwaysHolds == false)
    }

    @Test func keyPathsReadIndexes() {
        #expect(KeyPath(parsing: "a.b[0].c")?.components == [.key("a"), .key("b"), .index(0), .key("c")])
        #expect(KeyPath(parsing: "a..b") == nil)
        #expect(KeyPath(parsing: "a[x]") == nil)
        #expect(KeyPath(parsing: "") == nil)
        #expect(KeyPath(parsing: "a[2]")?.description == "a[2]")
    }

    private func value(_ text: String, _ context: ConditionContext) -> JSONValue? {
        let (condition, issues) = read(text)
        #expect(issues.isEmpty, "\(issues.map(\.message))")
        return condition?.evaluate(in: context)
    }

    @Test func plusAndMinusComputeValues() {
        var counted = context
        counted.deliveredCount = 4
        #expect(value(#"{"+": [{"var": "count"}, 1]}"#, counted) == .integer(4))
        #expect(value(#"{"+": [{"var": "payload.aps.badge"}, {"var": "delivered.count"}, "3"]}"#, counted) == .integer(9))
        #expect(value(#"{"-": [{"var": "delivered.count"}, 1]}"#, counted) == .integer(3))
        #expect(value(#"{"-": {"var": "count"}}"#, counted) == .integer(-3))
        #expect(value(#"{"+": [1.5, 1]}"#, counted) == .real(2.5))
        #expect(value(#"{"+": [{"var": "root"}, 1]}"#, counted) == .null, "a non-number makes the result null")
        #expect(value(#"{"+": [9223372036854775807, 1]}"#, counted) == .real(9223372036854775808.0), "overflow goes to a real")
        #expect(holds(#"{">": [{"var": "delivered.count"}, 3]}"#, counted))
    }

    @Test func arithmeticAndDeliveredAreCheckedWhenRead() {
        #expect(read(#"{"-": [1, 2, 3]}"#).1.map(\.message) == [#""-" takes 1 or 2 operands, not 3"#])
        #expect(read(#"{"+": []}"#).1.map(\.message) == [#""+" takes at least 1 operands, not 0"#])
        let wrong = read(#"{"var": "delivered.size"}"#).1.map(\.message)
        #expect(wrong == [#""delivered.size": delivered has no "size" (it has count) (did you mean "count"?)"#] || wrong.first?.contains("count") == true)
    }

    @Test func catJoinsTextAndFetchedIsReadOnlyWhereAllowed() {
        var fetched = context
        fetched.fetched = try! JSONDecoding.decode(Array(#"{"from": "Ada", "n": 2}"#.utf8))
        #expect(value(#"{"cat": [{"var": "root"}, ": ", {"var": "count"}, null, true]}"#, context) == .string("r1: 3true"))
        #expect(read(#"{"var": "fetched.from"}"#).1.first?.message.contains("read only in that extension's \"rewrite\"") == true)
        var extensionReader = reader
        extensionReader.readsFetched = true
        var issues: [Diagnostic] = []
        let condition = extensionReader.read(
            try! JSONDecoding.decode(Array(#"{"cat": [{"var": "fetched.from"}, " (", {"var": "fetched.n"}, ")"]}"#.utf8)), at: .root, issues: &issues)
        #expect(issues.isEmpty)
        #expect(condition?.evaluate(in: fetched) == .string("Ada (2)"))
        #expect(condition?.evaluate(in: context) == .string(" ()"), "nothing fetched: the fields are null")
    }
}
