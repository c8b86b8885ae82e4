import Testing

@testable import PushSimCore

/// A provider's message read where a payload is read (docs/providers.md, "Where provider
/// messages are read").
@Suite("Provider messages in payload checks")
struct ProviderPayloadCheckTests {
    @Test func apnsFindingsArePlacedAtTheProvidersKeyAndLine() throws {
        let text = """
            {"message": {
              "token": "t",
              "notification": {"title": "a"},
              "apns": {"payload": {"aps": {"badge": "3"}}}
            }}
            """
        let check = PayloadChecker().check(bytes: Array(text.utf8), source: .path("m.json"))
        let badge = try #require(check.diagnostics.first { $0.reason == .badgeNotInteger })
        #expect(badge.pointer == JSONPointer(keys: "message", "apns", "payload", "aps", "badge"))
        #expect(badge.position?.line == 4)
        #expect(check.conversion?.format == .fcmV1)
        #expect(check.summary.hasPrefix("invalid (converted from fcm-v1; 1 error"))
    }

    /// A flag wins over the header the provider's rules set (docs/providers.md).
    @Test func aHeaderFlagWinsOverTheProviders() {
        let text = #"{"message": {"token": "t", "notification": {"title": "a"}}}"#
        let byProvider = PayloadChecker().check(bytes: Array(text.utf8), source: .path("m.json"))
        #expect(byProvider.headers?.priority == 10)
        let byFlag = PayloadChecker(headers: RequestHeaders(priority: "5")).check(bytes: Array(text.utf8), source: .path("m.json"))
        #expect(byFlag.headers?.priority == 5)
    }

    /// `validate` checks each request of a batch; one-push commands refuse the batch whole.
    @Test func aBatchIsCheckedPerRequestOrRefusedWhole() {
        let text = #"{"registration_ids": ["a", "b"], "notification": {"body": "b"}}"#
        let checks = PayloadChecker().checks(bytes: Array(text.utf8), source: .path("m.json"))
        #expect(checks.map(\.verdict) == [.valid, .valid])
        #expect(checks.map { $0.conversion?.message } == [1, 2])
        #expect(checks[1].summary.hasPrefix("valid (message 2 of 2; converted from fcm-legacy;"))
        let single = PayloadChecker().check(bytes: Array(text.utf8), source: .path("m.json"))
        #expect(single.verdict == .invalid)
        #expect(single.diagnostics.map(\.reasonName) == ["MessageNotChosen"])
        #expect(single.diagnostics.first?.message.contains("becomes 2 APNs requests") == true)
    }

    /// `--message N` / `"message": N` takes one request of a batch where one push is taken, and
    /// only that one where each is shown (docs/providers.md, "Batches").
    @Test func messageChoosesOneRequestOfABatch() {
        let text = #"{"registration_ids": ["a", "b", "c"], "notification": {"body": "b"}}"#
        let second = PayloadChecker(message: 2).check(bytes: Array(text.utf8), source: .path("m.json"))
        #expect(second.verdict == .valid)
        #expect(second.conversion?.message == 2)
        #expect(second.conversion?.target == "b")
        let shown = PayloadChecker(message: 3).checks(bytes: Array(text.utf8), source: .path("m.json"))
        #expect(shown.map { $0.conversion?.target } == ["c"])
        let past = PayloadChecker(message: 4).check(bytes: Array(text.utf8), source: .path("m.json"))
        #expect(past.verdict == .invalid)
        #expect(past.diagnostics.map(\.reasonName) == ["NoSuchMessage"])
        #expect(past.diagnostics[0].message == "there is no message 4: the file becomes 3 APNs requests (fcm-legacy); choose 1 to 3")
        #expect(past.diagnostics[0].position?.line == 1)
    }

    /// An APNs payload is one request: message 1 is itself, any other is no message; a file that
    /// is no request at all keeps its own reason.
    @Test func messageOfAFileThatIsOneRequestOrNone() {
        let payload = Array(#"{"aps": {"alert": "a"}}"#.utf8)
        #expect(PayloadChecker(message: 1).check(bytes: payload, source: .path("p.json")).verdict == .valid)
        let second = PayloadChecker(message: 2).check(bytes: payload, source: .path("p.json"))
        #expect(second.diagnostics.map(\.reasonName) == ["NoSuchMessage"])
        #expect(second.diagnostics[0].message.contains("becomes 1 APNs request (apns)"))
        let malformed = PayloadChecker(message: 2).check(bytes: Array("{\"aps\": ".utf8), source: .path("p.json"))
        #expect(malformed.diagnostics.map(\.reasonName) == ["MalformedJSON"])
    }

    @Test func anAmbiguousShapeIsRefusedUnlessFromSaysWhich() {
        let text = #"{"notification": {"body": "b"}, "data": {"k": "v"}}"#
        let ambiguous = PayloadChecker().check(bytes: Array(text.utf8), source: .path("m.json"))
        #expect(ambiguous.diagnostics.map(\.reasonName) == ["AmbiguousFormat"])
        #expect(ambiguous.diagnostics[0].message.contains("--from fcm-v1|fcm-legacy"))
        let legacy = PayloadChecker(from: .fcmLegacy).check(bytes: Array(text.utf8), source: .path("m.json"))
        #expect(legacy.diagnostics.map(\.reasonName) == ["MissingRegistration"])
    }

    /// An APNs payload is read exactly as before: no conversion note, its own pointers.
    @Test func anAPNsPayloadIsUntouched() {
        let check = PayloadChecker().check(bytes: Array(#"{"aps": {"badge": "3"}}"#.utf8), source: .path("p.json"))
        #expect(check.conversion == nil)
        #expect(check.diagnostics.first?.pointer == JSONPointer(keys: "aps", "badge"))
    }
}
