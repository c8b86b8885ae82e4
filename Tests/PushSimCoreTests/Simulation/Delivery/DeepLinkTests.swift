import Testing

@testable import PushSimCore

/// Deep links and routing URLs in payloads go through one router into the push's flow.
@MainActor
@Suite("Deep links and routing URLs", .serialized)
struct DeepLinkTests {
    let genius: AppModel
    let taskRabbit: AppModel

    init() throws {
        genius = try fixtureApp("genius")
        taskRabbit = try fixtureApp("taskrabbit")
    }

    private func open(_ url: String, in model: AppModel, state: AppState = .background, stack: String? = nil) async throws
        -> DeliveryReport
    {
        let app = SimulatedApp(model: model)
        if state != .notRunning { try app.launch(stack: stack.map { try StackDescription.parse($0) }) }
        return await app.open(url: url, state: state)
    }

    @Test(arguments: [AppState.active, .inactive, .background, .notRunning])
    func aDeepLinkEndsWhereTheMatchingPushEnds(state: AppState) async throws {
        let link = try await open("taskrabbit://task/42", in: taskRabbit, state: state)
        let push = try await deliver(
            #"{"aps":{"alert":"Updated"},"event_type":"task_updated","object_id":42}"#, to: taskRabbit, state: state,
            tap: .default)
        #expect(link.outcome == .routed)
        #expect(link.stackAfter.description == "TaskList > TaskDetail(42)")
        #expect(link.stackAfter == push.stackAfter)
        #expect(link.route == "task (/task/:id)")
    }

    @Test func aUniversalLinkRoutesByPathOnly() async throws {
        let report = try await open("https://genius.com/songs/1234/annotations/99?ref=share", in: genius)
        #expect(report.outcome == .routed)
        #expect(report.stackAfter.description == "Song(1234)")
    }

    @Test func aLinkGoesToTheResponderChainFirst() async throws {
        let report = try await open("taskrabbit://task/42/chat/c-9", in: taskRabbit, stack: "TaskList > TaskDetail(42) > Chat(c-9)")
        #expect(report.outcome == .handled)
        #expect(report.handledBy == "Chat(c-9)")
    }

    @Test func aRouteToAHierarchyNeedsNoEvent() async throws {
        let report = try await open("taskrabbit://account/payouts", in: taskRabbit)
        #expect(report.stackAfter.description == "Account > Payouts")
    }

    @Test func aSchemeTheAppDoesNotOwnIsNotOpened() async throws {
        let report = try await open("lyft://ride/1", in: taskRabbit)
        #expect(report.outcome == .unmatched)
        #expect(report.reason?.contains("not one of the app's URL schemes (taskrabbit)") == true)
        #expect(report.stackAfter.description == "TaskList")
    }

    @Test func aLinkNoRouteMatchesIsExplained() async throws {
        let report = try await open("taskrabbit://tasks/42", in: taskRabbit)
        #expect(report.outcome == .unmatched)
        #expect(report.reason?.hasPrefix("no route matched \"taskrabbit://tasks/42\"") == true)
        #expect(report.trace.contains { $0.kind == .url && $0.detail.contains("expected \"task\", got \"tasks\"") })
    }

    @Test func aRouteWhoseModelIsMissingDeclinesSoTheNextIsTried() throws {
        let result = try #require(taskRabbit.route("taskrabbit://task/9999"))
        #expect(result.match == nil)
        #expect(result.explanation.contains("declined: Task 9999 does not exist"))
    }

    /// Seed 002: the router matches, the responder chain is asked, then the model loads. An
    /// object that cannot load is the app's failure (`load-failed`), for a link as for the push.
    @Test(arguments: [AppState.active, .background, .notRunning])
    func aLinkToAnObjectThatCannotLoadFailsToLoadAsThePushDoes(state: AppState) async throws {
        let link = try await open("taskrabbit://task/9999", in: taskRabbit, state: state)
        let push = try await deliver(
            #"{"aps":{"alert":"Updated"},"event_type":"task_updated","object_id":9999}"#, to: taskRabbit, state: state, tap: .default)
        let pushWithURL = try await deliver(
            #"{"aps":{"alert":"Updated"},"url":"taskrabbit://task/9999"}"#, to: taskRabbit, state: state, tap: .default)
        for report in [link, push, pushWithURL] {
            #expect(report.outcome == .loadFailed)
            #expect(report.reason == "Task 9999 does not exist")
            #expect(report.stackAfter.description == "TaskList")
        }
        #expect(link.route == "task (/task/:id)")
        let kinds = link.trace.map(\.kind)
        let responder = try #require(kinds.firstIndex(of: .responder))
        let load = try #require(kinds.firstIndex(of: .load))
        #expect(responder < load, "the responder chain is asked before the model loads")
    }

    @Test func withTheObjectsScreenOnTopALinkIsHandledAsThePushIs() async throws {
        let stack = "TaskList > TaskDetail(9999)"
        let link = try await open("taskrabbit://task/9999", in: taskRabbit, stack: stack)
        let push = try await deliver(
            #"{"aps":{"alert":"Updated"},"event_type":"task_updated","object_id":9999}"#, to: taskRabbit, state: .background,
            stack: stack)
        let pushWithURL = try await deliver(
            #"{"aps":{"alert":"Updated"},"url":"taskrabbit://task/9999"}"#, to: taskRabbit, state: .background, stack: stack)
        for report in [link, push, pushWithURL] {
            #expect(report.outcome == .handled)
            #expect(report.handledBy == "TaskDetail(9999)")
        }
    }

    /// Matching stays the router's: a typed parameter that does not fit still declines, when
    /// opening as with `pushsim route`.
    @Test func aLinkWhoseIdIsNotOfTheRoutesTypeIsStillUnmatched() async throws {
        let link = try await open("taskrabbit://task/abc", in: taskRabbit)
        #expect(link.outcome == .unmatched)
        #expect(link.reason == #"no route matched "taskrabbit://task/abc""#)
    }

    @Test func theQueryCannotRedirectThePath() throws {
        let match = try #require(taskRabbit.route("taskrabbit://task/42?id=7")?.match)
        #expect(match["id"] == .string("42"))
    }

    @Test func inAPayloadTheURLWinsOverTheEventTypeAndTheDisagreementIsNoted() async throws {
        let payload = #"{"aps":{"alert":"x"},"event_type":"new_follower","genius":{"conversation_id":"carol","url":"genius://conversations/7"}}"#
        let report = try await deliver(payload, to: genius, state: .background)
        #expect(report.stackAfter.description == "Inbox > Conversation(7)")
        // The event type comes from the route too (docs/router.md, "Routing URLs inside payloads").
        #expect(report.notification?.eventName == "new_message")
        #expect(report.trace.contains { $0.detail.contains("the payload says event new_follower but the URL routes to new_message; the URL wins") })
    }

    @Test func payloadFieldsFillRouteParametersBetweenPathAndQuery() throws {
        let match = try #require(taskRabbit.route("taskrabbit://task/42/review?note=q&extra=q", payload: ["note": "p", "id": "p"])?.match)
        #expect(match["id"] == .string("42"))
        #expect(match["note"] == .string("p"))
        #expect(match["extra"] == .string("q"))
    }

    @Test func aURLInAModelWithoutRoutesIsUnmatched() async throws {
        let report = try await deliver(#"{"aps":{"alert":"x"},"url":"x://y"}"#, to: .builtInDefault, state: .background)
        #expect(report.outcome == .opened)
    }
}
