import Testing

@testable import PushSimCore

/// The rules version 3 decides aspects by (docs/app-model.md, "Dispatch", "Presentation chosen
/// on its own", "Actions"): each read from the values a payload gives.
@Suite("Version 3 rules")
struct VersionThreeRulesTests {
    @Test func optionNamesFromAPayloadMapAlertToBannerAndList() throws {
        let (options, unknown) = try #require(PresentationRule.options(named: ["alert", "badge", "shout", 3]))
        #expect(options == [.banner, .list, .badge])
        #expect(unknown == ["shout", "3"])
        #expect(PresentationRule.options(named: "sound") == nil)
        #expect(PresentationRule.options(named: []).map(\.options) == [])
    }

    @Test func theFirstDispatchRuleThatHoldsNamesTheEvent() throws {
        let text = #"""
            {"schemaVersion": 3, "app": {"name": "Home"},
             "dispatch": [{"when": {"!!": {"var": "payload.cmd"}}, "event": "command"}, {"event": "plain"}],
             "events": {"command": {"hierarchy": "Home"}, "plain": {"hierarchy": "Home"}}, "screens": {"Home": {}}}
            """#
        let model = try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("m.json")).model
        let command = model.dispatchedEvent(in: ConditionContext(payload: ["cmd": "clear"]))
        #expect(command?.number == 1)
        #expect(command?.event.name == "command")
        #expect(model.dispatchedEvent(in: ConditionContext(payload: ["text": "hi"]))?.event.name == "plain")
    }

    /// A dispatch rule decides what the push is before the app reads its parameters or knows
    /// its event: reading them there was null without a word (found modelling Home Assistant,
    /// fixtures/apps/home-assistant/README.md); it is an error at its place.
    @Test(arguments: [
        (#"{"var": "entity"}"#, "is a parameter, and a dispatch rule decides what the push is before the app reads its parameters: read the payload key the parameter names, as payload.entity"),
        (#"{"var": "event"}"#, "a dispatch rule decides what the push is, so it has no event yet"),
    ])
    func aDispatchRuleReadsThePayloadNotParameters(read: String, message: String) throws {
        let text = #"""
            {"schemaVersion": 3, "app": {"name": "Home"}, "parameters": {"entity": {"key": "entity_id"}},
             "dispatch": [{"when": {"!!": \#(read)}, "event": "plain"}],
             "events": {"plain": {"hierarchy": "Home"}}, "screens": {"Home": {}}}
            """#
        do {
            _ = try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("m.json"))
            Issue.record("a dispatch rule reading \(read) loaded")
        } catch {
            #expect(error.issues.map(\.pointer?.description) == ["/dispatch/0/when/!!/var"])
            #expect(error.issues.first?.message.contains(message) == true, "\(error.issues)")
        }
    }

    @Test func actionsFromAPayloadReadTheirFieldsAndOpenTheirURL() throws {
        let from = ActionsFromPayload(list: .variable(.payload(KeyPath(parsing: "actions")!), fallback: nil), fields: ["id": "action", "url": "uri"])
        let list: JSONValue = [
            ["action": "OPEN", "title": "Open", "uri": "/cameras/garage"],
            ["action": "DISMISS", "destructive": true],
            ["title": "no id"],
        ]
        let actions = from.actions(from: list)
        #expect(actions.map(\.id) == ["OPEN", "DISMISS"])
        #expect(actions[0].foreground)
        #expect(actions[0].destination == .url(.literal("/cameras/garage")))
        #expect(actions[1].title == "DISMISS")
        #expect(actions[1].destructive)
        #expect(!actions[1].foreground)
        #expect(from.actions(from: "not a list").isEmpty)
    }
}
