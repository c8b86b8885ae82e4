#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing

@testable import PushSimCore

@Suite("Loading app models")
struct AppModelLoaderTests {
    private func load(_ text: String) throws(AppModelError) -> AppModelLoader.Loaded {
        try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("app.json"))
    }

    private func issues(_ text: String) -> [Diagnostic] {
        do {
            _ = try load(text)
            return []
        } catch {
            return error.issues
        }
    }

    @Test func loadsBothFixtureApps() throws {
        let genius = try fixtureApp("genius")
        #expect(genius.name == "Genius")
        #expect(genius.mapping.routingURLKey == ["genius", "url"])
        #expect(genius.events.map(\.name) == ["new_message", "new_follower", "song_annotated", "unread_count"])
        #expect(genius.launch.inMemoryTabs == [LaunchState.Tab(screen: "Activity", viewLoaded: false)])
        let taskRabbit = try fixtureApp("taskrabbit")
        #expect(taskRabbit.event(named: "task_updated")?.hierarchy.description == "TaskList > TaskDetail(:id)")
        #expect(taskRabbit.router != nil)
    }

    @Test func rejectsAHierarchyNamingAnUndeclaredScreenAtItsPointer() throws {
        let found = issues(
            """
            {"schemaVersion": 1, "app": {"name": "X"},
             "events": {"e": {"hierarchy": "Inbox > Conversaton(:id)"}},
             "screens": {"Inbox": {}, "Conversation": {}}, "launch": {"stack": "Inbox"}}
            """)
        #expect(found.count == 1)
        #expect(found.first?.pointer?.description == "/events/e/hierarchy")
        #expect(found.first?.message == "screen \"Conversaton\" is not declared in \"screens\" (did you mean \"Conversation\"?)")
        #expect(found.first?.position?.description == "2:32")
    }

    @Test func rejectsADuplicateEventNamingItAndItsPlace() {
        let found = issues(
            """
            {"schemaVersion": 1, "app": {"name": "X"},
             "events": {"e": {"hierarchy": "Home"},
                        "e": {"hierarchy": "Home"}}}
            """)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("duplicate key \"e\"") == true)
        #expect(found.first?.position?.line == 3)
    }

    @Test func rejectsEveryDanglingReferenceAtOnce() {
        let found = issues(
            """
            {"schemaVersion": 1, "app": {"name": "X"},
             "events": {"e": {"hierarchy": "Home"}},
             "screens": {"Home": {"responds": ["f"], "suppresses": [{"event": "e", "when": "sometimes"}], "observes": ["g", "*"]}},
             "launch": {"stack": "Home > Nowhere", "tabs": [{"screen": "Tab"}]},
             "routes": [{"pattern": "/x/:id", "event": "h"}, {"pattern": "/*/y", "event": "e"}]}
            """)
        #expect(
            found.map(\.pointer?.description) == [
                "/screens/Home/responds/0", "/screens/Home/suppresses/0/when", "/screens/Home/observes/0", "/launch/stack",
                "/launch/tabs/0/screen", "/routes/0/event", "/routes/1/pattern",
            ])
        #expect(found.allSatisfy { $0.severity == .error })
        #expect(found.last?.message.contains("route \"/*/y\"") == true)
    }

    @Test func warnsAboutUnknownKeysWithTheNearestKnownOne() throws {
        let loaded = try load(#"{"schemaVersion": 1, "app": {"name": "X", "bundleID": "x"}, "screns": {}}"#)
        #expect(loaded.warnings.count == 2)
        #expect(loaded.warnings.contains { $0.pointer?.description == "/screns" && $0.message.contains("did you mean \"screens\"") })
        #expect(loaded.warnings.contains { $0.pointer?.description == "/app/bundleID" && $0.message.contains("did you mean \"bundleId\"") })
    }

    @Test func startsOnTheFirstDeclaredScreenWithoutALaunchStack() throws {
        let loaded = try load(#"{"schemaVersion": 1, "app": {"name": "X"}, "screens": {"Feed": {}, "Other": {}}}"#)
        #expect(loaded.model.launch.stack.description == "Feed")
    }

    @Test func requiresASchemaVersionItReads() {
        #expect(issues(#"{"app": {"name": "X"}}"#).map(\.pointer?.description) == ["/schemaVersion"])
        #expect(issues(#"{"schemaVersion": 4, "app": {"name": "X"}}"#).first?.message.contains("reads 1, 2 and 3") == true)
        #expect(issues(#"{"schemaVersion": 3, "app": {"name": "X"}}"#).isEmpty)
    }

    @Test func rejectsWhatIsNotAnObjectOrNotJSON() {
        #expect(issues("[1]").first?.message == "an app model is a JSON object, not an array")
        #expect(issues("{\"a\": }").first?.message.hasPrefix("not JSON pushsim reads") == true)
    }

    @Test func rejectsAnAbsurdlyDeepHierarchy() {
        let deep = (0...64).map { _ in "Home" }.joined(separator: " > ")
        let found = issues(#"{"schemaVersion": 1, "app": {"name": "X"}, "screens": {"Home": {}}, "events": {"e": {"hierarchy": "\#(deep)"}}}"#)
        #expect(found.first?.message == "the hierarchy has 65 screens; at most 64 are allowed")
    }

    @Test func findsTheModelByFlagThenEnvironmentThenPushsimJsonUpTheTree() throws {
        var template = Array("/tmp/pushsim-app-XXXXXX".utf8CString)
        let root = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        let nested = root + "/a/b"
        mkdir(root + "/a", 0o755)
        mkdir(nested, 0o755)
        #expect(AppModelLoader.locate(flag: nil, environment: nil, directory: nested) == .builtIn)
        let file = fopen(root + "/a/pushsim.json", "w")
        fclose(file)
        #expect(AppModelLoader.locate(flag: nil, environment: nil, directory: nested) == .discovered(root + "/a/pushsim.json"))
        #expect(AppModelLoader.locate(flag: nil, environment: "env.json", directory: nested) == .environment("env.json"))
        #expect(AppModelLoader.locate(flag: nil, environment: "", directory: nested) == .discovered(root + "/a/pushsim.json"))
        #expect(AppModelLoader.locate(flag: "flag.json", environment: "env.json", directory: nested) == .flag("flag.json"))
    }

    @Test func parsesStacksAndRejectsMalformedOnes() throws {
        #expect(try StackDescription.parse(" Inbox >Conversation( 42 ) ").description == "Inbox > Conversation(42)")
        #expect(try StackDescription.parse("A > B(x-y z)").screens.last?.argument == "x-y z")
        for bad in ["", "Inbox >", "Inbox > > X", "1Inbox", "In box", "X()", "X(1)(2)", "X(1"] {
            #expect(throws: StackDescription.ParseError.self, "\(bad)") { try StackDescription.parse(bad) }
        }
    }
}
