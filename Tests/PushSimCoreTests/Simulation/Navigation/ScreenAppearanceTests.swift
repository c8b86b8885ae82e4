import Testing

@testable import PushSimCore

/// Screens that appear and disappear (version 3; docs/app-model.md, "Screens that appear"):
/// judged by the visible screen before and after a step, in the foreground only.
@Suite("Screens that appear")
@MainActor
struct ScreenAppearanceTests {
    private static let model = #"""
        {"schemaVersion": 3, "app": {"name": "Rooms"}, "state": {"seen": 0},
         "events": {"m": {"hierarchy": "Home"}},
         "screens": {"Home": {}, "Room": {"onAppear": [{"setState": {"seen": {"+": [{"var": "state.seen"}, 1]}}}],
                                          "onDisappear": [{"setState": {"seen": -1}}]}},
         "launch": {"stack": "Home"}}
        """#

    private func app() throws -> SimulatedApp {
        let app = SimulatedApp(model: try AppModelLoader.load(bytes: Array(Self.model.utf8), source: .flag("m.json")).model)
        try app.launch(stack: nil)
        return app
    }

    private func labels(_ effects: [HandlerEffect]) -> [String] { effects.map { "\($0.label): \($0.summary)" } }

    @Test func aScreenThatBecomesVisibleAppearsAndTheOneItCoversDisappears() async throws {
        let app = try app()
        var shown = app.visibleScreenBeforeStep(in: .active)
        _ = try app.navigate(.push(try StackDescription.parse("Room(r1)")))
        #expect(labels(await app.runScreenHooks(since: shown, in: .active)) == ["Room(r1) appeared: state seen = 1"])
        shown = app.visibleScreenBeforeStep(in: .active)
        _ = try app.navigate(.pop(1))
        #expect(labels(await app.runScreenHooks(since: shown, in: .active)) == ["Room(r1) disappeared: state seen = -1"])
    }

    @Test func nothingAppearsWhileTheScreenStaysOrTheAppIsInTheBackground() async throws {
        let app = try app()
        _ = try app.navigate(.push(try StackDescription.parse("Room(r1)")))
        // Back from the background: the same screen, which UIKit does not make appear again.
        let before = app.visibleScreenBeforeStep(in: .background)
        #expect(await app.runScreenHooks(since: before, in: .active).isEmpty)
        // Navigated while the app is in the background: nothing is on screen to appear.
        let hidden = app.visibleScreenBeforeStep(in: .background)
        _ = try app.navigate(.push(try StackDescription.parse("Room(r2)")))
        #expect(await app.runScreenHooks(since: hidden, in: .background).isEmpty)
    }

    @Test func aModelWithoutHooksLooksAtNothing() throws {
        let plain = SimulatedApp(model: try fixtureApp("mattermost"))
        #expect(plain.visibleScreenBeforeStep(in: .active) == nil)
    }
}
