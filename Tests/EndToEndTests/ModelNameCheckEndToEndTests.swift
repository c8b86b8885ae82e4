#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

/// Names in an app model that would silently mean something else: a parameter or state value
/// named like a built-in (docs/app-model.md, "Reserved names"), and session rules naming a state
/// value the model does not declare (docs/app-model.md, "Session and accounts"). Each is refused
/// when the model loads, at its `line:column`, as the user meets it: through the binary.
@Suite("App-model names checked at load")
struct ModelNameCheckEndToEndTests {
    /// A model whose parameters and state take every reserved name, each on its own line.
    static let reservedModel = """
        {
          "schemaVersion": 2,
          "app": {"name": "Reserved"},
          "payload": {"eventTypeKey": "type", "objectIdKey": "oid"},
          "parameters": {
            "payload": "p",
            "headers": "h",
            "state": "s",
            "screen": "sc",
            "event": {"key": "kind"},
            "object": "obj",
            "delivered": "d",
            "response": "r",
            "fetched": "f",
            "id": {"key": "thing"},
            "channel": "channel_id"
          },
          "state": {
            "app": "x",
            "tab": 1,
            "modal": null,
            "loggedIn": true
          },
          "events": {"message": {"hierarchy": "Inbox > Conversation(:event) > Detail(:id)"}},
          "screens": {"Inbox": {}, "Conversation": {}, "Detail": {}}
        }
        """

    static let payload = #"{"aps": {"alert": "hi"}, "type": "message", "oid": "o1", "kind": "k", "thing": "t"}"#

