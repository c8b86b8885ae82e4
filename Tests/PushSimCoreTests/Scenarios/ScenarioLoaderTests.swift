import Testing
import TestSupport

@testable import PushSimCore

@Suite("Reading scenario files")
struct ScenarioLoaderTests {
    static func load(_ text: String) throws(ScenarioError) -> Scenario {
        try ScenarioLoader.load(bytes: Array(text.utf8), source: "s.scenario.json")
    }

    /// Every step kind of docs/scenarios.md, one per line.
    static let everyStep = """
        {
          "$schema": "../../../docs/schema/scenario.schema.json",
          "schemaVersion": 1,
          "name": "a reply in the open conversation",
          "app": "../pushsim.json",
          "start": {"state": "background", "stack": "Inbox > Conversation(42)", "badge": 0, "set": {"loggedIn": true}},
          "steps": [
            {"push": "payloads/new-message-42.json", "headers": {"pushType": "alert", "collapseId": "c42"}, "tap": "none"},
            {"push": {"aps": {"alert": "hi"}, "event_type": "new_message"}, "tap": "MARK_READ"},
            {"tap": "latest"},
            {"tap": 2},
            {"tap": {"thread": "chan1"}},
            {"tap": {"notification": "latest", "action": "MARK_READ"}},
            {"dismiss": "latest"},
            {"state": "active"},
            {"navigate": {"push": "Conversation(7)"}},
            {"navigate": {"pop": 1}},
            {"navigate": {"tab": "Search"}},
            {"navigate": {"present": "Compose"}},
            {"navigate": {"dismiss": true}},
            {"navigate": {"stack": "Search | Inbox ^ Compose"}},
            {"open": "genius://conversations/42"},
            {"set": {"loggedIn": false}},
            {"expect": {"visible": "Conversation(42)"}},
            {"dismiss": {"thread": "chan1"}, "expect": {"badge": null, "delivered": []}}
          ]
        }
        """

    @Test func readsTheNameTheAppAndTheStart() throws {
        let scenario = try Self.load(Self.everyStep)
        #expect(scenario.source == "s.scenario.json")
        #expect(scenario.name == "a reply in the open conversation")
        #expect(scenario.appPath == "../pushsim.json")
        #expect(scenario.start.state == .background)
        #expect(scenario.start.stack == "Inbox > Conversation(42)")
        #expect(scenario.start.badge == 0)
        #expect(scenario.start.values.map(\.name) == ["loggedIn"])
        #expect(scenario.start.values.map(\.value) == [.bool(true)])
        #expect(scenario.warnings.isEmpty)
    }

