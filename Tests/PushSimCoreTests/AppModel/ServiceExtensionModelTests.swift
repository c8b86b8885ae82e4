import Testing
import TestSupport

@testable import PushSimCore

/// `extensions.notificationService` in a version 2 app model (docs/app-model.md, "Notification
/// service extension"): read, refused in version 1, and every mistake reported where it is
/// with the nearest name.
@Suite("App-model notification service extension: decoding and checks")
struct ServiceExtensionModelTests {
    private func load(_ text: String) throws(AppModelError) -> AppModelLoader.Loaded {
        try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("app.json"))
    }

    /// "POINTER: MESSAGE" for each problem, errors and warnings.
    private func problems(_ text: String) -> [String] {
        do {
            return try load(text).warnings.map { "\($0.pointer?.description ?? ""): \($0.message)" }
        } catch {
            return error.issues.map { "\($0.pointer?.description ?? ""): \($0.message)" }
        }
    }

    /// A small model whose one rule is `rule`.
    private func model(rule: String, version: Int = 2) -> String {
        #"""
        {
          "schemaVersion": \#(version),
          "app": {"name": "Chat"},
          "parameters": {"message": {"key": "message_id"}},
          "events": {"message": {"hierarchy": "Home"}},
          "screens": {"Home": {}},
          "extensions": {"notificationService": {"rules": [
            \#(rule)
          ]}}
        }
        """#.replacing(#""parameters": {"message": {"key": "message_id"}},"#, with: version == 2 ? #""parameters": {"message": {"key": "message_id"}},"# : "")
    }

    @Test func mattermostsRulesAreRead() throws {
        let path = "fixtures/apps/mattermost/pushsim.json"
        let loaded = try AppModelLoader.load(bytes: Array(try readRepositoryFile(path).utf8), source: .flag(path))
        let rules = try #require(loaded.model.serviceExtension?.rules)
        #expect(rules.map(\.name) == ["id-loaded, app not running", "id-loaded, app running"])
        let fetch = try #require(rules[0].fetch)
        #expect(fetch.rule.model == "Post")
        #expect(fetch.idParameter == "post")
        #expect(fetch.rule.missingIDs == ["postGone"])
        #expect(fetch.takes == 400 && fetch.takesFor == ["postRetry": 31000])
        #expect(rules[0].rewrite.fields.map(\.field) == [.title, .body, .badge, .sender])
        #expect(rules[1].rewrite.fields.first { $0.field == .badge }?.value == .literal(.null))
        // The communication notification's sender: the channel's name, else the sender's
        // (fixtures/apps/mattermost/README.md).
        #expect(loaded.model.communicationEntitlement)
        #expect(rules[0].onTimeLimit == .original)
    }

    @Test func version1ModelsRefuseExtensions() {
        let found = problems(model(rule: #"{"rewrite": {"body": "x"}}"#, version: 1))
        #expect(found.contains(#"/extensions: "extensions" needs "schemaVersion": 2"#))
    }

    @Test func aMisspeltFieldIsAnErrorWithTheNearestName() {
        let found = problems(model(rule: #"{"rewrite": {"titel": "x"}}"#))
        #expect(found.contains(#"/extensions/notificationService/rules/0/rewrite/titel: "titel" is not a field a service extension rewrites (title, subtitle, body, threadId, badge) (did you mean "title"?)"#))
    }

    @Test func eventsAndTheIdNameWhatTheModelDeclares() {
        let found = problems(model(rule: #"{"events": ["mesage"], "load": {"model": "Message", "id": "mesage"}, "rewrite": {"body": "x"}}"#))
        #expect(found.contains(#"/extensions/notificationService/rules/0/events/0: event "mesage" is not declared in "events" (did you mean "message"?)"#))
        #expect(found.contains { $0.hasPrefix(#"/extensions/notificationService/rules/0/load/id: "mesage" is not a declared parameter"#) && $0.hasSuffix(#"(did you mean "message"?)"#) })
    }

    @Test func fetchedIsReadOnlyInTheRewriteOfARuleThatFetches() {
        let noFetch = problems(model(rule: #"{"rewrite": {"body": {"var": "fetched.text"}}}"#))
        #expect(noFetch.contains { $0.hasPrefix(#"/extensions/notificationService/rules/0/rewrite/body/var: "fetched.text": fetched"#) })
        let inFallback = problems(model(rule: #"{"load": {"model": "Message"}, "rewrite": {"body": {"var": "fetched.text"}}, "fallback": {"body": {"var": "fetched.text"}}}"#))
        #expect(inFallback.count == 1)
        #expect(inFallback.first?.hasPrefix(#"/extensions/notificationService/rules/0/fallback/body/var:"#) == true)
        let inWhen = problems(model(rule: #"{"when": {"var": "fetched.text"}, "load": {"model": "Message"}, "rewrite": {}}"#))
        #expect(inWhen.first?.hasPrefix(#"/extensions/notificationService/rules/0/when/var:"#) == true)
    }

    @Test func aBestAttemptNeedsAFallbackAndDurationsAreWholeMilliseconds() {
        let found = problems(model(rule: #"{"load": {"model": "Message", "takes": -1, "takesFor": {"m1": "long"}}, "rewrite": {}, "onTimeLimit": "bestAttempt"}"#))
        #expect(found.contains(#"/extensions/notificationService/rules/0/onTimeLimit: onTimeLimit bestAttempt delivers the rule's "fallback" content, and this rule declares none"#))
        #expect(found.contains(#"/extensions/notificationService/rules/0/load/takes: a duration is a whole number of milliseconds ≥ 0, not -1"#))
        #expect(found.contains(#"/extensions/notificationService/rules/0/load/takesFor/m1: a duration is a whole number of milliseconds ≥ 0, not "long""#))
        let misspelt = problems(model(rule: #"{"rewrite": {}, "onTimeLimit": "bestatempt"}"#))
        #expect(misspelt.contains(#"/extensions/notificationService/rules/0/onTimeLimit: onTimeLimit "bestatempt" is not original or bestAttempt (did you mean "bestAttempt"?)"#))
    }

    @Test func aRuleWithoutARewriteIsAnErrorAndAnUnknownKeyAWarning() {
        let found = problems(model(rule: #"{"rewite": {"body": "x"}}"#))
        #expect(found.contains(#"/extensions/notificationService/rules/0/rewrite: "rewrite" is required: the content the rule delivers"#))
        let warned = problems(model(rule: #"{"rewrite": {}, "fallbak": {}}"#))
        #expect(warned == [#"/extensions/notificationService/rules/0/fallbak: unknown key "fallbak" in a service extension rule; it is ignored (did you mean "fallback"?)"#])
    }

    @Test func mistakesHaveTheirLineAndColumn() throws {
        let text = model(rule: #"{"rewrite": {"titel": "x"}}"#)
        let error = try #require(throws: AppModelError.self) { try load(text) }
        let issue = try #require(error.issues.first { $0.pointer?.description == "/extensions/notificationService/rules/0/rewrite/titel" })
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("titel") }
        #expect(issue.position?.line == line.map { $0 + 1 })
        #expect(issue.position?.column != nil)
    }
}
