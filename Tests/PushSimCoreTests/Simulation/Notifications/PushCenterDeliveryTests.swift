import Testing

@testable import PushSimCore

/// The push center and its conventions (docs/architecture.md), as the Genius-like app uses them.
@MainActor
@Suite("Push center: suppression, toasts, observers", .serialized)
struct PushCenterDeliveryTests {
    let genius: AppModel

    init() throws {
        genius = try fixtureApp("genius")
    }

    @Test func aConversationSuppressesToastsForItself() async throws {
        let report = try await deliver(geniusMessage(42), to: genius, state: .active, stack: "Inbox > Conversation(42)")
        #expect(report.outcome == .suppressed)
        #expect(report.suppressedBy == "Conversation(42)")
        #expect(report.stackAfter.description == "Inbox > Conversation(42)")
    }

    @Test func anotherConversationOnTopShowsTheToast() async throws {
        let report = try await deliver(geniusMessage(42), to: genius, state: .active, stack: "Inbox > Conversation(7)")
        #expect(report.outcome == .toast)
        #expect(report.suppressedBy == nil)
        #expect(report.presentation?.title == "Alice")
        #expect(report.presentation?.body == "Alice sent you 2 new messages")
    }

    @Test func observersAreToldEvenWhenSuppressed() async throws {
        let report = try await deliver(geniusMessage(42), to: genius, state: .active, stack: "Inbox > Conversation(42)")
        #expect(
            report.observers == [
                .init(screen: "Inbox", viewLoaded: true), .init(screen: "Conversation(42)", viewLoaded: true),
                .init(screen: "Activity", viewLoaded: false),
            ])
    }

    @Test func aTabWhoseViewIsNotLoadedUpdatesStateButNotItsView() async throws {
        let report = try await deliver(geniusMessage(9), to: genius, state: .active)
        let activity = try #require(report.observers.first { $0.screen == "Activity" })
        #expect(!activity.viewLoaded)
        #expect(report.trace.contains { $0.kind == .observers && $0.detail.contains("Activity (state updated, view not loaded: skipped)") })
    }

    @Test func aPoppedScreenStopsSuppressingAndObservingWithNobodyRemovingIt() async throws {
        let app = SimulatedApp(model: genius)
        try app.launch(stack: StackDescription.parse("Inbox > Conversation(42)"))
        #expect(app.center.liveDelegates.map(\.delegateName) == ["Conversation(42)"])
        #expect(app.popScreen()?.description == "Conversation(42)")
        #expect(app.center.liveDelegates.isEmpty)
        let check = PayloadChecker().check(bytes: Array(geniusMessage(42).utf8), source: .path("t.json"))
        let report = await app.deliver(check, state: .active, tap: nil)
        #expect(report.outcome == .toast)
        #expect(!report.observers.contains { $0.screen == "Conversation(42)" })
    }

    @Test func delegatesAreAskedInOrderAndTheFirstYesWins() async throws {
        let report = try await deliver(geniusMessage(42), to: genius, state: .active, stack: "Inbox > Conversation(42) > Compose")
        #expect(report.suppressedBy == "Conversation(42)")
        #expect(report.trace.filter { $0.kind == .delegate }.map(\.detail) == ["Conversation(42): suppress"])
    }

    @Test func aWildcardDelegateSuppressesEverything() async throws {
        let follower = #"{"aps":{"alert":"Carol followed you"},"event_type":"new_follower","genius":{"conversation_id":"carol"}}"#
        let report = try await deliver(follower, to: genius, state: .active, stack: "Inbox > Compose")
        #expect(report.outcome == .suppressed)
        #expect(report.suppressedBy == "Compose")
    }

    /// Each simulated app has its own push center (its singleton), so an app made meanwhile —
    /// by a test running beside this one — cannot take this app's delegates away.
    @Test func twoAppsDoNotShareAPushCenter() async throws {
        let first = SimulatedApp(model: genius)
        try first.launch(stack: StackDescription.parse("Inbox > Conversation(42)"))
        let second = SimulatedApp(model: genius)
        try second.launch()
        let check = PayloadChecker().check(bytes: Array(geniusMessage(42).utf8), source: .path("t.json"))
        #expect(await first.deliver(check, state: .active, tap: nil).outcome == .suppressed)
        #expect(await second.deliver(check, state: .active, tap: nil).outcome == .toast)
    }

    @Test func eachDeliveryStartsFromAFreshPushCenter() async throws {
        _ = try await deliver(geniusMessage(42), to: genius, state: .active, stack: "Inbox > Conversation(42)")
        // Had the first app's Conversation(42) survived in the shared center, this would be suppressed.
        let second = try await deliver(geniusMessage(42), to: genius, state: .active, stack: "Inbox")
        #expect(second.outcome == .toast)
    }

    @Test func theBadgeIsSetClearedOrLeftAlone() async throws {
        let set = try await deliver(geniusMessage(1), to: genius, state: .background, tap: TapAction.none, badge: 5)
        #expect(set.badgeBefore == 5)
        #expect(set.badgeAfter == 3)
        let untouched = try await deliver(#"{"aps":{"alert":"hi"}}"#, to: genius, state: .background, tap: TapAction.none, badge: 5)
        #expect(untouched.badgeAfter == 5)
        let cleared = try await deliver(#"{"aps":{"alert":"hi","badge":0}}"#, to: genius, state: .background, tap: TapAction.none, badge: 5)
        #expect(cleared.badgeAfter == 0)
    }

    @Test func silentPushesRunTheBackgroundHandlerAndStillReachObservers() async throws {
        let payload = #"{"aps":{"content-available":1},"event_type":"unread_count"}"#
        // A force-quit app is not launched for it (ForceQuitTests).
        for state in AppState.allCases where state != .forceQuit {
            let report = try await deliver(payload, to: genius, state: state)
            #expect(report.outcome == .background, "\(state)")
            #expect(report.presentation == nil)
            #expect(report.observers.map(\.screen) == ["Inbox", "Activity"], "\(state)")
        }
    }

    /// Only an alert, a sound or a badge make a push something the user sees: `content-available`
    /// beside keys that show nothing (`mutable-content`, `thread-id`, `category`) is still a
    /// background push — the app wakes, nothing is shown, and the service extension is not
    /// employed without an alert (docs/delivery.md, "Silent pushes").
    @Test func contentAvailableBesideKeysThatShowNothingIsStillSilent() async throws {
        let payload = #"{"aps":{"content-available":1,"mutable-content":1,"thread-id":"t1","category":"MESSAGE"},"event_type":"unread_count"}"#
        for state in AppState.allCases where state != .forceQuit {
            let report = try await deliver(payload, to: genius, state: state)
            #expect(report.outcome == .background, "\(state)")
            #expect(report.presentation == nil, "\(state)")
            #expect(report.observers.map(\.screen) == ["Inbox", "Activity"], "\(state)")
        }
        let check = PayloadChecker().check(bytes: Array(payload.utf8), source: .path("p.json"))
        #expect(check.headers?.pushType == .background, "inferred as the background push it is")
        #expect(check.verdict == .valid)
    }

    @Test func tokenRegistrationFillsTheDeclaredRequest() throws {
        let token = try DeviceToken.parse("<0A0B0C0D 0E0F1011 12131415 16171819 0A0B0C0D 0E0F1011 12131415 16171819>")
        let registration = PushCenter().didRegister(token: token, request: genius.registration)
        let hex = "0a0b0c0d0e0f101112131415161718190a0b0c0d0e0f10111213141516171819"
        #expect(token.hex == hex)
        #expect(registration.request?.path == "/account/devices")
        #expect(registration.parameters == ["device": ["token": .string(hex), "type": "ios"], "app": "genius"])
    }
}
