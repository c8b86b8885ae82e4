import Testing

@testable import PushSimCore

/// The responder chain and per-event hierarchies (docs/delivery.md), and the tap handling of
/// delivery.md, in every app state.
@MainActor
@Suite("Taps: responder chain, hierarchies, actions", .serialized)
struct RoutingDeliveryTests {
    let genius: AppModel
    let taskRabbit: AppModel

    init() throws {
        genius = try fixtureApp("genius")
        taskRabbit = try fixtureApp("taskrabbit")
    }

    /// `inactive` is "running in the foreground but not receiving events": the app is asked, as
    /// when active (docs/delivery.md), so the seeds' push center toasts or suppresses.
    @Test func inactiveIsAForegroundState() async throws {
        let toast = try await deliver(geniusMessage(42), to: genius, state: .inactive)
        #expect(toast.outcome == .toast)
        #expect(toast.presentedAs == "toast")
        let suppressed = try await deliver(geniusMessage(42), to: genius, state: .inactive, stack: "Inbox > Conversation(42)")
        #expect(suppressed.outcome == .suppressed)
        let tapped = try await deliver(geniusMessage(42), to: genius, state: .inactive, tap: .default)
        #expect(tapped.outcome == .routed)
        #expect(tapped.stackAfter.description == "Inbox > Conversation(42)")
    }

    @Test(arguments: [AppState.background, .notRunning])
    func aTappedBannerLoadsThenPresentsTheEventsHierarchy(state: AppState) async throws {
        let report = try await deliver(geniusMessage(42), to: genius, state: state)
        #expect(report.presentedAs == "banner")
        #expect(report.outcome == .routed)
        #expect(report.stackAfter.description == "Inbox > Conversation(42)")
        let kinds = report.trace.map(\.kind)
        let load = try #require(kinds.firstIndex(of: .load))
        let presented = try #require(kinds.firstIndex(of: .routed))
        #expect(load < presented)
    }

    @Test func notRunningLaunchesTheAppOnItsLaunchStackFirst() async throws {
        let report = try await deliver(geniusMessage(42), to: genius, state: .notRunning)
        #expect(report.stackBefore.description == "")
        #expect(report.trace.contains { $0.kind == .launched && $0.detail.contains("Inbox") })
    }

    @Test func exactlyOneResponderClaimsItTheTopmost() async throws {
        // Both Conversation(42) screens would claim it; only the top one may.
        let report = try await deliver(
            geniusMessage(42), to: genius, state: .background, stack: "Inbox > Conversation(42) > Profile(x) > Conversation(42)")
        #expect(report.outcome == .handled)
        #expect(report.handledBy == "Conversation(42)")
        let claims = report.trace.filter { $0.kind == .responder }.map(\.detail)
        #expect(claims == ["Conversation(42): claims it"])
        #expect(report.stackAfter == report.stackBefore)
    }

    @Test func aResponderThatDoesNotClaimPassesItOn() async throws {
        let report = try await deliver(geniusMessage(42), to: genius, state: .background, stack: "Inbox > Conversation(7)")
        #expect(report.trace.filter { $0.kind == .responder }.map(\.detail) == ["Conversation(7): passes"])
        #expect(report.outcome == .routed)
    }

    @Test func aFailedLoadIsItsOwnOutcomeAndPresentsNothing() async throws {
        let report = try await deliver(geniusMessage(404), to: genius, state: .background)
        #expect(report.outcome == .loadFailed)
        #expect(report.reason == "Conversation 404 does not exist")
        #expect(report.stackAfter.description == "Inbox")
    }

    @Test func anIdOfTheWrongFormatFailsToLoad() async throws {
        let payload = #"{"aps":{"alert":"x"},"event_type":"task_updated","object_id":"abc"}"#
        let report = try await deliver(payload, to: taskRabbit, state: .background)
        #expect(report.outcome == .loadFailed)
        #expect(report.reason == "Task id \"abc\" is not an integer")
    }

    @Test func aMissingObjectIdIsItsOwnOutcome() async throws {
        let payload = #"{"aps":{"alert":"x"},"event_type":"new_message"}"#
        let report = try await deliver(payload, to: genius, state: .background)
        #expect(report.outcome == .missingObjectID)
        #expect(report.reason?.contains("genius.conversation_id") == true)
    }

