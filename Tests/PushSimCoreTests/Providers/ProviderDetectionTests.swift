import Testing

@testable import PushSimCore

/// The format from the shape (docs/providers.md, "Detecting the format").
@Suite("Provider format detection")
struct ProviderDetectionTests {
    static func detect(_ text: String) -> ProviderDetection.Result {
        ProviderDetection.detect(try! JSONDecoding.decode(Array(text.utf8)))
    }

    @Test(arguments: [
        (#"{"aps": {"alert": "x"}, "to": "ExponentPushToken[a]"}"#, ProviderFormat.apns),
        (#"{"message": {"token": "t"}}"#, .fcmV1),
        (#"{"token": "t", "notification": {"body": "b"}}"#, .fcmV1),
        (#"{"to": "fcm-token", "notification": {"body": "b"}}"#, .fcmLegacy),
        (#"{"registration_ids": ["a"], "data": {}}"#, .fcmLegacy),
        (#"{"to": "ExponentPushToken[a]", "body": "b"}"#, .expo),
        (#"{"to": ["ExpoPushToken[a]", "ExponentPushToken[b]"], "body": "b"}"#, .expo),
        (#"[{"to": "ExponentPushToken[a]"}, {"to": "x"}]"#, .expo),
        (#"{"app_id": "a", "contents": {"en": "x"}}"#, .onesignal),
        (#"{"messages": {"apple_push": {"alert": "x"}}}"#, .braze),
        (#"{"alert": "no aps at all"}"#, .apns),
        ("{}", .apns),
        ("[]", .apns),
    ])
    func shapes(text: String, format: ProviderFormat) {
        #expect(Self.detect(text) == .format(format))
    }

    @Test func ambiguousShapesNameTheirCandidates() {
        guard case .ambiguous(let candidates, _) = Self.detect(#"{"notification": {"body": "b"}, "data": {}}"#) else {
            Issue.record("not ambiguous")
            return
        }
        #expect(candidates == [.fcmV1, .fcmLegacy])
        guard case .ambiguous(let braze, _) = Self.detect(#"{"alert": "x", "extra": {"k": 1}}"#) else {
            Issue.record("not ambiguous")
            return
        }
        #expect(braze == [.braze, .apns])
    }
}
