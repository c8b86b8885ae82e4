import Testing
import TestSupport

@testable import PushSimCore

/// What an action the user picks carries to the app: typed text, and the options it was
/// registered with (docs/delivery.md, "Taps and actions"), with
/// Tests/EndToEndTests/Data/actions-app.json.
@Suite("Action responses")
@MainActor
struct ActionResponseTests {
    static let path = "Tests/EndToEndTests/Data/actions-app.json"

    static func model() throws -> AppModel {
        try AppModelLoader.load(bytes: Array(try readRepositoryFile(path).utf8), source: .flag(path)).model
    }

    static let message = #"{"aps": {"alert": "hi", "category": "MESSAGE"}, "event_type": "message", "channel_id": "c1"}"#

    private func effects(_ report: DeliveryReport) -> [String] {
        report.handlerEffects.map { "\($0.label): \($0.summary)" }
    }

    @Test func typedTextReachesABackgroundActionsHandlers() async throws {
        let report = try await deliver(Self.message, to: try Self.model(), state: .background, tap: .action("REPLY", text: "On my way"))
        #expect(report.outcome == .actionHandled)
        #expect(report.typedText == "On my way")
        // A background action leaves the app where it was.
        #expect(report.stateAfter == .background)
        #expect(report.stackAfter == report.stackBefore)
        #expect(effects(report) == [#"action: state lastReply = "On my way""#])
        #expect(DeliveryText.phrase(report) == #"action-handled REPLY with text "On my way" (the app stays on Home) [action: state lastReply = "On my way"]"#)
        #expect(report.trace.contains { $0.detail.contains(#"the user typed "On my way""#) })
        let record = DeliveryJSON.record(report, app: try Self.model())
        #expect(record.objectValue?["text"] == .string("On my way"))
    }

    @Test func aTextInputActionWithoutTextSendsAnEmptyString() async throws {
        let report = try await deliver(Self.message, to: try Self.model(), state: .background, tap: .action("REPLY"))
        #expect(report.typedText == "")
        #expect(effects(report) == [#"action: state lastReply = """#])
        #expect(DeliveryText.phrase(report) == #"action-handled REPLY (the app stays on Home) [action: state lastReply = ""]"#)
        #expect(report.trace.contains { $0.detail == #"action REPLY takes text: the user typed """# })
    }

    @Test func aForegroundTextActionOpensTheAppAndItsHandlersReadTheText() async throws {
        let report = try await deliver(Self.message, to: try Self.model(), state: .background, tap: .action("REPLY_OPEN", text: "hi"))
        #expect(report.outcome == .routed)
        #expect(report.stateAfter == .active)
        #expect(effects(report) == [#"action: state lastReply = "hi""#, #"tap: state lastReply = "hi""#])
        #expect(DeliveryText.phrase(report).hasPrefix(#"routed Home > Channel(c1) (action REPLY_OPEN with text "hi")"#))
    }

    @Test func aDefaultTapHasNoText() async throws {
        let report = try await deliver(Self.message, to: try Self.model(), state: .background, tap: .default)
        #expect(report.typedText == nil)
        #expect(effects(report) == [#"tap: state lastReply = "none""#])
        #expect(DeliveryJSON.record(report, app: try Self.model()).objectValue?["text"] == nil)
    }

    @Test func textIsIgnoredForAnActionThatTakesNone() async throws {
        let report = try await deliver(Self.message, to: try Self.model(), state: .background, tap: .action("READ", text: "x"))
        #expect(report.outcome == .actionHandled)
        #expect(report.typedText == nil)
    }

    @Test func destructiveAndAuthenticationRequiredAreReported() async throws {
        let model = try Self.model()
        let action = model.category(named: "MESSAGE")?.actions.first { $0.id == "DELETE" }
        #expect(action?.destructive == true)
        #expect(action?.authenticationRequired == true)
        let report = try await deliver(Self.message, to: model, state: .background, tap: .action("DELETE"))
        #expect(report.outcome == .actionHandled)
        #expect(report.actionOptions == ["authenticationRequired", "destructive"])
        #expect(report.trace.contains { $0.detail.contains("the device must be unlocked first") })
        #expect(report.trace.contains { $0.detail.contains("destructive") })
        let record = DeliveryJSON.record(report, app: model)
        #expect(record.objectValue?["actionOptions"] == .array([.string("authenticationRequired"), .string("destructive")]))
        let plain = try await deliver(Self.message, to: model, state: .background, tap: .action("READ"))
        #expect(plain.actionOptions.isEmpty)
        #expect(DeliveryJSON.record(plain, app: model).objectValue?["actionOptions"] == nil)
    }

