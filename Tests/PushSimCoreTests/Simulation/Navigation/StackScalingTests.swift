import Testing

@testable import PushSimCore

/// A stack of tens of thousands of screens is built, asked, popped and released in work
/// proportional to its size (docs/guarantees.md, "Scaling"): adding or removing a delegate or
/// an observation, showing the topmost screen and taking a spare screen back each look at a
/// bounded number of things, while delegates stay held weakly and are asked in the order they
/// were added. Counted, never timed.
@MainActor
@Suite("Deep stacks scaling")
struct StackScalingTests {
    static let count = 20_000

    /// Screens C and D suppress and handle a `message` for their own object, and observe it.
    static func model() throws -> AppModel {
        let screen = #"{"suppresses": [{"event": "message", "when": "sameObject"}], "responds": [{"event": "message", "when": "sameObject"}], "observes": ["message"]}"#
        let text = #"""
            {"schemaVersion": 2, "app": {"name": "Modals", "bundleId": "com.example.modals"},
             "payload": {"eventTypeKey": "type", "objectIdKey": "id"},
             "events": {"message": {"hierarchy": "Inbox > C(:id)"}},
             "screens": {"Inbox": {}, "C": \#(screen), "D": \#(screen)}}
            """#
        return try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("modals.json")).model
    }

    static func message(_ id: String) -> PayloadCheck {
        PayloadChecker().check(bytes: Array(#"{"aps": {"alert": "hi"}, "type": "message", "id": "\#(id)"}"#.utf8), source: .path("message.json"))
    }

    final class Listener: SuppressionDelegate {
        let delegateName: String
        var isListening: Bool { true }
        init(_ name: String) { delegateName = name }
        func pushCenter(_ center: PushCenter, shouldSuppress notification: AppNotification) -> Bool { false }
    }

    @Test("adding and removing delegates looks at a bounded number of slots each, and keeps their order")
    func delegatesAreAddedAndRemovedInConstantTime() {
        let center = PushCenter()
        let delegates = (0..<Self.count).map { Listener("d\($0)") }
        for delegate in delegates { center.addDelegate(delegate) }
        // Added again: still once, in its first place.
        for delegate in delegates.prefix(100) { center.addDelegate(delegate) }
        #expect(center.liveDelegates.map(\.delegateName) == delegates.map(\.delegateName))
        #expect(center.slotsVisited <= 4 * Self.count, "\(center.slotsVisited) slots looked at")
        for (index, delegate) in delegates.enumerated() where index % 2 == 0 { center.removeDelegate(delegate) }
        #expect(center.liveDelegates.map(\.delegateName) == delegates.enumerated().filter { $0.offset % 2 == 1 }.map(\.element.delegateName))
        center.addDelegate(delegates[0])
        #expect(center.liveDelegates.last?.delegateName == "d0", "added again after its removal: asked last")
        #expect(center.slotsVisited <= 8 * Self.count, "\(center.slotsVisited) slots looked at")
    }

    @Test("released delegates drop out by themselves, and the slots they leave are reclaimed")
    func releasedDelegatesDropOut() {
        let center = PushCenter()
        var kept: [Listener] = []
        for round in 0..<200 {
            // Released at the end of each round, nobody removing them.
            let passing = (0..<100).map { Listener("r\(round)-\($0)") }
            for delegate in passing { center.addDelegate(delegate) }
            let keeper = Listener("k\(round)")
            center.addDelegate(keeper)
            kept.append(keeper)
        }
        #expect(center.liveDelegates.map(\.delegateName) == kept.map(\.delegateName))
        #expect(center.slotsVisited <= 4 * 200 * 101, "\(center.slotsVisited) slots looked at")
        // A new delegate, perhaps at the address of one released, is added and asked.
        for round in 0..<1_000 {
            let fresh = Listener("f\(round)")
            center.addDelegate(fresh)
            #expect(center.liveDelegates.last === fresh)
        }
    }

    @Test("ending observations looks at a bounded number of them each, and the others are told in order")
    func observationsEndInConstantTime() {
        let messages = AppMessageCenter()
        let name = AppMessageName("scaling.test")
        final class Log { var told: [Int] = [] }
        let log = Log()
        var tokens: [ObservationToken?] = (0..<Self.count).map { index in messages.addObserver(for: name) { _ in log.told.append(index) } }
        let notification = AppNotification(deepLink: "modals://message/7")
        // Every other ended, newest first, then every third of those left, oldest first.
        for index in stride(from: Self.count - 2, through: 0, by: -2) { tokens[index] = nil }
        for index in stride(from: 1, to: Self.count, by: 6) { tokens[index] = nil }
        let left = tokens.indices.filter { tokens[$0] != nil }
        #expect(messages.post(name, notification) == left.count)
        #expect(log.told == left)
        #expect(messages.observationsVisited <= 4 * Self.count, "\(messages.observationsVisited) observations looked at")
        tokens.removeAll()
        #expect(messages.post(name, notification) == 0)
        #expect(messages.observationsVisited <= 6 * Self.count, "\(messages.observationsVisited) observations looked at")
    }

    @Test("20,000 modals launch, answer a push and are released in linear work")
    func aStackOfModals() async throws {
        let messages = try await Self.launchModalsAndDeliver()
        // The app is gone: every screen's observation ended.
        #expect(messages.observerCount == 0)
        #expect(messages.observationsVisited <= 4 * Self.count, "\(messages.observationsVisited) observations looked at")
    }

    /// An app on 20,000 modals of C(1) over Inbox, checked as it launches and answers two
    /// pushes; returns its message center, the app released.
    private static func launchModalsAndDeliver() async throws -> AppMessageCenter {
        let app = SimulatedApp(model: try model())
        let layout = try NavigationLayout.parse("Inbox" + String(repeating: " ^ C(1)", count: count))
        try app.launch(layout: layout)
        #expect(app.navigation.screensVisited <= 4 * count, "\(app.navigation.screensVisited) screens looked at")
        #expect(app.center.slotsVisited <= 4 * count, "\(app.center.slotsVisited) slots looked at")
        let report = await app.deliver(message("7"), state: .active, tap: nil)
        #expect(report.outcome == .toast)
        #expect(report.observers.count == count)
        #expect(report.trace.filter { $0.kind == .delegate }.count == count)
        #expect(report.stackAfter.modals.count == count)
        #expect(await app.deliver(message("1"), state: .active, tap: nil).suppressedBy == "C(1)")
        return app.center.messages
    }

    @Test("a stack 20,000 deep is popped screen by screen in linear work")
    func aDeepStackIsPopped() throws {
        let app = SimulatedApp(model: try Self.model())
        try app.launch(layout: try NavigationLayout.parse("Inbox" + String(repeating: " > C(1)", count: Self.count)))
        for _ in 0..<Self.count { app.popScreen() }
        #expect(app.layout.description == "Inbox")
        #expect(app.navigation.visibleScreen?.isVisible == true)
        #expect(app.navigation.screensVisited <= 4 * Self.count, "\(app.navigation.screensVisited) screens looked at")
    }

    @Test("a reset app takes its spare screens back in constant work each, whatever their order")
    func sparesAreTakenBackInConstantTime() throws {
        let app = SimulatedApp(model: try Self.model())
        let layout = try NavigationLayout.parse(
            "Inbox" + String(repeating: " ^ C(1)", count: Self.count / 2) + String(repeating: " ^ D(2)", count: Self.count / 2))
        try app.launch(layout: layout)
        let screens = app.navigation.allScreens.map(ObjectIdentifier.init)
        app.reset()
        try app.launch(layout: layout)
        #expect(Set(app.navigation.allScreens.map(ObjectIdentifier.init)) == Set(screens), "every screen reused")
        #expect(app.layout.description == layout.description)
        #expect(app.sparesVisited <= 4 * Self.count, "\(app.sparesVisited) spares looked at")
    }

    @Test("pushing and popping 20,000 times leaves the responder chain as long as the stack")
    func pushesAndPopsLeaveNoTrail() throws {
        let app = SimulatedApp(model: try Self.model())
        try app.launch(layout: try NavigationLayout.parse("Inbox > C(1)"))
        let pushed = try StackDescription.parse("C(2)")
        for _ in 0..<Self.count {
            _ = try app.navigate(.push(pushed))
            _ = try app.navigate(.pop(1))
        }
        #expect(app.layout.description == "Inbox > C(1)")
        #expect(app.navigation.top.responders.entryCount == 1, "C(1) alone responds")
        #expect(app.navigation.respondersTopFirst.map(\.responderName) == ["C(1)"])
    }
}
