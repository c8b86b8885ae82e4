import Testing

@testable import PushSimCore

/// `content-available: 1` beside an alert, a sound or a badge is an alert push that also wakes
/// the app; only a push of type background must carry nothing visible (docs/delivery.md,
/// "Silent pushes, and content-available with an alert"; docs/validation.md).
@Suite("content-available with visible content")
struct ContentAvailableRuleTests {
    static let visible = [
        #"{"aps":{"alert":"Synced","content-available":1}}"#,
        #"{"aps":{"badge":4,"content-available":1}}"#,
        #"{"aps":{"sound":"default","content-available":1}}"#,
    ]

    @Test(arguments: visible)
    func isAValidAlertPushInferredOrGiven(payload: String) {
        let inferred = check(payload)
        #expect(inferred.verdict == .valid, "got \(inferred.findings)")
        #expect(inferred.headers?.pushType == .alert)
        for priority in ["10", "5"] {
            let given = check(payload, headers: RequestHeaders(pushType: "alert", priority: priority))
            #expect(given.verdict == .valid, "priority \(priority): got \(given.findings)")
            #expect(given.diagnostics.isEmpty)
        }
    }

    @Test(arguments: visible)
    func isStillRejectedAsABackgroundPush(payload: String) {
        let result = check(payload, headers: RequestHeaders(pushType: "background", priority: "5"))
        #expect(result.verdict == .invalid)
        #expect(result.errors == ["BackgroundPushNotSilent@/aps"], "got \(result.findings)")
    }
}
