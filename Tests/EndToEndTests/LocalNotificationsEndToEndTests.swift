#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

/// Local notifications and deferred app code (version 3; docs/app-model.md, "Local
/// notifications", "After presentation", "Handler navigation"): a snooze that delivers the
/// notification again on the scenario's clock, a failed reply's local notification, the badge
/// update after `willPresent`, a confirmation before a URL opens, a handler that replaces the
/// window's root — run as a user runs them.
@Suite("Local notifications and deferred app code")
struct LocalNotificationsEndToEndTests {
    private let data = "Tests/EndToEndTests/Data/local-notifications/"

    @Test func aSnoozedNotificationIsDeliveredAgainFifteenMinutesLaterAndOpensItsRoom() throws {
        let run = try Binary.run(["scenario", data + "snooze.scenario.json"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains(#"2. [0 ms] tap latest, action SNOOZE: action-handled SNOOZE (the app stays on Rooms) [action: local "msg-1" requested, delivered at 900000 ms]"#))
        #expect(run.stdout.contains("3. [899999 ms] wait 899999 ms: nothing is loading\n  4."))
        #expect(run.stdout.contains(#"     local "msg-1" at 900000 ms: banner "Ada — lunch?", not tapped"#))
        #expect(run.stdout.contains("5. [900000 ms] tap identifier msg-1: routed Rooms > Chat(r1)"))
    }

    /// The snooze must wait: an expectation that it is already back one millisecond early fails.
    @Test func aSnoozeDeliveredTooEarlyIsAFailedExpectation() throws {
        let scratch = try scratchDirectory("local-early")
        var text = try readText(repositoryRoot + "/" + data + "snooze.scenario.json")
        text = text.replacingOccurrences(of: #"{"wait": 899999, "expect": {"delivered": [], "local": []}}"#, with: #"{"wait": 899999, "expect": {"local": ["msg-1 at 899999 ms: banner"]}}"#)
        text = text.replacingOccurrences(of: #""app": "talk-app.json""#, with: #""app": "\#(repositoryRoot)/\#(data)talk-app.json""#)
        text = text.replacingOccurrences(of: #""push": "chat-r1.json""#, with: #""push": "\#(repositoryRoot)/\#(data)chat-r1.json""#)
        try writeText(text, to: scratch + "/s.scenario.json")
        let run = try Binary.run(["scenario", scratch + "/s.scenario.json"])
        #expect(run.status == 4, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains(#"local: expected ["msg-1 at 899999 ms: banner"], got []"#))
    }

    @Test func aFailedReplyPostsMessageFailedToSendAtOnce() throws {
        let run = try Binary.run(["scenario", data + "failed-reply.scenario.json"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains(#"     local "failed-r1" at 0 ms: banner "Message failed to send. — on my way", not tapped"#))
        #expect(run.stdout.contains("3. tap identifier failed-r1: routed Rooms > Chat(r1)"))
    }

    @Test func aLocalNotificationsRecordSaysItIsLocal() throws {
        let run = try Binary.run(["scenario", data + "failed-reply.scenario.json", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let step = try record(try #require(run.stdoutLines.dropFirst().first))
        let local = try #require(step["local"]?.arrayValue?.first?.objectValue)
        #expect(local["identifier"] == .string("failed-r1"))
        #expect(local["at"] == .integer(0))
        let notification = local["delivery"]?.objectValue?["notification"]?.objectValue
        #expect(notification?["requestIdentifier"] == .string("failed-r1"))
        #expect(notification?["local"] == .bool(true))
    }

    @Test func afterPresentationRunsOnlyInTheForegroundAfterWillPresent() throws {
        let run = try Binary.run(["scenario", data + "after-presentation.scenario.json", "--trace"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains(#"1. push chat-r1.json: presented [banner, list, sound] "Ada — lunch?" by the app's default [afterPresentation: cleared 1 delivered, badge 5 → 0]"#))
        // After the answer: the trace has willPresent's answer before the handlers.
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let answer = try #require(lines.firstIndex { $0.contains("willPresent answers [banner, list, sound]") })
        let after = try #require(lines.firstIndex { $0.contains("afterPresentation: clearDelivered: cleared 1 delivered") })
        #expect(answer < after)
    }

    @Test func openURLIsConfirmedBeforeThePageOpens() throws {
        let run = try Binary.run(["scenario", data + "confirm-open-url.scenario.json"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("2. confirm cancel: confirmation-cancelled: the user cancels OpenURL: it is dismissed and nothing opens; the app shows Rooms"))
        #expect(run.stdout.contains("5. confirm accept: routed Web(https://cam.example/door) [tap: state sendFails = false]"))
    }

    /// A `confirm` step with nothing to answer is a step that cannot be done.
    @Test func aConfirmStepWithNoConfirmationCannotBeDone() throws {
        let scratch = try scratchDirectory("local-confirm")
        try writeText(
            #"{"schemaVersion": 1, "app": "\#(repositoryRoot)/\#(data)talk-app.json", "start": {"state": "active"}, "steps": [{"confirm": "accept"}]}"#,
            to: scratch + "/s.scenario.json")
        let run = try Binary.run(["scenario", scratch + "/s.scenario.json"])
        #expect(run.status == 4, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("s.scenario.json:1:") && run.stdout.contains(": no confirmation is pending: no opening handler presented one (it shows Rooms)"))
        try writeText(#"{"schemaVersion": 1, "app": "x.json", "steps": [{"confirm": "acept"}]}"#, to: scratch + "/t.scenario.json")
        let wrong = try Binary.run(["scenario", scratch + "/t.scenario.json"])
        #expect(wrong.status == 5)
        #expect(wrong.stderr.contains(#"error: "confirm" is the user's answer to the app's confirmation, "accept" or "cancel", not "acept" (did you mean "accept"?) [/steps/0/confirm]"#))
    }

    @Test func aHandlerReplacesTheWindowsRoot() throws {
        let run = try Binary.run(["scenario", data + "root-login.scenario.json"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("routed Login [tap: the window's root is now Login; the screens it showed are released]"))
    }

    /// An app that requests a local notification each time one arrives never stops: the step
    /// stops it after 100 and says why.
    @Test func aLoopOfLocalNotificationsStopsTheStep() throws {
        let scratch = try scratchDirectory("local-loop")
        try writeText(
            #"""
            {"schemaVersion": 3, "app": {"name": "Loop"}, "payload": {"eventTypeKey": "type"},
             "foreground": {"presentation": ["list"]},
             "events": {"ping": {"hierarchy": "Home", "handlers": {"receive": [{"postLocal": {"title": "again", "userInfo": {"type": "ping"}}}]}}},
             "screens": {"Home": {}}}
            """#, to: scratch + "/loop.json")
        try writeText(
            #"{"schemaVersion": 1, "app": "loop.json", "start": {"state": "active"}, "steps": [{"push": {"aps": {"alert": "hi"}, "type": "ping"}}]}"#,
            to: scratch + "/s.scenario.json")
        let run = try Binary.run(["scenario", scratch + "/s.scenario.json"])
        #expect(run.status == 4, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("more than 100 local notifications were due in this step: the app requests them in a loop; pushsim stops there"))
        #expect(run.stdout.components(separatedBy: "     local ").count - 1 == 100)
    }

    @Test func versionThreeKeysNeedVersionThree() throws {
        let run = try Binary.run(["route", "talk://x", "--app", data + "version-two-app.json"])
        #expect(run.status == 5)
        #expect(run.stderr == """
            \(data)version-two-app.json:8:34: error: "postLocal" needs "schemaVersion": 3 [/events/chat/handlers/action/0/postLocal]
            \(data)version-two-app.json:8:103: error: "pending" needs "schemaVersion": 3 [/events/chat/handlers/action/1/clearDelivered/pending]
            \(data)version-two-app.json:9:30: error: "afterPresentation" needs "schemaVersion": 3 [/events/chat/handlers/afterPresentation]
            \(data)version-two-app.json:10:30: error: "navigate" needs "schemaVersion": 3 [/events/chat/handlers/tap/0/navigate]
            pushsim: the app model \(data)version-two-app.json cannot be used (4 errors)

            """)
    }
}
