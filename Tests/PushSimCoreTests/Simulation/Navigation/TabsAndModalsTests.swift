import Testing
import TestSupport

@testable import PushSimCore

/// Tabs with a stack each, modals over them, and where an opened notification goes
/// (docs/app-model.md, "Tabs and modals"), with Tests/EndToEndTests/Data/tabs-app.json: tabs
/// Inbox, Search, Profile; `onModal` dismiss for the app, keep for `follower`, presentOver for
/// `call`, whose hierarchy is no tab's root.
@Suite("Tabs and modals")
@MainActor
struct TabsAndModalsTests {
    static func model(_ edit: (String) -> String = { $0 }) throws -> AppModel {
        let path = "Tests/EndToEndTests/Data/tabs-app.json"
        return try AppModelLoader.load(bytes: Array(edit(try readRepositoryFile(path)).utf8), source: .flag(path)).model
    }

    static let message = #"{"aps":{"alert":"Hi"},"type":"message","id":"1"}"#
    static let follower = #"{"aps":{"alert":"New follower"},"type":"follower"}"#
    static let call = #"{"aps":{"alert":"Ring"},"type":"call","id":"9"}"#

    @Test func launchSelectsTheFirstTabAndCreatesTheOthersUnshown() throws {
        let app = SimulatedApp(model: try Self.model())
        try app.launch()
        #expect(app.layout.description == "Inbox")
        #expect(app.navigation.tabStacks.map(\.description) == ["Inbox", "Search", "Profile"])
        #expect(app.navigation.tabs[1].stack.first?.viewLoaded == false)
    }

    @Test func openingANotificationSelectsTheTabItsHierarchyStartsAt() async throws {
        let report = try await deliver(Self.message, to: Self.model(), state: .background, stack: "Search | Inbox > Conversation(2)")
        #expect(report.outcome == .routed)
        #expect(report.stackBefore.description == "Search")
        #expect(report.stackAfter.description == "Inbox > Conversation(1)")
        #expect(report.tabsAfter?.map(\.description) == ["Inbox > Conversation(1)", "Search", "Profile"])
        #expect(report.trace.contains { $0.detail == "switches from the Search tab to the Inbox tab" })
    }

    @Test func aModalIsDismissedKeptOrPresentedOverAsDeclared() async throws {
        let model = try Self.model()
        let dismissed = try await deliver(Self.message, to: model, state: .background, stack: "Search ^ Compose")
        #expect(dismissed.stackAfter.description == "Inbox > Conversation(1)")
        #expect(dismissed.trace.contains { $0.detail == "dismisses the modal Compose first (onModal: dismiss)" })
        let kept = try await deliver(Self.follower, to: model, state: .background, stack: "Search ^ Compose")
        #expect(kept.stackAfter.description == "Profile > Followers ^ Compose")
        let over = try await deliver(Self.call, to: model, state: .background, stack: "Search ^ Compose")
        #expect(over.stackAfter.description == "Search ^ Compose ^ Call(9)")
    }

    @Test func aHierarchyThatStartsAtNoTabsRootIsPresentedModally() async throws {
        let report = try await deliver(Self.call, to: Self.model(), state: .background, stack: "Profile > Followers")
        #expect(report.stackAfter.description == "Profile > Followers ^ Call(9)")
        #expect(report.trace.contains { $0.detail == "presents Call(9) modally: Call is not the root of a tab" })
    }

    @Test func onlyTheSelectedTabAndTheModalsRespond() async throws {
        let model = try Self.model()
        // Conversation(1) in a tab behind the tab bar is not in the responder chain.
        let behind = try await deliver(Self.message, to: model, state: .background, stack: "Search | Inbox > Conversation(1)")
        #expect(behind.outcome == .routed)
        let selected = try await deliver(Self.message, to: model, state: .background, stack: "Inbox > Conversation(1) | Search")
        #expect(selected.outcome == .handled)
        #expect(selected.handledBy == "Conversation(1)")
    }

    @Test func theVisibleScreenIsTheTopModalsTop() async throws {
        // Compose suppresses everything while visible; Conversation(3) beneath suppresses nothing for 1.
        let overModal = try await deliver(Self.message, to: Self.model(), state: .active, stack: "Inbox > Conversation(3) ^ Compose")
        #expect(overModal.outcome == .suppressed)
        #expect(overModal.suppressedBy == "Compose")
        let underModal = try await deliver(Self.message, to: Self.model(), state: .active, stack: "Inbox ^ Compose ^ Call(4)")
        #expect(underModal.outcome == .presented)
    }

    @Test func conditionsReadTheSelectedTabAndTheModal() async throws {
        let model = try Self.model {
            $0.replacing(#""foreground": {"presentation": ["banner", "sound"]}"#, with: #"""
                "foreground": {"presentation": ["banner", "sound"], "toast": {"and": [{"==": [{"var": "state.tab"}, "Search"]}, {"!": {"var": "state.modal"}}]}}
                """#)
        }
        #expect(try await deliver(Self.message, to: model, state: .active, stack: "Search").appToast == true)
        #expect(try await deliver(Self.message, to: model, state: .active, stack: "Inbox").appToast == false)
        #expect(try await deliver(Self.message, to: model, state: .active, stack: "Search ^ Call(2)").appToast == false)
    }

    @Test func theTapOnAColdAppLaunchesItOnItsLaunchLayout() async throws {
        let report = try await deliver(Self.follower, to: Self.model(), state: .notRunning)
        #expect(report.trace.contains { $0.detail == "the tap launches the app: Inbox" })
        #expect(report.stackAfter.description == "Profile > Followers")
    }

    @Test func loggedOutTheLoginScreensReplaceTheTabBar() async throws {
        let model = try Self.model {
            $0.replacing(#""foreground": {"#, with: #""state": {"loggedIn": false}, "session": {"login": "Welcome"}, "foreground": {"#)
                .replacing(#""Call": {}"#, with: #""Call": {}, "Welcome": {}"#)
        }
        let report = try await deliver(Self.message, to: model, state: .background, stack: "Search | Inbox ^ Compose")
        #expect(report.outcome == .loginRequired)
        #expect(report.stackAfter.description == "Welcome")
        #expect(report.tabsAfter == nil)
    }
}