    @Test func readsEveryStepKind() throws {
        let steps = try Self.load(Self.everyStep).steps
        #expect(steps.count == 18)
        #expect(steps.map { Self.summary($0.action) } == [
            "push file payloads/new-message-42.json headers alert,c42 tap none",
            "push inline tap MARK_READ",
            "tap latest default",
            "tap push 2 default",
            "tap thread chan1 default",
            "tap latest MARK_READ",
            "dismiss latest",
            "state active",
            "navigate push(Conversation(7))",
            "navigate pop(1)",
            "navigate selectTab(\"Search\")",
            "navigate present(Compose)",
            "navigate dismissModal",
            "navigate layout(Search | Inbox ^ Compose)",
            "open genius://conversations/42",
            "set loggedIn=false",
            "check",
            "dismiss thread chan1",
        ])
        #expect(steps.map(\.pointer.description) == (0..<18).map { "/steps/\($0)" })
        // Each step's place is where its object opens: line 8 onwards, column 5.
        #expect(steps.map { $0.position?.description } == (0..<18).map { "\($0 + 8):5" })
        #expect(steps[0].expect == nil)
        let expected = try #require(steps[16].expect)
        #expect(expected.values.map(\.key) == ["visible"])
        #expect(expected.values.map(\.value) == [.string("Conversation(42)")])
        #expect(expected.values.map(\.pointer.description) == ["/steps/16/expect/visible"])
        #expect(steps[17].expect?.values.map(\.key) == ["badge", "delivered"])
        #expect(steps[17].expect?.values.map(\.value) == [.null, .array([])])
    }

    @Test func anInlinePayloadKeepsTheFilesExactBytes() throws {
        let payload = #"{ "aps" : {"alert":"h\u00e9", "badge": 1.0},"event_type" :"x" , "event_type2": 1e2 }"#
        let scenario = try Self.load(
            """
            {"schemaVersion": 1,
             "steps": [{"push": "a.json"}, {"push": \(payload), "tap": "default"},
                       {"push":\(payload)}]}
            """)
        #expect(scenario.steps.count == 3)
        for step in scenario.steps.dropFirst() {
            guard case .push(.inline(let bytes), _, _, _, _) = step.action else {
                Issue.record("not an inline push: \(Self.summary(step.action))")
                continue
            }
            #expect(String(decoding: bytes, as: UTF8.self) == payload)
        }
    }

    @Test func theStartDefaultsToANotRunningAppAtItsLaunchLayout() throws {
        let scenario = try Self.load(#"{"schemaVersion": 1, "steps": [{"state": "active"}]}"#)
        #expect(scenario.name == nil)
        #expect(scenario.appPath == nil)
        #expect(scenario.start.state == .notRunning)
        #expect(scenario.start.stack == nil)
        #expect(scenario.start.badge == nil)
        #expect(scenario.start.values.isEmpty)
    }

    @Test func unknownKeysAtTheTopAndInTheStartAreWarningsWithTheNearestKey() throws {
        let scenario = try Self.load(
            """
            {"schemaVersion": 1, "nmae": "x",
             "start": {"stat": "active"},
             "steps": [{"state": "active"}]}
            """)
        #expect(scenario.warnings.map(\.severity) == [.warning, .warning])
        #expect(scenario.warnings.map { $0.pointer?.description } == ["/nmae", "/start/stat"])
        #expect(scenario.warnings.map { $0.position?.description } == ["1:30", "2:20"])
        #expect(scenario.warnings.first?.message == "unknown key \"nmae\" in the scenario; it is ignored (did you mean \"name\"?)")
        #expect(scenario.warnings.last?.message.contains("(did you mean \"state\"?)") == true)
    }

    @Test func readsAFileFromDisk() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("a.scenario.json", #"{"schemaVersion": 1, "steps": [{"open": "genius://x"}]}"#)
        let scenario = try ScenarioLoader.load(path: path)
        #expect(scenario.source == path)
        #expect(scenario.steps.count == 1)
    }

    @Test func aFileThatCannotBeReadIsOneErrorAboutTheFile() {
        let directory = TemporaryDirectory()
        let path = directory.path + "/missing.scenario.json"
        #expect {
            _ = try ScenarioLoader.load(path: path)
        } throws: { error in
            guard let error = error as? ScenarioError else { return false }
            return error.source == path && error.issues.count == 1 && error.issues[0].subject == .file
                && error.issues[0].message.hasPrefix("cannot read the scenario: ")
        }
    }

    /// A step's action as one line, for comparing lists of steps.
    static func summary(_ action: ScenarioAction) -> String {
        func reference(_ reference: NotificationReference) -> String {
            switch reference {
            case .latest: return "latest"
            case .push(let number): return "push \(number)"
            case .thread(let thread): return "thread \(thread)"
            case .identifier(let identifier): return "identifier \(identifier)"
            }
        }
        switch action {
        case .push(let payload, let headers, let tap, _, _):
            var text = "push "
            switch payload {
            case .file(let path): text += "file \(path)"
            case .inline: text += "inline"
            }
            if headers != RequestHeaders() { text += " headers \(headers.pushType ?? "-"),\(headers.collapseID ?? "-")" }
            return text + " tap \(tap)"
        case .tap(let notification, let tap): return "tap \(reference(notification)) \(tap)"
        case .dismiss(let notification): return "dismiss \(reference(notification))"
        case .state(let state): return "state \(state.rawValue)"
        case .navigate(.layout(let layout)): return "navigate layout(\(layout.fullDescription))"
        case .navigate(let navigation): return "navigate \(navigation)"
        case .open(let url): return "open \(url)"
        case .set(let values, _): return "set " + values.map { "\($0.name)=\(JSONWriter.string($0.value))" }.joined(separator: ",")
        case .device(let change): return "device \(change.summary)"
        case .wait(let milliseconds): return "wait \(milliseconds)"
        case .confirm(let accept): return "confirm \(accept)"
        case .check: return "check"
        }
    }
}
