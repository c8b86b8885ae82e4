import Testing

@testable import PushSimCore

/// Every mistake in a scenario file is an error at its JSON pointer and line:column, found
/// through the loader (docs/scenarios.md, "Mistakes").
@Suite("Mistakes in scenario files")
struct ScenarioMistakesTests {
    struct Mistake: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        /// `POINTER LINE:COLUMN` of each error, in the order reported.
        var errors: [String]
        /// Part of the first error's message.
        var says: String
        var testDescription: String { name }
    }

    static let mistakes: [Mistake] = [
        Mistake(
            name: "not JSON", text: "{\"schemaVersion\": 1,\n \"steps\": [}\n", errors: ["/ 2:12"], says: "not JSON pushsim reads: "),
        Mistake(name: "not an object", text: "[{\"state\": \"active\"}]", errors: ["/ 1:1"], says: "a scenario is a JSON object, not an array"),
        Mistake(
            name: "missing steps", text: "{\"schemaVersion\": 1,\n \"name\": \"x\"}", errors: ["/steps 1:1"],
            says: "\"steps\" is required"),
        Mistake(
            name: "no step", text: "{\"schemaVersion\": 1,\n \"steps\": []}", errors: ["/steps 2:11"],
            says: "\"steps\" is empty: a scenario needs at least one step"),
        Mistake(
            name: "steps not an array", text: "{\"schemaVersion\": 1,\n \"steps\": {\"state\": \"active\"}}", errors: ["/steps 2:11"],
            says: "\"steps\" must be an array of steps, not an object"),
        Mistake(
            name: "missing schemaVersion", text: "{\"steps\": [{\"state\": \"active\"}]}", errors: ["/schemaVersion 1:1"],
            says: "\"schemaVersion\" is required; this pushsim reads scenario version 1"),
        Mistake(
            name: "schemaVersion 2", text: "{\"schemaVersion\": 2, \"steps\": [{\"state\": \"active\"}]}", errors: ["/schemaVersion 1:19"],
            says: "scenario version 2 is not one this pushsim reads (it reads version 1)"),
        Mistake(
            name: "schemaVersion as text", text: "{\"schemaVersion\": \"1\", \"steps\": [{\"state\": \"active\"}]}",
            errors: ["/schemaVersion 1:19"], says: "\"schemaVersion\" must be an integer, not a string"),
        Mistake(
            name: "two actions", text: "{\"schemaVersion\": 1, \"steps\": [\n  {\"push\": \"a.json\", \"state\": \"active\"}]}",
            errors: ["/steps/0/state 2:31"], says: "a step does one thing: \"push\" and \"state\" are both here; make them separate steps"),
        Mistake(
            name: "three actions", text: "{\"schemaVersion\": 1, \"steps\": [\n  {\"open\": \"x://y\", \"state\": \"active\", \"set\": {}}]}",
            errors: ["/steps/0/state 2:30"], says: "\"open\", \"state\" and \"set\" are all here"),
        Mistake(
            name: "unknown action", text: "{\"schemaVersion\": 1, \"steps\": [\n  {\"pussh\": \"a.json\"}]}",
            errors: ["/steps/0/pussh 2:13"], says: "unknown key \"pussh\" in a step (did you mean \"push\"?)"),
        Mistake(
            name: "a step that does nothing", text: "{\"schemaVersion\": 1, \"steps\": [\n  {}]}", errors: ["/steps/0 2:3"],
            says: "the step does nothing"),
        Mistake(
            name: "a step that is not an object", text: "{\"schemaVersion\": 1, \"steps\": [\n  \"push\"]}", errors: ["/steps/0 2:3"],
            says: "a step is an object"),
        Mistake(
            name: "a wait that is not a duration", text: "{\"schemaVersion\": 1, \"steps\": [\n  {\"wait\": \"2s\"}]}",
            errors: ["/steps/0/wait 2:12"], says: "\"wait\" is how long virtual time passes, in milliseconds from 1 to 86400000 (a day), not a string"),
        Mistake(
            name: "a wait of nothing", text: "{\"schemaVersion\": 1, \"steps\": [\n  {\"wait\": 0}]}",
            errors: ["/steps/0/wait 2:12"], says: "not 0"),
        Mistake(
            name: "a clock that is not a time", text: "{\"schemaVersion\": 1, \"steps\": [\n  {\"wait\": 5, \"expect\": {\"clock\": \"5\"}}]}",
            errors: ["/steps/0/expect/clock 2:35"], says: "\"clock\" is the virtual time in milliseconds"),
        Mistake(
            name: "bad state", text: "{\"schemaVersion\": 1, \"steps\": [\n  {\"state\": \"actve\"}]}", errors: ["/steps/0/state 2:13"],
            says: "state \"actve\" is not one of active, inactive, background, not-running, force-quit (did you mean \"active\"?)"),
        Mistake(
            name: "bad start state", text: "{\"schemaVersion\": 1, \"start\": {\"state\": \"Background\"},\n \"steps\": [{\"open\": \"x://y\"}]}",
            errors: ["/start/state 1:41"], says: "(did you mean \"background\"?)"),
        Mistake(
            name: "bad start stack", text: "{\"schemaVersion\": 1,\n \"start\": {\"stack\": \"Inbox >> Conversation(42)\"},\n \"steps\": [{\"open\": \"x://y\"}]}",
            errors: ["/start/stack 2:21"], says: "screen 2 of \"Inbox >> Conversation(42)\" is empty"),
        Mistake(
            name: "bad navigation stack", text: "{\"schemaVersion\": 1, \"steps\": [\n  {\"navigate\": {\"push\": \"Conversation(\"}}]}",
            errors: ["/steps/0/navigate/push 2:25"], says: "an argument goes in one pair of parentheses"),
        Mistake(
            name: "bad layout", text: "{\"schemaVersion\": 1, \"steps\": [\n  {\"navigate\": {\"stack\": \"Search | ^ Compose\"}}]}",
            errors: ["/steps/0/navigate/stack 2:26"], says: "tab 2 of \"Search | ^ Compose\" is empty"),
        Mistake(
            name: "two navigations", text: "{\"schemaVersion\": 1, \"steps\": [\n  {\"navigate\": {\"pop\": 1, \"tab\": \"Search\"}}]}",
            errors: ["/steps/0/navigate/tab 2:34"], says: "a navigation does one thing"),
        Mistake(
            name: "bad navigation values",
            text: "{\"schemaVersion\": 1, \"steps\": [\n  {\"navigate\": {\"pop\": 0}},\n  {\"navigate\": {\"dismiss\": false}},\n  {\"navigate\": {\"tab\": \"A > B\"}},\n  {\"navigate\": {\"popp\": 1}}]}",
            errors: ["/steps/0/navigate/pop 2:24", "/steps/1/navigate/dismiss 3:28", "/steps/2/navigate/tab 4:24", "/steps/3/navigate/popp 5:25"],
            says: "\"pop\" is how many screens to pop, at least 1, not 0"),
        Mistake(
            name: "bad expect key", text: "{\"schemaVersion\": 1, \"steps\": [\n  {\"expect\": {\"visibel\": \"Inbox\"}}]}",
            errors: ["/steps/0/expect/visibel 2:26"], says: "unknown expectation \"visibel\" (did you mean \"visible\"?)"),
        Mistake(
            name: "wrong expectation types",
            text: """
                {"schemaVersion": 1, "steps": [
                  {"expect": {"badge": -1, "tabs": ["Inbox", 2], "delivered": "x",
                              "values": [], "state": "gone", "outcome": "routd",
                              "observers": [1], "handlers": {}, "visible": "A > B", "stack": 3, "suppressedBy": 1}}]}
                """,
            errors: [
                "/steps/0/expect/badge 2:24", "/steps/0/expect/tabs/1 2:46", "/steps/0/expect/delivered 2:63", "/steps/0/expect/values 3:25",
                "/steps/0/expect/state 3:38", "/steps/0/expect/outcome 3:57", "/steps/0/expect/observers/0 4:29",
                "/steps/0/expect/handlers 4:45", "/steps/0/expect/visible 4:60", "/steps/0/expect/stack 4:78",
                "/steps/0/expect/suppressedBy 4:97",
            ],
            says: "-1 is negative: a badge is an integer of at least 0, or null"),
        Mistake(
            name: "headers without a push", text: "{\"schemaVersion\": 1, \"steps\": [\n  {\"state\": \"active\", \"headers\": {}}]}",
            errors: ["/steps/0/headers 2:34"], says: "\"headers\" go with \"push\""),
        Mistake(
            name: "bad headers",
            text: "{\"schemaVersion\": 1, \"steps\": [\n  {\"push\": \"a.json\", \"headers\": {\"colapseId\": \"c\", \"priority\": 10}}]}",
            errors: ["/steps/0/headers/colapseId 2:47", "/steps/0/headers/priority 2:64"],
            says: "unknown header \"colapseId\" (did you mean \"collapseId\"?)"),
        Mistake(
            name: "a tap on a push not yet sent", text: "{\"schemaVersion\": 1, \"steps\": [\n  {\"push\": \"a.json\"}, {\"tap\": 2}, {\"tap\": 0}]}",
            errors: ["/steps/1/tap 2:31", "/steps/2/tap 2:43"], says: "there is no push 2 before this step (1 so far)"),
        Mistake(
            name: "a misspelt notification",
            text: "{\"schemaVersion\": 1, \"steps\": [\n  {\"dismiss\": \"lastest\"},\n  {\"tap\": {\"thread\": \"t\", \"notification\": \"latest\"}},\n  {\"tap\": {\"action\": \"none\"}}]}",
            errors: ["/steps/0/dismiss 2:15", "/steps/1/tap/thread 3:22", "/steps/2/tap 4:11", "/steps/2/tap/action 4:22"],
            says: "\"lastest\" is not a notification"),
        Mistake(
            name: "a push that is neither a file nor a payload", text: "{\"schemaVersion\": 1, \"steps\": [\n  {\"push\": [1], \"tap\": 3}]}",
            errors: ["/steps/0/push 2:12", "/steps/0/tap 2:24"], says: "\"push\" is a payload file (relative to the scenario) or a payload object, not an array"),
    ]

    @Test(arguments: mistakes)
    func isOneErrorPerMistakeAtItsPlace(_ mistake: Mistake) throws {
        let error = try #require(throws: ScenarioError.self) {
            try ScenarioLoader.load(bytes: Array(mistake.text.utf8), source: "s.scenario.json")
        }
        #expect(error.source == "s.scenario.json")
        #expect(error.issues.allSatisfy { $0.severity == .error })
        #expect(error.issues.map { "\($0.pointer?.displayString ?? "-") \($0.position?.description ?? "-")" } == mistake.errors)
        #expect(error.issues.first?.message.contains(mistake.says) == true, "\(error.issues.first?.message ?? "no error")")
    }

    @Test func everyProblemIsListedErrorsFirstInFileOrder() throws {
        let text = """
            {"schemaVersion": 1, "nmae": "x",
             "steps": [
               {"state": "activ", "expect": {"badg": 1}},
               {"tap": 5}
             ],
             "start": {"badge": "1"}}
            """
        let error = try #require(throws: ScenarioError.self) {
            try ScenarioLoader.load(bytes: Array(text.utf8), source: "s.scenario.json")
        }
        #expect(error.issues.map { "\($0.severity.rawValue) \($0.pointer?.displayString ?? "-") \($0.position?.description ?? "-")" } == [
            "error /steps/0/state 3:14", "error /steps/0/expect/badg 3:42", "error /steps/1/tap 4:12", "error /start/badge 6:21",
            "warning /nmae 1:30",
        ])
        #expect(error.errors.count == 4)
        #expect(
            error.description.split(separator: "\n").first
                == "s.scenario.json:3:14: error: state \"activ\" is not one of active, inactive, background, not-running, force-quit (did you mean \"active\"?) [/steps/0/state]"
        )
    }
}
