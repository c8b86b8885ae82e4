import Testing
import TestSupport

@testable import PushSimCore

/// A service extension rule's version 3 keys (docs/app-model.md, "Version 3"): read in a
/// version 3 model, each refused in a version 1 or 2 model at its place, and every mistake
/// reported where it is with the nearest name.
@Suite("App-model notification service extension, version 3: decoding and checks")
struct ServiceExtensionVersion3ModelTests {
    private func load(_ text: String) throws(AppModelError) -> AppModelLoader.Loaded {
        try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("app.json"))
    }

    private func problems(_ text: String) -> [String] {
        do {
            return try load(text).warnings.map { "\($0.pointer?.description ?? ""): \($0.message)" }
        } catch {
            return error.issues.map { "\($0.pointer?.description ?? ""): \($0.message)" }
        }
    }

    private func model(rule: String, version: Int = 3, top: String = "") -> String {
        #"""
        {
          "schemaVersion": \#(version),
          "app": {"name": "Chat"},
          "parameters": {"message": {"key": "message_id"}},
          "state": {"seen": 0},
          \#(top)
          "events": {"message": {"hierarchy": "Home", "variants": [{"name": "v", "when": {"var": "fetched.mention"}}]}},
          "screens": {"Home": {}},
          "extensions": {"notificationService": {"rules": [
            \#(rule)
          ]}}
        }
        """#
    }

    static let fullRule = #"""
        {"load": {"model": "Message", "id": "message"}, "discard": {"var": "fetched.redacted"}, "reportVoIPCall": {"var": "fetched.call"},
         "handlers": [{"setState": {"seen": 1}}, {"setBadge": 0}, {"clearDelivered": {"matching": ["message"]}}],
         "rewrite": {"body": "x", "sound": "a.caf", "category": "C", "interruptionLevel": "passive", "relevanceScore": 0.5,
                     "targetContentId": "t", "userInfo": {"room.id": {"var": "fetched.room"}},
                     "attachments": [{"url": {"var": "fetched.image"}, "type": "image", "bytes": 10, "download": "fails"}]}}
        """#

    @Test func everyVersion3KeyIsRead() throws {
        let loaded = try load(model(rule: Self.fullRule, top: #""entitlements": {"filtering": true},"#))
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.model.filteringEntitlement)
        let rule = try #require(loaded.model.serviceExtension?.rules.first)
        #expect(rule.discard != nil && rule.reportVoIPCall != nil)
        #expect(rule.handlers.map(\.name) == ["setState", "setBadge", "clearDelivered"])
        #expect(rule.rewrite.fields.map(\.field) == [.body, .sound, .category, .interruptionLevel, .relevanceScore, .targetContentId])
        #expect(rule.rewrite.userInfo.map(\.path.description) == ["room.id"])
        #expect(rule.rewrite.attachments.map(\.type) == [.image])
        #expect(rule.rewrite.attachments.first?.download == .fails)
    }

    @Test func aVersion2ModelRefusesEachVersion3KeyAtItsPlace() {
        let found = problems(model(rule: Self.fullRule.replacing(#""id": "message"}"#, with: #""id": "message"}"#), version: 2, top: #""entitlements": {"filtering": true},"#))
        for key in ["discard", "reportVoIPCall", "handlers"] {
            #expect(found.contains(#"/extensions/notificationService/rules/0/\#(key): "\#(key)" needs "schemaVersion": 3"#))
        }
        for key in ["sound", "category", "interruptionLevel", "relevanceScore", "targetContentId", "userInfo", "attachments"] {
            #expect(found.contains(#"/extensions/notificationService/rules/0/rewrite/\#(key): "\#(key)" needs "schemaVersion": 3"#))
        }
        #expect(found.contains(#"/entitlements/filtering: "filtering" needs "schemaVersion": 3"#))
        // And what fetched a version 2 model's variant reads stays an error, as it was.
        #expect(found.contains { $0.hasPrefix(#"/events/message/variants/0/when/var: "fetched.mention": fetched (the object a notification service extension fetched) is read only in that extension's "rewrite""#) })
    }

    @Test func theSenderAndGroupOfACommunicationNotificationAreVersion3() throws {
        let rule = #"{"load": {"model": "Message", "id": "message"}, "rewrite": {"sender": {"var": "fetched.from"}, "group": "Engines", "body": "x"}}"#
        let loaded = try load(model(rule: rule, top: #""entitlements": {"communication": true},"#))
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.model.communicationEntitlement)
        let extensionRule = try #require(loaded.model.serviceExtension?.rules.first)
        #expect(extensionRule.rewrite.fields.map(\.field) == [.body, .sender, .group])
        #expect(loaded.model.serviceExtension?.usesVersionThreeKeys == true)
        let found = problems(model(rule: rule, version: 2, top: #""entitlements": {"communication": true},"#))
        #expect(found.contains(#"/extensions/notificationService/rules/0/rewrite/sender: "sender" needs "schemaVersion": 3"#))
        #expect(found.contains(#"/extensions/notificationService/rules/0/rewrite/group: "group" needs "schemaVersion": 3"#))
        #expect(found.contains(#"/entitlements/communication: "communication" needs "schemaVersion": 3"#))
        // Without the capability the model is warned where the rule sets the sender.
        let warned = problems(model(rule: rule))
        #expect(warned == [
            #"/extensions/notificationService/rules/0/rewrite/sender: "sender" makes a communication notification only for an app with the Communication Notifications capability: declare "entitlements": {"communication": true}, else iOS shows a regular notification"#
        ])
        // Misspelt, it has the nearest name.
        #expect(problems(model(rule: #"{"load": {"model": "Message"}, "rewrite": {"sendr": "Ada"}}"#)).contains { $0.hasSuffix(#"(did you mean "sender"?)"#) })
    }

    @Test func aVersion2ModelsMessagesStayAsTheyWere() {
        let found = problems(model(rule: #"{"rewrite": {"titel": "x"}}"#, version: 2))
        #expect(found.contains(#"/extensions/notificationService/rules/0/rewrite/titel: "titel" is not a field a service extension rewrites (title, subtitle, body, threadId, badge) (did you mean "title"?)"#))
    }

    @Test func misspeltKeysHaveTheNearestName() {
        let found = problems(model(rule: #"{"rewrite": {"categry": "C", "attachments": [{"url": "u", "type": "imag", "bytes": 1, "download": "fail"}]}}"#))
        #expect(found.contains { $0.hasPrefix(#"/extensions/notificationService/rules/0/rewrite/categry: "categry" is not a field a service extension rewrites"#) && $0.hasSuffix(#"(did you mean "category"?)"#) })
        #expect(found.contains(#"/extensions/notificationService/rules/0/rewrite/attachments/0/type: type "imag" is not one of image, audio, video (did you mean "image"?)"#))
        #expect(found.contains(#"/extensions/notificationService/rules/0/rewrite/attachments/0/download: download "fail" is not one of succeeds, fails (did you mean "fails"?)"#))
    }

    @Test func userInfoSetsTheAppsKeysNotAps() {
        let found = problems(model(rule: #"{"rewrite": {"userInfo": {"aps.sound": "x", "a[0]": 1}}}"#))
        #expect(found.contains { $0.hasPrefix(#"/extensions/notificationService/rules/0/rewrite/userInfo/aps.sound: "aps.sound": userInfo sets the app's own keys"#) })
        #expect(found.contains(#"/extensions/notificationService/rules/0/rewrite/userInfo/a[0]: "a[0]" is not a payload key path (keys separated by dots)"#))
    }

    @Test func aUserInfoKeyPathStaysWithinThePayloadDepth() {
        let deep = Array(repeating: "k", count: 600).joined(separator: ".")
        let found = problems(model(rule: #"{"rewrite": {"userInfo": {"\#(deep)": 1}}}"#))
        #expect(found.contains { $0.hasSuffix("a userInfo key path has at most 511 keys (a payload nests at most 512 deep), not 600") })
        let fine = Array(repeating: "k", count: 511).joined(separator: ".")
        #expect(problems(model(rule: #"{"load": {"model": "M"}, "rewrite": {"userInfo": {"\#(fine)": 1}}}"#)).isEmpty)
    }

    @Test func theExtensionRunsOnlyTheActionsItsProcessCan() {
        let found = problems(model(rule: #"{"handlers": [{"post": "Reload"}, {"setBadg": 1}], "rewrite": {}}"#))
        #expect(found.contains { $0.hasPrefix(#"/extensions/notificationService/rules/0/handlers/0/post: "post" is not an action a service extension runs"#) })
        #expect(found.contains { $0.hasPrefix(#"/extensions/notificationService/rules/0/handlers/1/setBadg: unknown action "setBadg""#) && $0.hasSuffix(#"(did you mean "setBadge"?)"#) })
    }

    @Test func itsHandlersNameWhatTheModelDeclares() {
        let found = problems(model(rule: #"{"handlers": [{"setBadge": 1}, {"setState": {"sen": 1}}, {"clearDelivered": {"matching": ["mesage"]}}], "rewrite": {}}"#))
        #expect(found.contains(#"/extensions/notificationService/rules/0/handlers/1/setState/sen: the app's state has no "sen" (it has seen) (did you mean "seen"?)"#))
        #expect(found.contains { $0.hasPrefix(#"/extensions/notificationService/rules/0/handlers/2/clearDelivered/matching/0: "mesage" is not a declared parameter"#) })
    }

    @Test func fetchedIsReadAfterTheExtensionOnlyWhenARuleFetches() {
        // A rule with a load: the variant may read it.
        #expect(problems(model(rule: #"{"load": {"model": "M"}, "rewrite": {}}"#)).isEmpty)
        // No rule fetches: an error that says where it can be read.
        let none = problems(model(rule: #"{"rewrite": {}}"#))
        #expect(none.contains { $0.hasPrefix(#"/events/message/variants/0/when/var: "fetched.mention": fetched (the object a notification service extension fetched) is read only once it is fetched"#) })
        // Never before the fetch: in the rule's own condition and fallback.
        let before = problems(model(rule: #"{"when": {"var": "fetched.a"}, "load": {"model": "M"}, "rewrite": {}, "fallback": {"body": {"var": "fetched.a"}}}"#))
        #expect(before.contains { $0.hasPrefix("/extensions/notificationService/rules/0/when/var:") })
        #expect(before.contains { $0.hasPrefix("/extensions/notificationService/rules/0/fallback/body/var:") })
    }

    @Test func aVersion2KeyErrorHasItsLineAndColumn() throws {
        let text = model(rule: "{\"rewrite\": {\"body\": \"x\",\n      \"sound\": \"a.caf\"}}", version: 2)
        let error = try #require(throws: AppModelError.self) { try load(text) }
        let issue = try #require(error.issues.first { $0.pointer?.description == "/extensions/notificationService/rules/0/rewrite/sound" })
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("a.caf") }
        #expect(issue.position?.line == line.map { $0 + 1 })
        #expect(issue.position?.column == 16)
    }
}
