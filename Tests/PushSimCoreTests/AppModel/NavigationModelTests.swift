import Testing
import TestSupport

@testable import PushSimCore

/// A tab bar, modal policies and parameter defaults in an app model: read, and each mistake
/// rejected at load at its place (docs/app-model.md, "Tabs and modals", "Errors and warnings").
@Suite("Navigation and parameter defaults in app models")
struct NavigationModelTests {
    private static let base = #"""
        {"schemaVersion": 2, "app": {"name": "Chatter"},
         "parameters": {"root": {"key": "root_id", "default": {"parameter": "post"}}, "post": "post_id"},
         "navigation": {"tabs": ["Inbox", "Search"], "onModal": "dismiss"},
         "events": {"message": {"hierarchy": "Inbox > Thread(:root)", "onModal": "presentOver"}},
         "screens": {"Inbox": {}, "Search": {}, "Thread": {}},
         "launch": {"stack": "Search | Inbox > Thread(r1)"}}
        """#

    private func problems(_ text: String) -> [String] {
        do {
            _ = try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("app.json"))
            return []
        } catch {
            return error.issues.map { "\($0.pointer?.description ?? ""): \($0.message)" }
        }
    }

    @Test func aTabBarAndPoliciesAreRead() throws {
        let model = try AppModelLoader.load(bytes: Array(Self.base.utf8), source: .flag("app.json")).model
        #expect(model.navigation == NavigationRules(tabs: ["Inbox", "Search"], onModal: .dismiss))
        #expect(model.events.first?.onModal == .presentOver)
        #expect(model.launch.layout.fullDescription == "Search | Inbox > Thread(r1)")
    }

    @Test func aDefaultFromAnotherParameterFollowsIt() throws {
        let model = try AppModelLoader.load(bytes: Array(Self.base.utf8), source: .flag("app.json")).model
        let payload = try JSONDecoding.decode(Array(#"{"post_id": "p7"}"#.utf8))
        #expect(try model.parameters.resolve(payload: payload, state: [:]).get() == ["root": "p7", "post": "p7"])
        let both = try JSONDecoding.decode(Array(#"{"post_id": "p7", "root_id": "r1"}"#.utf8))
        #expect(try model.parameters.resolve(payload: both, state: [:]).get() == ["root": "r1", "post": "p7"])
    }

    @Test func aScreenInTwoTabsIsRejected() {
        #expect(problems(Self.base.replacing(#"["Inbox", "Search"]"#, with: #"["Inbox", "Search", "Inbox"]"#)).contains(
            #"/navigation/tabs/2: screen "Inbox" is already the root of tab 1: a tab is named by its root screen, so a screen can be the root of one tab only"#))
    }

    @Test func aTabsRootInsideAHierarchyIsRejected() {
        #expect(problems(Self.base.replacing("Inbox > Thread(:root)", with: "Inbox > Search > Thread(:root)")).contains(
            "/events/message/hierarchy: Search is the root of a tab: it can start a hierarchy (which then opens in that tab), not stand inside one"))
    }

    @Test func aLaunchLayoutThatDoesNotFitTheTabsIsRejected() {
        #expect(problems(Self.base.replacing("Search | Inbox > Thread(r1)", with: "Thread(r1) | Inbox")).contains(
            #"/launch/stack: "Thread(r1)": Thread is not the root of a tab; Chatter's tabs start at Inbox, Search"#))
        #expect(problems(Self.base.replacing("Search | Inbox > Thread(r1)", with: "Search | Search")).contains(
            "/launch/stack: the Search tab is given twice"))
    }

    @Test func launchTabsAndATabBarTogetherAreRejected() {
        let found = problems(Self.base.replacing(#""launch": {"#, with: #""launch": {"tabs": [{"screen": "Search"}], "#))
        #expect(found.contains { $0.hasPrefix("/launch/tabs: \"launch.tabs\" (screens in memory beside one stack) and a tab bar") })
    }

    @Test func aCycleOfDefaultsIsRejected() {
        let found = problems(Self.base.replacing(#""post": "post_id""#, with: #""post": {"key": "post_id", "default": {"parameter": "root"}}"#))
        #expect(found.contains("/parameters/root/default: the defaults go round in a cycle (root → post → root): one of them needs a value of its own"))
    }

    @Test func anUndeclaredDefaultParameterIsNamedWithTheNearest() {
        #expect(problems(Self.base.replacing(#"{"parameter": "post"}"#, with: #"{"parameter": "pots"}"#)).contains(
            #"/parameters/root/default: "pots" is not a declared parameter (did you mean "post"?)"#))
    }

    @Test func aMisspelledPolicyIsNamedWithTheNearest() {
        #expect(problems(Self.base.replacing(#""onModal": "presentOver""#, with: #""onModal": "presentover""#)).contains(
            #"/events/message/onModal: onModal "presentover" is not one of dismiss, presentOver, keep (did you mean "presentOver"?)"#))
    }

    @Test func navigationNeedsVersion2() {
        let found = problems(#"{"schemaVersion": 1, "app": {"name": "X"}, "navigation": {"tabs": ["S"]}, "events": {"e": {"hierarchy": "S", "onModal": "keep"}}, "screens": {"S": {}}}"#)
        #expect(found.contains(#"/navigation: "navigation" needs "schemaVersion": 2"#))
        #expect(found.contains(#"/events/e/onModal: "onModal" needs "schemaVersion": 2"#))
    }
}
