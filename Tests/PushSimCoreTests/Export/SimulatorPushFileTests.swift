import Testing

@testable import PushSimCore

/// The `.apns` file `xcrun simctl push` reads (docs/simctl.md).
@Suite("Simulator push file")
struct SimulatorPushFileTests {
    @Test func theBundleComesFirstAndReplacesAnyOther() throws {
        let payload = try #require(check(#"{"aps": {"alert": "Hi"}, "Simulator Target Bundle": "old.bundle", "id": 7}"#).payload)
        let text = SimulatorPushFile.text(payload: payload, bundleID: "com.example.app")
        #expect(text.hasPrefix("{\n  \"Simulator Target Bundle\": \"com.example.app\",\n  \"aps\""))
        #expect(!text.contains("old.bundle"))
        #expect(text.hasSuffix("}\n"))
    }

    @Test func theDefaultPathSwapsTheExtension() {
        #expect(SimulatorPushFile.defaultPath(for: "payloads/new-message.json") == "payloads/new-message.apns")
        #expect(SimulatorPushFile.defaultPath(for: "payloads/.hidden") == "payloads/.hidden.apns")
        #expect(SimulatorPushFile.defaultPath(for: "noext") == "noext.apns")
    }

    @Test func theCommandIsQuotedForAShell() {
        #expect(
            SimulatorPushFile.simctlCommand(bundleID: "com.example.app", path: "my payloads/a.apns")
                == "xcrun simctl push booted com.example.app 'my payloads/a.apns'")
    }
}
