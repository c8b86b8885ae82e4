#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

/// Actions with their own destination, and actions the notification carries (version 3;
/// docs/app-model.md, "Actions"): a camera action opens the camera, not where the push leads;
/// the buttons a push names are the ones the user can choose.
@Suite("Actions with destinations")
struct ActionsEndToEndTests {
    private let data = "Tests/EndToEndTests/Data/actions/"

    private func deliver(_ payload: String, tap: String) throws -> String {
        let run = try Binary.run(["deliver", data + payload, "--app", data + "home-app.json", "--state", "background", "--tap", tap])
        return run.stdout
    }

    @Test func anActionOpensItsOwnDestination() throws {
        #expect(try deliver("camera-motion.json", tap: "default") == "\(data)camera-motion.json: routed Home\n")
        #expect(try deliver("camera-motion.json", tap: "OPEN_CAMERA") == "\(data)camera-motion.json: routed Home > Camera(camera.front)\n")
        #expect(try deliver("camera-motion.json", tap: "SILENCE") == "\(data)camera-motion.json: action-handled SILENCE (the app stays on Home)\n")
    }

    @Test func theNotificationCarriesItsActionsAndTheirURLs() throws {
        #expect(try deliver("dynamic-actions.json", tap: "default") == "\(data)dynamic-actions.json: routed Home > Dashboard(energy)\n")
        #expect(try deliver("dynamic-actions.json", tap: "OPEN_CAMERAS") == "\(data)dynamic-actions.json: routed Home > Camera(garage)\n")
        #expect(try deliver("dynamic-actions.json", tap: "DISMISS_ALERT") == "\(data)dynamic-actions.json: action-handled DISMISS_ALERT (the app stays on Home)\n")
        #expect(
            try deliver("dynamic-actions.json", tap: "NOPE")
                == "\(data)dynamic-actions.json: unknown-action: category DYNAMIC has no action \"NOPE\" (it has OPEN_CAMERAS, DISMISS_ALERT)\n")
    }

    /// From Notification Center too, later: each notification keeps its own buttons.
    @Test func aScenarioActsOnEachNotificationsOwnActions() throws {
        let run = try Binary.run(["scenario", data + "camera-then-dynamic.scenario.json"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("3. tap push 1, action OPEN_CAMERA: routed Home > Camera(camera.front)"))
        #expect(run.stdout.contains("5. tap push 2, action OPEN_CAMERAS: routed Home > Camera(garage)"))
    }

    @Test func mistakesAreRefusedAtTheirPlace() throws {
        let run = try Binary.run(["route", "homeassistant://x", "--app", data + "broken-app.json"])
        #expect(run.status == 5)
        #expect(run.stderr == """
            \(data)broken-app.json:6:54: error: an action that stays in the background opens nothing: a "destination" needs "foreground": true [/categories/CAMERA/actions/0/destination]
            \(data)broken-app.json:6:68: error: screen "Camra" is not declared in "screens" (did you mean "Camera"?) [/categories/CAMERA/actions/0/destination/hierarchy]
            \(data)broken-app.json:7:70: error: a "destination" is one of "url" (a URL the app's router reads) or "hierarchy" [/categories/CAMERA/actions/1/destination]
            \(data)broken-app.json:9:32: error: "list" is required: where the notification carries its actions, as {"var": "payload.actions"} [/categories/DYNAMIC/actionsFrom/list]
            pushsim: the app model \(data)broken-app.json cannot be used (4 errors)

            """)
        let older = try Binary.run(["route", "homeassistant://x", "--app", data + "version-two-app.json"])
        #expect(older.status == 5)
        #expect(older.stderr.contains(#"error: "destination" needs "schemaVersion": 3 [/categories/CAMERA/actions/0/destination]"#))
        #expect(older.stderr.contains(#"error: "actionsFrom" needs "schemaVersion": 3 [/categories/DYNAMIC/actionsFrom]"#))
    }
}
