import Testing
import TestSupport

@testable import PushSimCore

/// `handlers` in a version 2 app model (docs/app-model.md, "Handlers"): read at three levels,
/// refused in version 1, and every mistake reported where it is with the nearest name.
@Suite("App-model handlers: decoding and checks")
struct HandlersModelTests {
    static let path = "Tests/EndToEndTests/Data/handlers-app.json"

    static func text() throws -> String { try readRepositoryFile(path) }

    private func load(_ text: String) throws(AppModelError) -> AppModelLoader.Loaded {
        try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("app.json"))
    }

    /// "POINTER: MESSAGE" for each problem, errors and warnings.
    private func problems(_ text: String) -> [String] {
        do {
            return try load(text).warnings.map { "\($0.pointer?.description ?? ""): \($0.message)" }
        } catch {
            return error.issues.map { "\($0.pointer?.description ?? ""): \($0.message)" }
        }
    }

    /// The test model with its top-level `handlers` replaced.
    private func withHandlers(_ handlers: String) throws -> String {
        let text = try Self.text()
        let start = try #require(text.firstRange(of: #"  "handlers": {"#))
        let end = try #require(text[start.upperBound...].firstRange(of: "\n  },\n  \"events\""))
        return String(text[..<start.lowerBound]) + #"  "handlers": "# + handlers + String(text[text.index(end.lowerBound, offsetBy: 4)...])
    }

    @Test func handlersAreReadAtEveryLevel() throws {
        let model = try load(try Self.text()).model
        #expect(model.declaresHandlers)
        #expect(model.handlers.actions[.receive] == [.post("unread_counts")])
        #expect(model.handlers.actions[.contentAvailable] == [.refresh(model: "Channel", id: "channel")])
        #expect(model.handlers.actions[.tap]?.map(\.name) == ["clearDelivered", "setBadge", "post"])
        let message = try #require(model.event(named: "message"))
        #expect(message.handlers.actions.keys.map(\.rawValue) == ["receive"])
        let variantActions = try #require(message.variants[0].handlers.actions[.receive])
        guard case .setBadge(.literal(99), let badgeSite) = variantActions.first else {
            Issue.record("\(variantActions)")
            return
        }
        #expect(variantActions.dropFirst() == [.post("unread_counts")])
        // Each value a handler computes knows its place, to be named if it goes past the limit.
        #expect(model.sites[badgeSite].pointer.description == "/events/message/variants/0/handlers/receive/0/setBadge")
        let session = try #require(model.event(named: "session"))
        guard case .setState(let assignments)? = session.handlers.actions[.receive]?.first, let assignment = assignments.first else {
            Issue.record("no setState")
            return
        }
        #expect(assignment.name == "loggedIn" && assignment.value == .literal(false))
        #expect(model.sites[assignment.site].pointer.description == "/events/session/handlers/receive/0/setState/loggedIn")
        #expect(model.position(ofSite: assignment.site) != nil)
        #expect(model.postedMessages == ["unread_counts"])
        #expect(model.screens.map(\.observedMessages) == [["unread_counts"], ["unread_counts"]])
    }

    @Test func aModelWithoutHandlersDeclaresNone() throws {
        #expect(try fixtureApp("genius").declaresHandlers == false)
        #expect(try fixtureApp("taskrabbit").declaresHandlers == false)
        #expect(try fixtureApp("mattermost").declaresHandlers == true)
    }

    @Test func version1ModelsRefuseHandlers() {
        let found = problems(
            #"{"schemaVersion": 1, "app": {"name": "X"}, "handlers": {"tap": []}, "events": {"e": {"hierarchy": "S", "handlers": {}}}, "screens": {"S": {}}}"#)
        #expect(found.contains(#"/handlers: "handlers" needs "schemaVersion": 2"#))
        #expect(found.contains(#"/events/e/handlers: "handlers" needs "schemaVersion": 2"#))
    }

    @Test func aMisspeltTriggerIsAnError() throws {
        let found = problems(try withHandlers(#"{"recieve": [{"setBadge": 0}], "tap": {"setBadge": 0}}"#))
        #expect(found.contains(#"/handlers/recieve: "recieve" is not a trigger (receive, contentAvailable, action, opening, tap) (did you mean "receive"?)"#))
        #expect(found.contains(#"/handlers/tap: "tap" must be an array of actions, not an object"#))
    }

    @Test func anActionHasExactlyOneKnownKey() throws {
        let found = problems(try withHandlers(#"{"tap": [{"setBadg": 0}, {"setBadge": 0, "post": "unread_counts"}, 3]}"#))
        #expect(found.contains { $0.hasPrefix(#"/handlers/tap/0/setBadg: unknown action "setBadg""#) && $0.hasSuffix(#"(did you mean "setBadge"?)"#) })
        #expect(found.contains { $0.hasPrefix("/handlers/tap/1: an action is an object with exactly one of") && $0.hasSuffix("this one is 2 keys") })
        #expect(found.contains { $0.hasPrefix("/handlers/tap/2: an action is an object") && $0.hasSuffix("this one is an integer") })
    }

    @Test func matchingAndRefreshNameDeclaredParameters() throws {
        let found = problems(try withHandlers(#"{"tap": [{"clearDelivered": {"matching": ["chanel", "id"]}}, {"refresh": {"model": "Channel", "id": "chan"}}, {"refresh": {"model": "Chanel", "id": "id"}}]}"#))
        #expect(found.contains(#"/handlers/tap/0/clearDelivered/matching/0: "chanel" is not a declared parameter (nor id, the object id) (did you mean "channel"?)"#))
        #expect(!found.contains { $0.contains("matching/1") }, "id is the object id")
        #expect(found.contains { $0.hasPrefix(#"/handlers/tap/1/refresh/id: "chan" is not a declared parameter"#) })
        #expect(found.contains(#"/handlers/tap/2/refresh/model: no event loads a "Chanel" (they load Channel), so its refresh always succeeds (did you mean "Channel"?)"#))
        let missing = problems(try withHandlers(#"{"tap": [{"refresh": {"model": "Channel"}}]}"#))
        #expect(missing.contains(#"/handlers/tap/0/refresh/id: "id" is required"#))
    }

    @Test func aPostedMessageMustBeObservedAndNotAnEvent() throws {
        let found = problems(try withHandlers(#"{"tap": [{"post": "unread_count"}, {"post": "message"}, {"post": ""}]}"#))
        #expect(found.contains(#"/handlers/tap/0/post: no screen observes "unread_count": add it to a screen's "observes" (did you mean "unread_counts"?)"#))
        #expect(found.contains { $0.hasPrefix(#"/handlers/tap/1/post: "message" is an event"#) })
        #expect(found.contains { $0.hasPrefix(#"/handlers/tap/2/post: "post" takes the name of a message"#) })
    }

    @Test func anObservedNameIsAnEventOrAPostedMessage() throws {
        let text = try Self.text().replacing(#""observes": ["unread_counts", "message"]"#, with: #""observes": ["unread_counts", "unread_count", "mesage"]"#)
        let found = problems(text)
        #expect(found.contains(#"/screens/Home/observes/1: "unread_count" is neither an event declared in "events" nor a message handlers post (did you mean "unread_counts"?)"#))
        #expect(found.contains { $0.hasPrefix("/screens/Home/observes/2:") && $0.hasSuffix(#"(did you mean "message"?)"#) })
        #expect(!found.contains { $0.hasPrefix("/screens/Home/observes/0") })
    }

    @Test func setStateNamesDeclaredStateAndExpressionsAreChecked() throws {
        let found = problems(try withHandlers(#"{"receive": [{"setState": {"logedIn": false}}, {"setBadge": {"+": [{"var": "state.totalMention"}, 1]}}, {"setState": {}}]}"#))
        #expect(found.contains(#"/handlers/receive/0/setState/logedIn: the app's state has no "logedIn" (it has loggedIn, totalMentions) (did you mean "loggedIn"?)"#))
        #expect(found.contains { $0.hasPrefix("/handlers/receive/1/setBadge/+/0/var:") && $0.hasSuffix(#"(did you mean "totalMentions"?)"#) })
        #expect(found.contains { $0.hasPrefix(#"/handlers/receive/2/setState: "setState" takes an object"#) })
    }

    @Test func mistakesHaveTheirLineAndColumn() throws {
        let text = try withHandlers(#"{"tap": [{"setBadge": 0}, {"setBadg": 1}]}"#)
        let error = try #require(throws: AppModelError.self) { try load(text) }
        let issue = try #require(error.issues.first { $0.pointer?.description == "/handlers/tap/1/setBadg" })
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("setBadg\"") }
        #expect(issue.position?.line == line.map { $0 + 1 })
    }
}
