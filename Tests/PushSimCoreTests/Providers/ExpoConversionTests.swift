import Testing

@testable import PushSimCore

/// Expo's push API → APNs (docs/providers.md, "Expo").
@Suite("Expo conversion")
struct ExpoConversionTests {
    /// The batch of Expo's "Sending notifications" page: one APNs request per token, in order.
    @Test func aBatchBecomesOneRequestPerToken() {
        let requests = convert(
            """
            [{"to":"ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]","sound":"default","body":"Hello world!"},{"to":"ExponentPushToken[yyyyyyyyyyyyyyyyyyyyyy]","badge":1,"body":"You've got mail"},{"to":["ExponentPushToken[zzzzzzzzzzzzzzzzzzzzzz]","ExponentPushToken[aaaaaaaaaaaaaaaaaaaaaa]"],"body":"Breaking news!"}]
            """, from: .expo)
        #expect(requests.count == 4)
        #expect(requests.map(\.message) == [1, 2, 3, 4])
        #expect(requests.map { value($0, "aps", "alert", "body") } == ["Hello world!", "You've got mail", "Breaking news!", "Breaking news!"])
        #expect(requests[2].target == "ExponentPushToken[zzzzzzzzzzzzzzzzzzzzzz]")
        #expect(value(requests[1], "aps", "badge") == 1)
    }

    /// The docs' "iOS notification object example": data under `body`, empty-string
    /// thread-id, category and launch-image.
    @Test func dataGoesUnderBodyWithExposEmptyStrings() throws {
        let request = try #require(
            convert(#"{"to": "ExponentPushToken[a]", "title": "Chat App", "subtitle": "Hey", "body": "New message", "data": {"messageId": "msg789"}}"#, from: .expo).first)
        #expect(value(request, "aps", "alert", "title") == "Chat App")
        #expect(value(request, "aps", "alert", "subtitle") == "Hey")
        #expect(value(request, "aps", "alert", "launch-image") == "")
        #expect(value(request, "aps", "thread-id") == "")
        #expect(value(request, "aps", "category") == "")
        #expect(value(request, "body", "messageId") == "msg789")
        #expect(value(request, "messageId") == nil)
    }

    /// The project keys of the docs' "iOS notification object example": `experienceId` and
    /// `scopeKey` (the project's full name) and `projectId` beside `aps`, from `--expo-project`;
    /// none without it, since a message does not name its project.
    @Test func theProjectKeysComeFromTheSendersProject() throws {
        let value = try JSONDecoding.decode(Array(#"{"to": "ExponentPushToken[a]", "body": "x", "data": {"k": "v"}}"#.utf8))
        let project = try ExpoProject(fullName: "@betoatexpo/expo-notifications-app", id: "51092087-87A4-4B12-8008-145625477434")
        let request = try #require(ProviderConversion.convert(value, from: .expo, options: ConversionOptions(expoProject: project)).first)
        #expect(request.payload?.keys == ["aps", "experienceId", "projectId", "scopeKey", "body"])
        #expect(PushSimCoreTests.value(request, "experienceId") == "@betoatexpo/expo-notifications-app")
        #expect(PushSimCoreTests.value(request, "scopeKey") == "@betoatexpo/expo-notifications-app")
        #expect(PushSimCoreTests.value(request, "projectId") == "51092087-87a4-4b12-8008-145625477434")
        let withoutID = try #require(
            ProviderConversion.convert(value, from: .expo, options: ConversionOptions(expoProject: try ExpoProject(fullName: "@a/b"))).first)
        #expect(withoutID.payload?.keys == ["aps", "experienceId", "scopeKey", "body"])
        let unnamed = try #require(convert(#"{"to": "ExponentPushToken[a]", "body": "x"}"#, from: .expo).first)
        #expect(unnamed.payload?.keys == ["aps"])
    }

    /// A project's full name is `@owner/slug`; its id a UUID. Anything else is refused, quoted
    /// without control characters.
    @Test(arguments: ["acme/shop", "@acme", "@/shop", "@acme/", "@acme/shop/x", "@ac me/shop", "@acme/\u{1B}[2J"])
    func aFullNameIsOwnerAndSlug(text: String) {
        #expect(throws: ExpoProject.Problem.self) { try ExpoProject(fullName: text) }
        do { _ = try ExpoProject(fullName: text) } catch { #expect(!error.description.contains("\u{1B}")) }
    }

    @Test func anIDIsAUUID() throws {
        #expect(throws: ExpoProject.Problem.self) { try ExpoProject(fullName: "@a/b", id: "51092087-87a4-4b12-8008") }
        #expect(throws: ExpoProject.Problem.self) { try ExpoProject(fullName: "@a/b", id: "5109208x-87a4-4b12-8008-145625477434") }
        #expect(try ExpoProject(fullName: "@a-b_c/d.e-1").fullName == "@a-b_c/d.e-1")
    }

    /// "Normal priority corresponds to APNs priority level 5 and high priority to 10"; omitted
    /// is high on iOS; "ttl takes precedence" over expiration.
    @Test func priorityAndTimeToLive() throws {
        let normal = try #require(convert(#"{"to": "ExponentPushToken[a]", "body": "b", "priority": "normal", "ttl": 10, "expiration": 5}"#, from: .expo).first)
        #expect(normal.headers["apns-priority"] == "5")
        #expect(normal.headers["apns-expiration"] == String(ProviderConversion.sendTime + 10))
        let plain = try #require(convert(#"{"to": "ExponentPushToken[a]", "body": "b"}"#, from: .expo).first)
        #expect(plain.headers == [APNsHeader("apns-priority", "10")])
    }

    /// richContent.image is in `data._richContent` (expo/expo's test suite) and needs the
    /// service extension.
    @Test func richContentImageNeedsMutableContent() throws {
        let request = try #require(
            convert(#"{"to": "ExponentPushToken[a]", "body": "b", "richContent": {"image": "https://x/a.jpg"}, "data": {"k": "v"}}"#, from: .expo).first)
        #expect(value(request, "body", "_richContent", "image") == "https://x/a.jpg")
        #expect(value(request, "body", "k") == "v")
        #expect(value(request, "aps", "mutable-content") == 1)
    }

    @Test func moreThanAHundredIsRefused() throws {
        let batch = "[" + Array(repeating: #"{"to": "ExponentPushToken[a]", "body": "b"}"#, count: 101).joined(separator: ",") + "]"
        let request = try #require(convert(batch, from: .expo).first)
        #expect(request.payload == nil)
        #expect(request.reasons == ["PUSH_TOO_MANY_NOTIFICATIONS"])
    }

    /// "On Android and iOS the total payload must be at most 4096 bytes."
    @Test func aPayloadOverTheLimitIsMessageTooBig() throws {
        let long = String(repeating: "x", count: 5000)
        let request = try #require(convert(#"{"to": "ExponentPushToken[a]", "body": "\#(long)"}"#, from: .expo).first)
        #expect(request.payload == nil)
        #expect(request.reasons == ["MessageTooBig"])
    }

    @Test func dataOnlyWithoutContentAvailableIsWarned() throws {
        let request = try #require(convert(#"{"to": "ExponentPushToken[a]", "data": {"k": "v"}}"#, from: .expo).first)
        #expect(request.findings == ["DataOnlyNotDelivered@/data"])
        let woken = try #require(convert(#"{"to": "ExponentPushToken[a]", "data": {"k": "v"}, "_contentAvailable": true}"#, from: .expo).first)
        #expect(woken.diagnostics.isEmpty)
        #expect(value(woken, "aps", "content-available") == 1)
    }
}
