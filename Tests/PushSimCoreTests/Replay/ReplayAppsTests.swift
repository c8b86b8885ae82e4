import Testing
import TestSupport

@testable import PushSimCore

/// A replay worker resets one app per model instead of building one per payload
/// (docs/performance.md, "Delivery on the workers"): what each delivery does must be exactly
/// what a fresh app would do.
@Suite("A replay worker's reused apps")
struct ReplayAppsTests {
    /// Every fixture payload, in every state, with and without a tap, a badge, a Focus and
    /// changed state values, delivered one after another to one reused app of each fixture
    /// model, compared with the same delivery to a fresh app: the whole report, trace included.
    @Test(arguments: ["genius", "glucose-alarm", "mattermost", "taskrabbit", ""])
    func aResetAppDeliversAsAFreshOneDoes(app name: String) async throws {
        let model = name.isEmpty ? AppModel.builtInDefault : try fixtureApp(name)
        let payloads = FileWalker(paths: [repositoryRoot + "/fixtures"]).map(\.path)
        #expect(payloads.count > 100)
        let apps = ReplayApps()
        let resolved = AppModelCache.Resolved(key: name, model: model)
        var compared = 0
        for (index, path) in payloads.enumerated() {
            let check = PayloadChecker().check(.path(path))
            let state = AppState.allCases[index % AppState.allCases.count]
            let tap: TapAction? = index % 3 == 0 ? TapAction.none : nil
            let badge: Int64? = index % 4 == 0 ? Int64(index % 7) : nil
            let device = DeviceSettings(focus: index % 5 == 0)
            let stateValues = index % 2 == 0 ? model.state.prefix(1).map { (name: $0.key, value: JSONValue.string("changed")) } : []
            func delivered(to app: SimulatedApp) async -> String {
                app.prepare(state: state, stack: nil, badge: badge, trace: true, stateValues: stateValues, device: device)
                let report = await app.receive(.push(check), state: state, tap: tap)
                // The report, and what the app holds afterwards.
                return JSONWriter.string(DeliveryJSON.record(report, app: model))
                    + "\n\(app.layout) badge \(String(describing: app.badge)) state \(JSONWriter.string(.object(app.state.object)))"
                    + "\ngroups \(app.notificationGroups) clock \(app.clock) loading \(app.loadingScreens)"
                    + "\ndelegates \(app.center.liveDelegates.map(\.delegateName)) observers \(app.center.messages.observerCount)"
            }
            let fresh = await delivered(to: SimulatedApp(model: model))
            let reused = await delivered(to: apps.freshApp(of: resolved))
            #expect(reused == fresh, "\(path) in \(state)")
            compared += 1
        }
        #expect(compared == payloads.count)
    }

    /// A reset app builds no screens it already had (docs/performance.md, "Delivery
    /// internals"): its launch takes back the same objects, registered exactly once, as a
    /// fresh app's are; a screen set aside and not taken back observes nothing.
    @Test func aResetAppReusesItsScreens() throws {
        let model = try fixtureApp("genius")
        let app = SimulatedApp(model: model)
        try app.launch(stack: StackDescription.parse("Inbox > Conversation(7)"))
        let held = app.navigation.allScreens
        app.reset()
        try app.launch(layout: nil)
        let fresh = SimulatedApp(model: model)
        try fresh.launch(layout: nil)
        #expect(app.layout == fresh.layout)
        #expect(app.navigation.allScreens.allSatisfy { screen in held.contains { $0 === screen } })
        #expect(app.center.messages.observerCount == fresh.center.messages.observerCount)
        #expect(app.center.liveDelegates.map(\.delegateName) == fresh.center.liveDelegates.map(\.delegateName))
    }

    /// A worker keeps an app only while its model is held elsewhere (the model cache, a file
    /// not yet reported): a model the walk has left is freed with its last file, not kept by
    /// the worker's app (docs/guarantees.md, "Amplification").
    @Test func anAppIsLetGoWithItsModel() throws {
        let apps = ReplayApps()
        var genius: AppModelCache.Resolved? = AppModelCache.Resolved(key: "genius", model: try fixtureApp("genius"))
        weak let geniusApp = apps.freshApp(of: genius!)
        let mattermost = AppModelCache.Resolved(key: "mattermost", model: try fixtureApp("mattermost"))
        #expect(apps.freshApp(of: genius!) === geniusApp)
        _ = apps.freshApp(of: mattermost)
        #expect(geniusApp != nil)
        genius = nil
        apps.release()
        #expect(geniusApp == nil)
        // A model loaded again under the same key gets an app of its own.
        let again = AppModelCache.Resolved(key: "mattermost", model: try fixtureApp("mattermost"))
        #expect(apps.freshApp(of: again) !== apps.freshApp(of: mattermost))
    }
}
