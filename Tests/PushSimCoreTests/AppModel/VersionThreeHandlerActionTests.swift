import Testing

@testable import PushSimCore

/// The handler actions and trigger version 3 adds (docs/app-model.md, "Local notifications",
/// "After presentation", "Handler navigation"), read from a model's text: each with its mistakes
/// at their place, and refused in a version 2 model.
@Suite("Version 3 handler actions")
struct VersionThreeHandlerActionTests {
    private func load(_ handlers: String, version: Int = 3) -> (AppModel?, [String]) {
        let text = #"{"schemaVersion": \#(version), "app": {"name": "T"}, "events": {"chat": {"hierarchy": "Home", "handlers": \#(handlers)}}, "screens": {"Home": {}, "Ask": {}}}"#
        do {
            let loaded = try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("t.json"))
            return (loaded.model, loaded.warnings.map(\.message))
        } catch {
            return (nil, error.issues.filter { $0.severity == .error }.map(\.message))
        }
    }

    @Test func postLocalReadsItsFieldsAndDelay() throws {
        let (model, issues) = load(#"{"action": [{"postLocal": {"title": "t", "identifier": "x", "userInfo": {"a.b": 1}, "after": 900000}}]}"#)
        #expect(issues.isEmpty)
        let action = try #require(model?.events.first?.handlers.actions[.action]?.first)
        guard case .postLocal(let request) = action else {
            Issue.record("not a postLocal: \(action)")
            return
        }
        #expect(request.after == 900000)
        #expect(request.userInfo.map(\.keyPath) == [["a", "b"]])
        #expect(request.title != nil && request.subtitle == nil)
    }

    @Test func aTimeIntervalMustBeGreaterThanZero() {
        let (model, issues) = load(#"{"action": [{"postLocal": {"title": "t", "after": 0}}]}"#)
        #expect(model == nil)
        #expect(issues.contains { $0.contains("must be greater than zero") })
    }

    @Test func afterPresentationAndNavigateAreVersionThree() {
        let (model, issues) = load(#"{"afterPresentation": [{"navigate": {"root": "Home"}}]}"#, version: 2)
        #expect(model == nil)
        #expect(issues == [#""afterPresentation" needs "schemaVersion": 3"#])
        let (older, olderIssues) = load(#"{"tap": [{"navigate": {"root": "Home"}}]}"#, version: 2)
        #expect(older == nil)
        #expect(olderIssues == [#""navigate" needs "schemaVersion": 3"#])
    }

    @Test func aConfirmationIsOnlyForOpening() throws {
        let (model, issues) = load(#"{"opening": [{"if": {"when": {"var": "payload.url"}, "then": [{"navigate": {"confirm": "Ask"}}]}}]}"#)
        #expect(issues.isEmpty)
        let action = try #require(model?.events.first?.handlers.actions[.opening]?.first)
        #expect(action.name == "if")
        let (tapping, tapIssues) = load(#"{"tap": [{"navigate": {"confirm": "Ask"}}]}"#)
        #expect(tapping == nil)
        #expect(tapIssues.contains { $0.contains("only \"opening\" handlers can ask for it, not \"tap\" handlers") })
        // Inside an `if`, the same rule holds.
        let (nested, nestedIssues) = load(#"{"tap": [{"if": {"when": true, "then": [{"navigate": {"confirm": "Ask"}}]}}]}"#)
        #expect(nested == nil)
        #expect(nestedIssues.contains { $0.contains("only \"opening\" handlers can ask for it, not \"tap\" handlers") })
    }

    /// A condition on a navigation or a local notification is an `if` around it: one way to
    /// say it (docs/app-model.md, "Handlers that decide").
    @Test func aConditionIsAnIfAroundTheAction() {
        let (model, issues) = load(#"{"opening": [{"navigate": {"confirm": "Ask", "when": {"var": "payload.url"}}}]}"#)
        #expect(model == nil)
        #expect(issues.first?.contains(#"(a condition on it is an "if" around it)"#) == true)
    }
}