    @Test func anUnknownEventTypeIsReportedNeverGuessed() async throws {
        let payload = #"{"aps":{"alert":"x"},"event_type":"new_mesage"}"#
        for state in AppState.allCases {
            let report = try await deliver(payload, to: genius, state: state)
            #expect(report.outcome == .unknownEvent)
            #expect(report.reason?.contains("did you mean \"new_message\"") == true)
        }
    }

    @Test func nothingToRouteOpensTheApp() async throws {
        let report = try await deliver(#"{"aps":{"alert":"Year in review"}}"#, to: genius, state: .background)
        #expect(report.outcome == .opened)
        #expect(report.stackAfter.description == "Inbox")
    }

    @Test func aBannerNobodyTapsStaysABanner() async throws {
        let report = try await deliver(geniusMessage(42), to: genius, state: .background, tap: TapAction.none)
        #expect(report.outcome == .banner)
        #expect(report.observers.isEmpty)
    }

    @Test func aToastIsTappedOnlyWhenAsked() async throws {
        let report = try await deliver(geniusMessage(42), to: genius, state: .active, stack: "Inbox", tap: .default)
        #expect(report.presentedAs == "toast")
        #expect(report.outcome == .routed)
        #expect(report.observers.filter { $0.screen == "Inbox" }.count == 1)
    }

    @Test func dismissReachesTheAppOnlyWithACustomDismissCategory() async throws {
        let told = try await deliver(geniusMessage(42), to: genius, state: .background, tap: .dismiss)
        #expect(told.outcome == .dismissed)
        let follower = #"{"aps":{"alert":"Carol","category":"FOLLOW"},"event_type":"new_follower","genius":{"conversation_id":"c"}}"#
        let silent = try await deliver(follower, to: genius, state: .background, tap: .dismiss)
        #expect(silent.outcome == .dismissNotDelivered)
        #expect(silent.reason == "category FOLLOW has no custom dismiss action: iOS tells the app nothing")
    }

    @Test func actionsRouteOrStayByTheirForegroundOption() async throws {
        let background = try await deliver(geniusMessage(42), to: genius, state: .background, tap: .action("MARK_READ"))
        #expect(background.outcome == .actionHandled)
        #expect(background.action == "MARK_READ")
        #expect(background.stackAfter.description == "Inbox")
        let foreground = try await deliver(geniusMessage(42), to: genius, state: .background, tap: .action("OPEN"))
        #expect(foreground.outcome == .routed)
    }

    @Test func anUnknownActionIsItsOwnOutcome() async throws {
        let report = try await deliver(geniusMessage(42), to: genius, state: .background, tap: .action("ARCHIVE"))
        #expect(report.outcome == .unknownAction)
        #expect(report.reason?.hasPrefix("category MESSAGE has no action \"ARCHIVE\" (it has REPLY, MARK_READ, OPEN)") == true)
    }

    @Test func theResponderChainIsWalkedFromTheTop() async throws {
        let payload = #"{"aps":{"alert":"New task"},"event_type":"task_assigned","object_id":5}"#
        let report = try await deliver(payload, to: taskRabbit, state: .background, stack: "TaskList > TaskDetail(42)")
        #expect(report.trace.filter { $0.kind == .responder }.map(\.detail) == ["TaskDetail(42): passes", "TaskList: claims it"])
        #expect(report.handledBy == "TaskList")
    }

    @Test func optionalPlaceholdersAreLeftOutWhenThereIsNoValue() async throws {
        let payload = #"{"aps":{"alert":"hi"},"event_type":"new_message","object_id":"c-1"}"#
        let report = try await deliver(payload, to: taskRabbit, state: .background)
        #expect(report.stackAfter.description == "TaskList > TaskDetail > Chat(c-1)")
    }

    @Test func theBuiltInAppRoutesEveryEventToAScreenNamedAfterIt() async throws {
        let report = try await deliver(
            #"{"aps":{"alert":"hi"},"event_type":"task_updated","object_id":1187}"#, to: .builtInDefault, state: .background)
        #expect(report.outcome == .routed)
        #expect(report.stackAfter.description == "TaskUpdated(1187)")
        let active = try await deliver(#"{"aps":{"alert":"hi"},"event_type":"x"}"#, to: .builtInDefault, state: .active)
        #expect(active.outcome == .toast)
    }

    @Test func anInvalidPayloadIsNotDelivered() async throws {
        let report = try await deliver(#"{"aps":{"alert":"hi","badge":"3"}}"#, to: genius, state: .active)
        #expect(report.outcome == .invalid)
        #expect(report.reason == "BadgeNotInteger at /aps/badge")
        #expect(report.observers.isEmpty)
    }
}
