import Testing
import TestSupport

@testable import PushSimCore

/// App models of version 2: parameters, variants and foreground presentation
/// (docs/app-model.md), loaded, checked, and delivered to.
@Suite("App model version 2")
struct VersionTwoModelTests {
    private func load(_ text: String) throws(AppModelError) -> AppModel {
        try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("app.json")).model
    }

    private func problems(_ text: String) -> [String] {
        do {
            _ = try load(text)
            return []
        } catch {
            return error.issues.map { "\($0.pointer?.description ?? ""): \($0.message)" }
        }
    }

    private static let chat = #"""
        {"schemaVersion": 2, "app": {"name": "Chat"},
         "parameters": {"channel": {"key": "channel_id", "required": true}, "root": "root_id",
                        "team": {"key": "team_id", "default": {"state": "currentTeam"}},
                        "count": {"key": "meta.counts[0]", "type": "int"}},
         "state": {"currentTeam": "t1"},
         "foreground": {"presentation": ["banner", "sound"]},
         "events": {"message": {"hierarchy": "Home(:team) > Channel(:channel)",
            "variants": [
              {"name": "quiet", "when": {"==": [{"var": "payload.quiet"}, true]}, "presentation": []},
              {"name": "reply", "when": {"!!": {"var": "root"}}, "hierarchy": "Home(:team) > Thread(:root)", "presentation": ["list"]}
            ]}},
         "screens": {"Home": {}, "Thread": {},
                     "Channel": {"presentation": [{"event": "message", "when": {"==": [{"var": "channel"}, {"var": "screen.argument"}]}, "options": ["badge"]}]}},
         "launch": {"stack": "Home(t1)"}}
        """#

    @Test func version2KeysNeedVersion2() {
        let found = problems(#"{"schemaVersion": 1, "app": {"name": "X"}, "parameters": {"a": "a"}, "events": {"e": {"hierarchy": "S", "variants": []}}, "screens": {"S": {}}}"#)
        #expect(found.contains(#"/parameters: "parameters" needs "schemaVersion": 2"#))
        #expect(found.contains(#"/events/e/variants: "variants" needs "schemaVersion": 2"#))
    }

    @Test func parametersResolveWithTypesDefaultsAndIndexes() throws {
        let model = try load(Self.chat)
        let payload = try JSONDecoding.decode(Array(#"{"channel_id": "c1", "meta": {"counts": ["7"]}}"#.utf8))
        let values = try model.parameters.resolve(payload: payload, state: ["currentTeam": "t1"]).get()
        #expect(values == ["channel": "c1", "team": "t1", "count": "7"])
        let wrong = try JSONDecoding.decode(Array(#"{"channel_id": "c1", "meta": {"counts": ["x"]}}"#.utf8))
        #expect(throws: ParameterProblem.self) { try model.parameters.resolve(payload: wrong, state: [:]).get() }
        #expect(throws: ParameterProblem.self) { try model.parameters.resolve(payload: .object([:]), state: [:]).get() }
    }

    @Test func anUndeclaredParameterInAHierarchyIsRejected() {
        let found = problems(Self.chat.replacing("Thread(:root)", with: "Thread(:rot)"))
        #expect(found.contains { $0.contains(#""rot" is not a declared parameter (did you mean "root"?)"#) })
    }

    @Test func aVariantAfterOneThatAlwaysHoldsIsUnreachable() {
        let text = Self.chat.replacing(#"{"name": "quiet", "when": {"==": [{"var": "payload.quiet"}, true]}, "presentation": []}"#, with: #"{"name": "quiet", "presentation": []}"#)
        #expect(problems(text).contains { $0.contains(#"variant "reply" can never be chosen: variant "quiet" before it always holds"#) })
    }

    @Test func anUnknownPresentationOptionIsRejected() {
        let found = problems(Self.chat.replacing(#"["banner", "sound"]"#, with: #"["banner", "sond"]"#))
        #expect(found.contains { $0.contains(#""sond" is not a presentation option"#) && $0.contains(#"did you mean "sound""#) })
    }

    @Test @MainActor func theVisibleScreenAnswersFirst() async throws {
        let model = try load(Self.chat)
        let here = try await deliver(#"{"aps": {"alert": "hi", "badge": 2}, "event_type": "message", "channel_id": "c1"}"#, to: model, state: .active, stack: "Home(t1) > Channel(c1)")
        #expect(here.outcome == .presented)
        #expect(here.presentationOptions == [.badge])
        #expect(here.presentationChosenBy == "Channel(c1)")
        #expect(here.badgeAfter == 2)
        let elsewhere = try await deliver(#"{"aps": {"alert": "hi", "badge": 2}, "event_type": "message", "channel_id": "c2"}"#, to: model, state: .active, stack: "Home(t1) > Channel(c1)")
        #expect(elsewhere.presentationOptions == [.banner, .sound])
        #expect(elsewhere.presentationChosenBy == "the app's default")
        #expect(elsewhere.badgeAfter == nil, "the badge changes only with .badge")
    }

    @Test @MainActor func aVariantDecidesPresentationAndHierarchy() async throws {
        let model = try load(Self.chat)
        let quiet = try await deliver(#"{"aps": {"alert": "hi"}, "event_type": "message", "channel_id": "c1", "quiet": true}"#, to: model, state: .active)
        #expect(quiet.outcome == .suppressed)
        #expect(quiet.suppressedBy == "variant quiet")
        let reply = try await deliver(#"{"aps": {"alert": "hi"}, "event_type": "message", "channel_id": "c1", "root_id": "r9"}"#, to: model, state: .background)
        #expect(reply.outcome == .routed)
        #expect(reply.stackAfter.description == "Home(t1) > Thread(r9)")
        #expect(reply.notification?.variant == "reply")
    }

    @Test @MainActor func withoutABannerOrAListThereIsNothingToTap() async throws {
        let model = try load(Self.chat)
        let report = try await deliver(
            #"{"aps": {"alert": "hi"}, "event_type": "message", "channel_id": "c1"}"#, to: model, state: .active, stack: "Home(t1) > Channel(c1)", tap: .default)
        #expect(report.outcome == .presented)
        #expect(report.stackAfter.description == "Home(t1) > Channel(c1)")
    }

    /// A badge-only push in the foreground goes through willPresent too: the badge changes
    /// only when the answer includes `.badge`.
    @Test @MainActor func aBadgeOnlyPushInTheForegroundFollowsWillPresent() async throws {
        let model = try load(Self.chat)
        let payload = #"{"aps": {"badge": 4}, "event_type": "message", "channel_id": "c1"}"#
        let withoutBadge = try await deliver(payload, to: model, state: .active, badge: 1)
        #expect(withoutBadge.outcome == .noAlert)
        #expect(withoutBadge.presentationOptions == [.banner, .sound])
        #expect(withoutBadge.badgeAfter == 1)
        let withBadge = try await deliver(payload, to: try load(Self.chat.replacing(#"["banner", "sound"]"#, with: #"["badge"]"#)), state: .inactive, badge: 1)
        #expect(withBadge.badgeAfter == 4)
        #expect(try await deliver(payload, to: model, state: .background, badge: 1).badgeAfter == 4)
    }

    @Test @MainActor func aMissingRequiredParameterIsBadParameter() async throws {
        let model = try load(Self.chat)
        let report = try await deliver(#"{"aps": {"alert": "hi"}, "event_type": "message"}"#, to: model, state: .background)
        #expect(report.outcome == .badParameter)
        #expect(report.reason == #"parameter channel: the payload has no "channel_id" (parameter channel is required)"#)
    }

    @Test @MainActor func version1ModelsStillToast() async throws {
        let report = try await deliver(geniusMessage(7), to: try fixtureApp("genius"), state: .active)
        #expect(report.outcome == .toast)
        #expect(report.presentationOptions == nil)
    }
}

/// Screens that listen only while visible, and rules with conditions (docs/app-model.md,
/// "Lifetimes").
@Suite("Screen lifetimes and rule conditions")
struct ScreenLifetimeTests {
    private static func model(lifetime: String) throws -> AppModel {
        let text = #"""
            {"schemaVersion": 2, "app": {"name": "Chat"},
             "parameters": {"channel": "channel_id"},
             "events": {"message": {"hierarchy": "Channel(:channel)"}},
             "screens": {
               "Channel": {"lifetime": "LIFETIME",
                           "suppresses": [{"event": "message", "when": {"==": [{"var": "channel"}, {"var": "screen.argument"}]}}],
                           "observes": ["message"]},
               "Settings": {}},
             "launch": {"stack": "Channel(c1)"}}
            """#.replacing("LIFETIME", with: lifetime)
        return try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("app.json")).model
    }

    private let message = #"{"aps": {"alert": "hi"}, "event_type": "message", "channel_id": "c1"}"#

    @Test @MainActor func aConditionDecidesWhetherAScreenSuppresses() async throws {
        let model = try Self.model(lifetime: "whileAlive")
        #expect(try await deliver(message, to: model, state: .active, stack: "Channel(c1)").outcome == .suppressed)
        let other = message.replacing(#""channel_id": "c1""#, with: #""channel_id": "c2""#)
        #expect(try await deliver(other, to: model, state: .active, stack: "Channel(c1)").outcome == .toast)
    }

    @Test @MainActor func whileAliveAScreenUnderAnotherStillSuppresses() async throws {
        let model = try Self.model(lifetime: "whileAlive")
        let report = try await deliver(message, to: model, state: .active, stack: "Channel(c1) > Settings")
        #expect(report.outcome == .suppressed)
        #expect(report.observers.map(\.screen) == ["Channel(c1)"])
    }

    @Test @MainActor func whileVisibleAScreenUnderAnotherNeitherSuppressesNorObserves() async throws {
        let model = try Self.model(lifetime: "whileVisible")
        let covered = try await deliver(message, to: model, state: .active, stack: "Channel(c1) > Settings")
        #expect(covered.outcome == .toast)
        #expect(covered.observers.isEmpty)
        let visible = try await deliver(message, to: model, state: .active, stack: "Channel(c1)")
        #expect(visible.outcome == .suppressed)
    }

    @Test func lifetimesAndConditionsInRulesNeedVersion2() {
        let text = #"{"schemaVersion": 1, "app": {"name": "X"}, "events": {"e": {"hierarchy": "S"}}, "screens": {"S": {"lifetime": "whileVisible", "suppresses": [{"event": "e", "when": {"var": "object"}}]}}}"#
        do {
            _ = try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("app.json"))
            Issue.record("loaded")
        } catch {
            let messages = error.issues.map(\.message)
            #expect(messages.contains(#""lifetime" needs "schemaVersion": 2"#))
            #expect(messages.contains(#"a condition in "when" needs "schemaVersion": 2"#))
        }
    }
}

/// Login and accounts (docs/app-model.md, "Session and accounts").
@Suite("Session and accounts")
struct SessionTests {
    private static func model(afterLogin: String = "stay", otherAccount: String = "switch") throws -> AppModel {
        let text = #"""
            {"schemaVersion": 2, "app": {"name": "Chat"},
             "parameters": {"channel": "channel_id", "server": "server_id"},
             "state": {"loggedIn": true, "activeServer": "a"},
             "session": {"login": "Login", "afterLogin": "AFTER", "accountParameter": "server",
                         "activeAccountState": "activeServer", "otherAccount": "OTHER"},
             "events": {"message": {"hierarchy": "Home > Channel(:channel)"},
                        "promo": {"hierarchy": "Home", "requiresLogin": false}},
             "screens": {"Home": {}, "Channel": {}, "Login": {}},
             "launch": {"stack": "Home"}}
            """#.replacing("AFTER", with: afterLogin).replacing("OTHER", with: otherAccount)
        return try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("app.json")).model
    }

    @MainActor
    private func deliver(_ payload: String, to model: AppModel, set values: [(String, JSONValue)]) async -> DeliveryReport {
        let check = PayloadChecker().check(bytes: Array(payload.utf8), source: .path("test.json"))
        return await SimulatedApp.deliver(
            check, model: model, state: .background, stack: nil, tap: nil, badge: nil, stateValues: values.map { (name: $0.0, value: $0.1) })
    }

    private let message = #"{"aps": {"alert": "hi"}, "event_type": "message", "channel_id": "c1", "server_id": "a"}"#

    @Test @MainActor func loggedOutATapShowsTheLoginScreens() async throws {
        let stay = await deliver(message, to: try Self.model(), set: [("loggedIn", false)])
        #expect(stay.outcome == .loginRequired)
        #expect(stay.stackAfter.description == "Login")
        #expect(stay.reason == "logged out: the app shows Login; after login it stays there, not at Home > Channel(c1)")
        let onward = await deliver(message, to: try Self.model(afterLogin: "destination"), set: [("loggedIn", false)])
        #expect(onward.reason == "logged out: the app shows Login; after login it goes on to Home > Channel(c1)")
    }

    @Test @MainActor func anEventThatNeedsNoLoginOpensAnyway() async throws {
        let promo = #"{"aps": {"alert": "hi"}, "event_type": "promo", "server_id": "a"}"#
        #expect(await deliver(promo, to: try Self.model(), set: [("loggedIn", false)]).outcome == .routed)
    }

    @Test @MainActor func anotherAccountIsSwitchedToOrIgnored() async throws {
        let other = message.replacing(#""server_id": "a""#, with: #""server_id": "b""#)
        let switched = await deliver(other, to: try Self.model(), set: [])
        #expect(switched.outcome == .routed)
        #expect(switched.accountSwitchedTo == "b")
        let ignored = await deliver(other, to: try Self.model(otherAccount: "ignore"), set: [])
        #expect(ignored.outcome == .otherAccount)
        #expect(ignored.stackAfter.description == "Home")
        #expect(await deliver(message, to: try Self.model(otherAccount: "ignore"), set: []).accountSwitchedTo == nil)
    }

    @Test func anUndeclaredStateNameIsNamed() throws {
        let problem = try Self.model().stateProblem(["logedIn"])
        #expect(problem == #"the app's state has no "logedIn" (it has loggedIn, activeServer) (did you mean "loggedIn"?)"#)
        #expect(try Self.model().stateProblem(["loggedIn", "activeServer"]) == nil)
    }

    @Test func anUndeclaredAccountParameterIsRejected() {
        let text = #"{"schemaVersion": 2, "app": {"name": "X"}, "parameters": {"server": "s"}, "session": {"accountParameter": "sever"}, "events": {}, "screens": {}}"#
        do {
            _ = try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("app.json"))
            Issue.record("loaded")
        } catch {
            #expect(error.issues.map(\.message).contains(#""sever" is not a declared parameter (did you mean "server"?)"#))
        }
    }
}

/// An app's own in-app banner beside `willPresent`'s answer (docs/app-model.md,
/// "Foreground presentation").
@Suite("App toasts in the foreground")
struct AppToastTests {
    private static let model = #"""
        {"schemaVersion": 2, "app": {"name": "Chat"},
         "parameters": {"channel": "channel_id"},
         "foreground": {"presentation": ["sound"],
                        "toast": {"!=": [{"var": "screen.argument"}, {"var": "channel"}]}},
         "events": {"message": {"hierarchy": "Home > Channel(:channel)",
                                "variants": [{"name": "silent", "when": {"var": "payload.silent"}, "presentation": [], "toast": false}]}},
         "screens": {"Home": {}, "Channel": {}},
         "launch": {"stack": "Home"}}
        """#

    @Test @MainActor func theToastFollowsItsCondition() async throws {
        let model = try AppModelLoader.load(bytes: Array(Self.model.utf8), source: .flag("app.json")).model
        let payload = #"{"aps": {"alert": "hi"}, "event_type": "message", "channel_id": "c1"}"#
        let elsewhere = try await deliver(payload, to: model, state: .active, stack: "Home > Channel(c2)")
        #expect(elsewhere.outcome == .presented)
        #expect(elsewhere.appToast == true)
        let here = try await deliver(payload, to: model, state: .active, stack: "Home > Channel(c1)")
        #expect(here.appToast == false)
    }

    @Test @MainActor func aTapOnTheToastOpensTheNotification() async throws {
        let model = try AppModelLoader.load(bytes: Array(Self.model.utf8), source: .flag("app.json")).model
        let payload = #"{"aps": {"alert": "hi"}, "event_type": "message", "channel_id": "c1"}"#
        let tapped = try await deliver(payload, to: model, state: .active, stack: "Home > Channel(c2)", tap: .default)
        #expect(tapped.outcome == .routed)
        #expect(tapped.stackAfter.description == "Home > Channel(c1)")
    }

    @Test @MainActor func noOptionsAndNoToastIsSuppressed() async throws {
        let model = try AppModelLoader.load(bytes: Array(Self.model.utf8), source: .flag("app.json")).model
        let payload = #"{"aps": {"alert": "hi"}, "event_type": "message", "channel_id": "c1", "silent": true}"#
        let report = try await deliver(payload, to: model, state: .active, stack: "Home > Channel(c2)")
        #expect(report.outcome == .suppressed)
        #expect(report.suppressedBy == "variant silent")
    }
}
