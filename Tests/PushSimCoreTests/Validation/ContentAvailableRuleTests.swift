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

    /// APNs has no rejection for what `aps` holds (none of its 400 reasons is about the payload's
    /// content, docs/validation.md): a relay that sends `{"aps":{"badge":N,"content-available":1}}`
    /// as push type background (Home Assistant's, docs/validation.md, "BackgroundPushNotSilent")
    /// gets its push through. So a warning that names what iOS does with the extra keys.
    @Test(arguments: visible)
    func isAWarningAsABackgroundPushThatNamesWhatIOSDoesWithIt(payload: String) throws {
        let result = check(payload, headers: RequestHeaders(pushType: "background", priority: "5"))
        #expect(result.verdict == .valid, "got \(result.findings)")
        #expect(result.errors.isEmpty)
        #expect(result.warnings == ["BackgroundPushNotSilent@/aps"], "got \(result.findings)")
        let message = try #require(result.diagnostics.first { $0.reason == .backgroundPushNotSilent }).message
        #expect(message.contains("APNs accepts it"))
        #expect(message.contains("the app wakes in the background"))
        if payload.contains("badge") { #expect(message.contains("iOS does not set the badge"), "\(message)") }
        if payload.contains("alert") { #expect(message.contains("iOS shows no alert"), "\(message)") }
        if payload.contains("sound") { #expect(message.contains("iOS plays no sound"), "\(message)") }
    }
}
