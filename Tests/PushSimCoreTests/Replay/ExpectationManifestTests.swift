import Testing
import TestSupport

@testable import PushSimCore

@Suite("Expectation manifests")
struct ExpectationManifestTests {
    @Test func readsDefaultsAndCasesAndWritesOneCasePerLine() throws {
        let tree = TemporaryDirectory()
        tree.file(
            "pushsim.expect.json",
            """
            {"schemaVersion": 1, "defaults": {"state": "active"},
             "cases": {"b.json": {"stack": "Inbox > Conversation(42)", "outcome": "suppressed", "suppressedBy": "Conversation(42)"},
                       "a.json": {"headers": {"pushType": "background", "priority": "5"}, "verdict": "invalid", "errors": ["X@/aps"]}}}
            """)
        let manifest = try ExpectationManifest.load(directory: tree.path)
        #expect(manifest.defaults.state == .active)
        #expect(manifest.case(named: "b.json")?.stack == "Inbox > Conversation(42)")
        #expect(manifest.case(named: "a.json")?.headers == RequestHeaders(pushType: "background", priority: "5"))
        #expect(
            manifest.text() == """
                {
                  "schemaVersion": 1,
                  "defaults": {"state":"active"},
                  "cases": {
                    "a.json": {"headers":{"pushType":"background","priority":"5"},"verdict":"invalid","errors":["X@/aps"]},
                    "b.json": {"stack":"Inbox > Conversation(42)","outcome":"suppressed","suppressedBy":"Conversation(42)"}
                  }
                }

                """)
    }

    @Test func writesTheSchemaEscapedNamesEmptyCasesAndByteOrderAndReadsItBack() throws {
        var manifest = ExpectationManifest(path: "pushsim.expect.json")
        manifest.schema = "https://example.com/schema.json"
        manifest.cases["é.json"] = ReplayCase(expect: ["outcome": "routed"])
        manifest.cases["Z \"quoted\".json"] = ReplayCase()
        manifest.cases["a.json"] = ReplayCase(state: .active, badge: 3, expect: ["toast": .null, "outcome": "toast"])
        let text = manifest.text()
        #expect(
            text == #"""
                {
                  "$schema": "https://example.com/schema.json",
                  "schemaVersion": 1,
                  "cases": {
                    "Z \"quoted\".json": {},
                    "a.json": {"state":"active","badge":3,"outcome":"toast","toast":null},
                    "é.json": {"outcome":"routed"}
                  }
                }

                """#)
        let tree = TemporaryDirectory()
        tree.file("pushsim.expect.json", text)
        let read = try ExpectationManifest.load(directory: tree.path)
        #expect(read.schema == manifest.schema)
        #expect(read.cases == manifest.cases)
        #expect(ExpectationManifest(path: "x").text() == "{\n  \"schemaVersion\": 1,\n  \"cases\": {\n  }\n}\n")
    }

    @Test func rejectsUnknownKeysAndBadValuesWithTheirPlace() {
        let tree = TemporaryDirectory()
        tree.file("pushsim.expect.json", #"{"schemaVersion": 1, "cases": {"a.json": {"outcom": "toast", "state": "asleep"}}}"#)
        do {
            _ = try ExpectationManifest.load(directory: tree.path)
            Issue.record("accepted")
        } catch {
            let lines = error.problems.map { DiagnosticText.line($0, file: error.path) }
            #expect(lines.count == 2)
            #expect(lines[0].contains("unknown key \"outcom\" (did you mean \"outcome\"?) [/cases/a.json/outcom]"))
            #expect(lines[1].contains(":1:"))
        }
    }

    @Test func aDirectoryWithoutAManifestHasNoCases() throws {
        #expect(try ExpectationManifest.load(directory: TemporaryDirectory().path).cases.isEmpty)
    }

    @Test func comparesOnlyTheStatedKeys() {
        let stated = ReplayCase(expect: ["outcome": "routed", "stackAfter": "Inbox > Conversation(42)"])
        let mismatches = stated.mismatches(against: ["outcome": "toast", "stackAfter": "Inbox > Conversation(42)", "toast": "Hi"])
        #expect(mismatches.map(ReplayText.line) == [#"outcome: expected "routed", got "toast""#])
    }

    @Test func sharesPartitionEveryPath() {
        let paths = (0..<500).map { "fixtures/d\($0 % 7)/payload-\($0).json" }
        let shards = (1...4).compactMap { Shard("\($0)/4") }
        for path in paths {
            #expect(shards.filter { $0.contains(path) }.count == 1)
        }
        #expect(shards.allSatisfy { shard in paths.contains(where: shard.contains) })
        #expect(Shard("0/4") == nil)
        #expect(Shard("5/4") == nil)
        #expect(Shard("1/0") == nil)
        #expect(Shard("x") == nil)
    }

    @Test func escapesJUnitText() {
        #expect(JUnitReport.escape("a<b>&\"c\"'d' ]]>\u{1B}[2J\u{0}") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos; ]]&gt;\\u{1B}[2J\\u{0}")
    }
}
