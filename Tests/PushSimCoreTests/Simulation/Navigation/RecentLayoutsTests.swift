import Testing
import TestSupport

@testable import PushSimCore

/// A navigation controller hands out a description of its stack made before, and the app's
/// navigation a layout made before, while they still describe what is on screen
/// (docs/performance.md, "Delivery internals"). Every one must be what
/// describing the screens afresh gives: one reused app per model, each payload delivered over
/// launch layouts and starting stacks that change, its screens taken back with other arguments.
@Suite("Layouts made before")
struct RecentLayoutsTests {
    /// The layout as the controllers' stacks give it now, built from nothing kept.
    private func layoutAfresh(_ navigation: AppNavigation) -> NavigationLayout {
        func describe(_ controller: NavigationController) -> StackDescription { StackDescription(controller.stack.map(\.reference)) }
        let modals = navigation.modals.map(describe)
        if let root = navigation.windowRoot { return NavigationLayout(describe(root), modals: modals) }
        let others = navigation.tabRoots.isEmpty
            ? [] : navigation.tabs.indices.filter { $0 != navigation.selectedTab }.map { describe(navigation.tabs[$0]) }
        return NavigationLayout(describe(navigation.tabs[navigation.selectedTab]), otherTabs: others, modals: modals)
    }

    /// Starting stacks of the model's own screens: its launch layout, then stacks whose
    /// arguments and modals change from one payload to the next.
    private func startingLayouts(_ model: AppModel) -> [NavigationLayout?] {
        let names = model.screens.map(\.name)
        var layouts: [NavigationLayout?] = [nil]
        guard let first = names.first else { return layouts }
        let last = names.last ?? first
        for text in ["\(first)", "\(first) > \(last)(1)", "\(first) > \(last)(2)", "\(first) ^ \(last)(3)", "\(first)(9) ^ \(last)(3) ^ \(first)"] {
            layouts.append(try? NavigationLayout.parse(text))
        }
        return layouts
    }

    @Test(arguments: ["genius", "glucose-alarm", "mattermost", "taskrabbit", ""])
    func everyLayoutIsTheOneDescribedAfresh(app name: String) async throws {
        let model = name.isEmpty ? AppModel.builtInDefault : try fixtureApp(name)
        let payloads = FileWalker(paths: [repositoryRoot + "/fixtures"]).map(\.path)
        let layouts = startingLayouts(model)
        let apps = ReplayApps()
        let resolved = AppModelCache.Resolved(key: name, model: model)
        var changed = 0
        for (index, path) in payloads.enumerated() {
            let check = PayloadChecker().check(.path(path))
            let state = AppState.allCases[index % AppState.allCases.count]
            let tap: TapAction? = index % 3 == 0 ? TapAction.none : nil
            let app = apps.freshApp(of: resolved)
            app.prepare(state: state, stack: layouts[index % layouts.count], badge: nil, trace: false, stateValues: [], device: DeviceSettings())
            let before = layoutAfresh(app.navigation)
            #expect(app.layout == before, "\(path) in \(state)")
            let report = await app.receive(.push(check), state: state, tap: tap)
            let after = layoutAfresh(app.navigation)
            #expect(report.stackBefore == before, "\(path) in \(state)")
            #expect(report.stackAfter == after, "\(path) in \(state)")
            #expect(app.layout == after, "\(path) in \(state)")
            #expect(app.navigation.tabStacks == (app.navigation.tabRoots.isEmpty || app.navigation.windowRoot != nil
                ? [] : app.navigation.tabs.map { StackDescription($0.stack.map(\.reference)) }), "\(path) in \(state)")
            if before != after { changed += 1 }
        }
        // Not vacuous: deliveries do move the app somewhere. A handful per app is enough to say
        // so; the count depends on how the fixture tree's files fall on the states cycled above.
        if !name.isEmpty { #expect(changed >= 5, "only \(changed) deliveries changed the layout") }
    }

    /// A screen taken back with another argument is described with its new one.
    @Test func aScreenTakenBackWithAnotherArgumentIsDescribedWithIt() throws {
        let model = try fixtureApp("genius")
        let app = SimulatedApp(model: model)
        for argument in ["7", "8", "7", "9"] {
            app.reset()
            try app.launch(stack: StackDescription.parse("Inbox > Conversation(\(argument))"))
            #expect(app.layout.description == "Inbox > Conversation(\(argument))")
            #expect(app.stack == layoutAfresh(app.navigation).selected)
        }
    }
}
