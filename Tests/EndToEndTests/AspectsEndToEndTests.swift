#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

/// Aspects that combine (version 3; docs/app-model.md, "Dispatch", "Presentation chosen on its
/// own", "Destinations chosen on their own", "Handlers that decide"): a push without an event
/// type is what it holds; presentation, destination and handlers are each decided by their own
/// conditions, so no model needs a variant per combination.
@Suite("Aspects that combine")
struct AspectsEndToEndTests {
    private let data = "Tests/EndToEndTests/Data/aspects/"

    @Test func aPushIsWhatItHoldsAndEachAspectIsDecidedApart() throws {
        let run = try Binary.run(["scenario", data + "dispatch-and-aspects.scenario.json"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("1. push (inline payload): presented [banner, list, badge] \"Garage open\" by the app's default, rule 1"))
        #expect(run.stdout.contains("2. push (inline payload): presented [banner, list, sound] \"Doorbell\" by the app's default, rule 2"))
        #expect(run.stdout.contains("4. push (inline payload), tap default: routed Home > Dashboard"))
        #expect(run.stdout.contains("5. push (inline payload), tap default: routed Home > WebView"))
        #expect(run.stdout.contains("7. push (inline payload): background (no UI) [contentAvailable: cleared 1 delivered]"))
        #expect(run.stdout.contains("8. push (inline payload): background (no UI) [contentAvailable: state badgeCount = 1]"))
    }

    /// `validate --app` reads a push without an event type as the dispatch rules say, as a
    /// delivery does: no "unknown event" for it, and its destination is checked.
    @Test func validateDispatchesAsADeliveryDoes() throws {
        let scratch = try scratchDirectory("aspects-validate")
        try writeText(#"{"aps": {"alert": "Energy"}, "url": "/lovelace/energy"}"#, to: scratch + "/link.json")
        let run = try Binary.run(["validate", scratch + "/link.json", "--app", data + "home-app.json"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let deliver = try Binary.run(["deliver", scratch + "/link.json", "--app", data + "home-app.json", "--state", "background", "--trace"])
        #expect(deliver.stdout.contains("routed Home > Dashboard"), "\(deliver.stdout)")
        #expect(deliver.stdout.contains("no event type in the payload: dispatch rule 2 holds, so it is link"))
    }

    /// A local notification's userInfo is read as a push's payload is, dispatch rules included:
    /// without them it has no event, and a tap routes nowhere.
    @Test func aLocalNotificationIsDispatchedAsAPushIs() throws {
        let run = try Binary.run(["scenario", data + "local-dispatch.scenario.json"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("3. [1000 ms] tap identifier later: routed Home > Dashboard"))
    }

    @Test func versionThreeAspectsNeedVersionThree() throws {
        let run = try Binary.run(["route", "home://x", "--app", data + "version-two-app.json"])
        #expect(run.status == 5)
        #expect(run.stderr == """
            \(data)version-two-app.json:4:15: error: "dispatch" needs "schemaVersion": 3 [/dispatch]
            \(data)version-two-app.json:5:34: error: presentation rules (objects with "when" and "options" or "from") need "schemaVersion": 3 [/foreground/presentation]
            \(data)version-two-app.json:9:23: error: "destinations" needs "schemaVersion": 3 [/events/plain/destinations]
            \(data)version-two-app.json:10:35: error: "if" needs "schemaVersion": 3 [/events/plain/handlers/tap/0/if]
            pushsim: the app model \(data)version-two-app.json cannot be used (4 errors)

            """)
    }

    @Test func mistakesAreRefusedAtTheirPlace() throws {
        let run = try Binary.run(["route", "home://x", "--app", data + "broken-app.json"])
        #expect(run.status == 5)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains(data + #"broken-app.json:4:58: error: event "lnk" is not declared in "events" [/dispatch/0/event]"#))
        #expect(lines.contains(data + #"broken-app.json:5:67: error: a presentation rule answers with "options" or "from", not both [/foreground/presentation/0/from]"#))
        #expect(lines.contains(data + #"broken-app.json:9:52: error: screen "Dashbord" is not declared in "screens" (did you mean "Dashboard"?) [/events/plain/destinations/0/hierarchy]"#))
        #expect(lines.contains(data + #"broken-app.json:10:35: error: "if" needs "when": the condition that decides [/events/plain/handlers/tap/0/if/when]"#))
        #expect(lines.contains(data + #"broken-app.json:10:107: error: unknown action "iff" (an action is one of setBadge, clearDelivered, refresh, post, setState, if, postLocal, navigate) (did you mean "if"?) [/events/plain/handlers/tap/2/iff]"#))
        #expect(lines.last == "pushsim: the app model \(data)broken-app.json cannot be used (8 errors)")
    }
}
