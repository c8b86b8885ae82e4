import Testing
import TestSupport

@testable import PushSimCore

/// What one delivery may compute from a model's expressions and strings (docs/conditions.md,
/// "Limits"): every `cat`, stored value and formatted text counts its bytes, and past the
/// limit the delivery stops with the place that went past it.
@Suite("Evaluation budget")
@MainActor
struct EvaluationBudgetTests {
    /// A version 2 model whose receive handler runs `actions` (JSON text, one per element).
    private func model(state: String = #"{"s": "ab"}"#, actions: [String], strings: String = "{}") throws -> AppModel {
        let text = """
            {"schemaVersion": 2, "app": {"name": "Budget"}, "state": \(state), "strings": \(strings),
            "handlers": {"receive": [\(actions.joined(separator: ", "))]},
            "events": {"message": {"hierarchy": "Home"}}, "screens": {"Home": {}}, "launch": {"stack": "Home"}}
            """
        return try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("model.json")).model
    }

    private let message = #"{"aps": {"alert": "hi"}, "event_type": "message"}"#

    private func set(_ expression: String, times: Int) -> [String] {
        Array(repeating: #"{"setState": {"s": \#(expression)}}"#, count: times)
    }

    @Test func theLimitIsTheModelsSizeWithAFloor() throws {
        #expect(try model(actions: []).evaluationLimit == 1 << 20)
        #expect(EvaluationBudget.limit(forModelOf: 5 << 20) == 5 << 20)
        #expect(AppModel.builtInDefault.evaluationLimit == 1 << 20)
    }

    @Test func aTextDoubledPastTheLimitStopsTheDeliveryAtItsSetState() async throws {
        let model = try model(actions: set(#"{"cat": [{"var": "state.s"}, {"var": "state.s"}]}"#, times: 40))
        let report = try await deliver(message, to: model, state: .active)
        #expect(report.outcome == .limitExceeded)
        let exceeded = try #require(report.limitExceeded)
        #expect(exceeded.what == #"setState "s""#)
        #expect(exceeded.pointer?.description == "/handlers/receive/16/setState/s")
        #expect(exceeded.position?.line == 2)
        #expect(exceeded.limit == 1 << 20)
        #expect(exceeded.size.map { $0 > 1 << 20 } == true)
        // Every action before it ran, none after: 16 doublings, each stored.
        #expect(report.handlerEffects.count == 16)
        #expect(report.reason == exceeded.message)
    }

    /// `cat` itself is refused when its text would pass the limit: the text is not made.
    @Test func aCatPastTheLimitIsRefusedBeforeItsTextIsMade() async throws {
        let many = Array(repeating: #"{"var": "state.s"}"#, count: 1_000).joined(separator: ", ")
        let model = try model(state: #"{"s": "\#(String(repeating: "x", count: 2_000))"}"#, actions: [#"{"setBadge": {"cat": [\#(many)]}}"#])
        let report = try await deliver(message, to: model, state: .active)
        let exceeded = try #require(report.limitExceeded)
        #expect(exceeded.what == #""cat""#)
        #expect(exceeded.pointer?.description == "/handlers/receive/0/setBadge/cat")
        #expect(report.handlerEffects.isEmpty)
    }

    /// `[s, s]` repeats an array without copying it, so its memory stays small while its text
    /// doubles: it is measured when stored, and refused there.
    @Test func anArrayRepeatingItselfIsMeasuredWhenStored() async throws {
        let model = try model(actions: set(#"[{"var": "state.s"}, {"var": "state.s"}]"#, times: 60))
        let report = try await deliver(message, to: model, state: .active)
        let exceeded = try #require(report.limitExceeded)
        #expect(exceeded.pointer?.description.hasPrefix("/handlers/receive/") == true)
        #expect(report.handlerEffects.count < 20)
    }

    /// `s = [s]` nests one level per action: past 512 levels it is refused, as a decoded
    /// document would be, before any walk of it can run out of stack.
    @Test func aValueNestedPastTheDecodersDepthIsRefused() async throws {
        let model = try model(actions: set(#"[{"var": "state.s"}]"#, times: 600))
        let report = try await deliver(message, to: model, state: .active)
        let exceeded = try #require(report.limitExceeded)
        #expect(exceeded.size == nil)
        #expect(exceeded.reason.contains("nested deeper than 512 levels"))
        // 512 levels are as deep as a decoded document may be; the 513th is refused.
        #expect(report.handlerEffects.count == 512)
    }

    /// Across deliveries (`--sequence`, scenarios) the state as a whole stays within the
    /// limit, whatever each delivery adds: a value set from outside counts too.
    @Test func theWholeStateStaysWithinTheLimit() async throws {
        let text = String(repeating: "y", count: 100_000)
        let model = try model(state: #"{"a": "", "b": ""}"#, actions: [#"{"setState": {"b": {"cat": [{"var": "state.b"}, "\#(text)"]}}}"#])
        let app = SimulatedApp(model: model)
        let large = JSONValue.string(String(repeating: "x", count: 700_000))
        app.prepare(state: .active, stack: nil, badge: nil, trace: false, stateValues: [("a", large)], device: DeviceSettings())
        let check = PayloadChecker().check(bytes: Array(message.utf8), source: .path("test.json"))
        var outcomes: [DeliveryOutcome] = []
        for _ in 0..<5 { outcomes.append(await app.receive(push: check, state: .active, tap: nil).outcome) }
        // 700,000 + 300,000 fits in 1 MiB; the fourth 100,000 would not.
        #expect(outcomes == [.toast, .toast, .toast, .limitExceeded, .limitExceeded])
        #expect(app.state["b"]?.stringValue?.utf8.count == 300_000)
        let last = await app.receive(push: check, state: .active, tap: nil)
        #expect(last.limitExceeded?.what == #"setState "b" (the app's whole state)"#)
    }

    @Test func aStringsEntryIsFormattedOnlyWithinTheLimit() async throws {
        let format = String(repeating: "%1$@", count: 1_000)
        let model = try model(actions: [], strings: #"{"BIG": "\#(format)", "PLAIN": "no arguments"}"#)
        #expect(model.stringSites["BIG"] != nil && model.stringSites["PLAIN"] == nil)
        let argument = String(repeating: "z", count: 2_000)
        let payload = #"{"aps": {"alert": {"loc-key": "BIG", "loc-args": ["\#(argument)"]}}, "event_type": "message"}"#
        let report = try await deliver(payload, to: model, state: .background)
        let exceeded = try #require(report.limitExceeded)
        #expect(exceeded.what == #"the strings entry "BIG""#)
        #expect(exceeded.pointer?.description == "/strings/BIG")
        #expect(report.outcome == .limitExceeded)
    }

    @Test func formattingStopsAtTheLimitExactly() {
        #expect(LocalizedText.format("%1$@-%1$@", arguments: ["abc"], limit: 7) == "abc-abc")
        #expect(LocalizedText.format("%1$@-%1$@", arguments: ["abc"], limit: 6) == nil)
        #expect(LocalizedText.format("é %@ é", arguments: ["abc"], limit: 9) == "é abc é")
        #expect(LocalizedText.format("é %@ é", arguments: ["abc"], limit: 8) == nil)
        #expect(LocalizedText.format("plain", arguments: [], limit: 4) == nil)
    }

    /// The size counted is the compact JSON text's, escapes aside, and the count stops at the bound.
    @Test func aValuesSizeIsItsCompactText() throws {
        let value = try JSONDecoding.decode(Array(#"{"a": [1, -20, 3.5, true, null, "xyz"], "bc": {}}"#.utf8))
        #expect(value.textSize(upTo: .max) == JSONWriter.byteCount(value))
        #expect(value.textSize(upTo: 5).map { $0 > 5 } == true)
        var deep: JSONValue = .null
        for _ in 0..<600 { deep = .array([deep]) }
        #expect(deep.textSize(upTo: .max) == nil)
    }

    /// A context of its own (a library user's) gets a budget of the smallest limit: the
    /// condition then does not hold, and nothing is allocated past it.
    @Test func aContextWithoutABudgetHasTheFloor() throws {
        var issues: [Diagnostic] = []
        let reader = ConditionReader(parameters: [], stateNames: ["s"])
        let text = #"{"==": [{"cat": [{"var": "state.s"}, {"var": "state.s"}]}, "x"]}"#
        let condition = try #require(reader.read(try JSONDecoding.decode(Array(text.utf8)), at: .root, issues: &issues))
        let big = String(repeating: "q", count: 600_000)
        #expect(!condition.holds(in: ConditionContext(state: ["s": .string(big)])))
        #expect(condition.evaluate(in: ConditionContext(state: ["s": .string(big)])) == .null)
    }

    /// A message or trace step about a value (a parameter, a rewrite that is not text) shows a
    /// short one whole and names a long one: a value can be as large as a delivery's limit, once
    /// per parameter.
    @Test func aMessageShowsALongValueByItsKind() {
        #expect(JSONWriter.excerpt(.array(["a", 1])) == #"["a",1]"#)
        let long = JSONValue.array(Array(repeating: .string(String(repeating: "x", count: 100)), count: 1_000))
        #expect(JSONWriter.excerpt(long) == "an array of more than 200 bytes")
    }
}