    @Test func actionOptionsNeedVersionTwo() throws {
        let text = #"{"schemaVersion": 1, "app": {"name": "A"}, "categories": {"C": {"actions": [{"id": "X", "destructive": true, "authenticationRequired": true}]}}}"#
        var issues: [String] = []
        do {
            _ = try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("a.json"))
        } catch {
            issues = error.issues.map(\.message)
        }
        #expect(issues.contains(#""destructive" needs "schemaVersion": 2"#))
        #expect(issues.contains(#""authenticationRequired" needs "schemaVersion": 2"#))
    }

    @Test func responseVariablesAreKnownToConditions() throws {
        var issues: [Diagnostic] = []
        let reader = ConditionReader(parameters: [], stateNames: [])
        _ = reader.read(.object(["var": .string("response.text")]), at: .root, issues: &issues)
        _ = reader.read(.object(["var": .string("response.action")]), at: .root, issues: &issues)
        #expect(issues.isEmpty)
        _ = reader.read(.object(["var": .string("response.txt")]), at: .root, issues: &issues)
        #expect(issues.map(\.message).contains { $0.contains(#"did you mean "text"?"#) })
    }
}

/// The typed text where a run states its taps: a replay case's `text`, a scenario tap's `text`.
@Suite("Typed text in replay and scenarios")
struct TypedTextInputTests {
    @Test func aReplayCaseCarriesText() throws {
        let tree = TemporaryDirectory()
        tree.file("pushsim.expect.json", #"{"schemaVersion": 1, "cases": {"a.json": {"tap": "REPLY", "text": "On my way", "outcome": "action-handled"}}}"#)
        let manifest = try ExpectationManifest.load(directory: tree.path)
        #expect(manifest.case(named: "a.json")?.text == "On my way")
        #expect(manifest.text().contains(#""a.json": {"tap":"REPLY","text":"On my way","outcome":"action-handled"}"#))
    }

    @Test func aScenarioTapCarriesText() throws {
        let text = #"{"schemaVersion": 1, "steps": [{"push": {"aps": {"alert": "hi"}}}, {"tap": {"notification": "latest", "action": "REPLY", "text": "hi"}}]}"#
        let scenario = try ScenarioLoader.load(bytes: Array(text.utf8), source: "s.scenario.json")
        guard case .tap(_, let action) = scenario.steps[1].action else {
            Issue.record("not a tap")
            return
        }
        #expect(action == .action("REPLY", text: "hi"))
    }

    @Test func aScenarioTapWithTextButNoActionIsAnError() {
        let text = #"{"schemaVersion": 1, "steps": [{"push": {"aps": {"alert": "hi"}}}, {"tap": {"notification": "latest", "text": "hi"}}]}"#
        do {
            _ = try ScenarioLoader.load(bytes: Array(text.utf8), source: "s.scenario.json")
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains(#""text" goes with an "action" that takes text, not default"#))
        }
    }

    @Test func textNeedsATapAction() {
        #expect(TypedTextOption.problem(text: "x", tap: nil)?.hasPrefix("--text needs --tap naming a text-input action") == true)
        #expect(TypedTextOption.problem(text: "x", tap: "default")?.hasSuffix(", not --tap default") == true)
        #expect(TypedTextOption.problem(text: nil, tap: nil) == nil)
        #expect(TypedTextOption.problem(text: "x", tap: "REPLY") == nil)
    }

    @MainActor
    @Test func textNeedsATextInputAction() throws {
        let model = try ActionResponseTests.model()
        #expect(TypedTextOption.problem(text: "x", tap: "REPLY", model: model) == nil)
        #expect(
            TypedTextOption.problem(text: "x", tap: "READ", model: model)
                == "--text: action READ is not a text-input action in app model Replies (text-input actions: REPLY, REPLY_OPEN)")
    }
}