    @Test func everyReservedParameterAndStateNameIsRefusedAtItsPlace() throws {
        let scratch = TemporaryDirectory()
        scratch.file("app.json", Self.reservedModel)
        scratch.file("p.json", Self.payload)
        let run = try Binary.run(["deliver", "p.json", "--app", "app.json", "--state", "background"], directory: scratch.path)
        #expect(run.status == 5)
        #expect(run.stdout.isEmpty)
        let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        let parameters = ["payload", "headers", "state", "screen", "event", "object", "delivered", "response", "fetched", "id"]
        #expect(errors.count == parameters.count + 3, "\(run.stderr)")
        // Each at its value: line 6 for the first parameter, column 18 after `    "payload": `…
        for (offset, name) in parameters.enumerated() {
            let line = 6 + offset
            let column = 9 + name.count
            #expect(
                errors.contains { $0.hasPrefix("app.json:\(line):\(column): error: parameter \"\(name)\" has a name pushsim reserves") && $0.hasSuffix("[/parameters/\(name)]") },
                "\(name): \(run.stderr)")
        }
        for (offset, name) in ["app", "tab", "modal"].enumerated() {
            let line = 19 + offset
            let column = 9 + name.count
            #expect(
                errors.contains { $0.hasPrefix("app.json:\(line):\(column): error: state value \"\(name)\" has a name pushsim reserves") && $0.hasSuffix("[/state/\(name)]") },
                "\(name): \(run.stderr)")
        }
        #expect(run.stderr.hasSuffix("pushsim: the app model app.json cannot be used (13 errors)\n"))
    }

    @Test func theMessageSaysWhatTheBuiltInIs() throws {
        let scratch = TemporaryDirectory()
        scratch.file("app.json", Self.reservedModel)
        let run = try Binary.run(["route", "x://y", "--app", "app.json"], directory: scratch.path)
        #expect(run.status == 5)
        #expect(
            run.stderr.contains(
                #"app.json:10:14: error: parameter "event" has a name pushsim reserves: conditions read {"var": "event"} as the notification's event type, so this parameter could never be read there; rename it [/parameters/event]"#
            ), "\(run.stderr)")
        #expect(
            run.stderr.contains(
                #"app.json:15:11: error: parameter "id" has a name pushsim reserves: hierarchies ((:id)) and handlers read id as the notification's object id, so this parameter could never be read there; rename it [/parameters/id]"#
            ), "\(run.stderr)")
        #expect(
            run.stderr.contains(
                #"app.json:19:12: error: state value "app" has a name pushsim reserves: conditions read state.app as the app's run state (active, inactive, background, not-running), so this value could never be read; rename it [/state/app]"#
            ), "\(run.stderr)")
    }

    @Test func setOfAReservedNameIsAUsageErrorThatSaysSo() throws {
        for name in ["app", "tab", "modal"] {
            let run = try Binary.run([
                "deliver", "fixtures/apps/mattermost/payloads/direct-message.json", "--app", "fixtures/apps/mattermost/pushsim.json",
                "--state", "background", "--set", "\(name)=99",
            ])
            #expect(run.status == 64, "\(name)")
            #expect(run.stdout.isEmpty)
            #expect(
                run.stderr.contains(
                    "pushsim: --set: \"\(name)\" is not a value of the app's state that can be set: state.\(name) is read from the simulated app itself"),
                "\(run.stderr)")
        }
    }

    /// The Mattermost session, with its two state names misspelt.
    static let misspeltSession = """
        {
          "schemaVersion": 2,
          "app": {"name": "Chat"},
          "parameters": {"channel": "channel_id", "server": {"key": "server_id", "required": true}},
          "state": {"loggedIn": true, "activeServer": "srvA"},
          "session": {
            "login": "Login",
            "loggedInState": "logedIn",
            "accountParameter": "server",
            "activeAccountState": "activServer"
          },
          "events": {"message": {"hierarchy": "Home > Channel(:channel)"}},
          "screens": {"Home": {}, "Channel": {}, "Login": {}},
          "launch": {"stack": "Home"}
        }
        """

    @Test func misspeltSessionStateNamesAreRefusedWithTheNearestDeclaredOne() throws {
        let scratch = TemporaryDirectory()
        scratch.file("app.json", Self.misspeltSession)
        scratch.file("p.json", #"{"aps": {"alert": "hi"}, "event_type": "message", "channel_id": "c1", "server_id": "srvA"}"#)
        // Before, this routed past the login check: the session read "logedIn", which nothing set.
        let run = try Binary.run(
            ["deliver", "p.json", "--app", "app.json", "--state", "background", "--set", "loggedIn=false"], directory: scratch.path)
        #expect(run.status == 5)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr.contains(
                #"app.json:8:22: error: "logedIn" is not a value of the app's state (it has loggedIn, activeServer) (did you mean "loggedIn"?) [/session/loggedInState]"#
            ), "\(run.stderr)")
        #expect(
            run.stderr.contains(
                #"app.json:10:27: error: "activServer" is not a value of the app's state (it has loggedIn, activeServer) (did you mean "activeServer"?) [/session/activeAccountState]"#
            ), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("pushsim: the app model app.json cannot be used (2 errors)\n"))
    }

    @Test func correctSessionStateNamesStillRouteToLogin() throws {
        let scratch = TemporaryDirectory()
        scratch.file(
            "app.json", Self.misspeltSession.replacing("\"logedIn\"", with: "\"loggedIn\"").replacing("\"activServer\"", with: "\"activeServer\""))
        scratch.file("p.json", #"{"aps": {"alert": "hi"}, "event_type": "message", "channel_id": "c1", "server_id": "srvA"}"#)
        let run = try Binary.run(
            ["deliver", "p.json", "--app", "app.json", "--state", "background", "--set", "loggedIn=false"], directory: scratch.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("p.json: login-required"), "\(run.stdout)")
    }

    /// A model of 40,000 state values and 40,000 parameters loads, is checked and answers (it
    /// took 149 s of a debug build when each state value looked its name up among those before
    /// it). Not timed: `StateScalingTests` and `ModelCheckScalingTests` count the names looked
    /// at (docs/guarantees.md, "Scaling: the app's state and the model's checks").
    @Test func aModelWithManyNamesLoadsAndAnswers() throws {
        let scratch = TemporaryDirectory()
        let count = 40_000
        let state = (0..<count).map { #""s\#($0)": 0"# }.joined(separator: ", ")
        let parameters = (0..<count).map { #""p\#($0)": "k\#($0)""# }.joined(separator: ", ")
        scratch.file(
            "app.json",
            #"""
            {"schemaVersion": 2, "app": {"name": "Big", "urlSchemes": ["big"]}, "parameters": {\#(parameters)}, "state": {\#(state), "loggedIn": true},
             "session": {"loggedInState": "loggedIn"}, "events": {"e": {"hierarchy": "Home"}}, "screens": {"Home": {}}}
            """#)
        let run = try Binary.run(["route", "big://x", "--app", "app.json"], directory: scratch.path)
        #expect(run.status == 6, "\(run.stderr)")
        #expect(run.stdout.contains("big://x"), "\(run.stdout)")
    }
}
