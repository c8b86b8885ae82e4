#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing
import TestSupport

@Suite("pushsim export, end to end")
struct ExportEndToEndTests {
    static let message = "fixtures/apps/genius/payloads/new-message-42.json"

    @Test func theApnsFileValidatesWithItsSimulatorBundle() throws {
        let root = try scratchDirectory("export")
        let file = root + "/new-message-42.apns"
        let run = try Binary.run(["export", Self.message, "--bundle-id", "com.genius.ios", "--output", file])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "xcrun simctl push booted com.genius.ios \(file)\n")
        #expect(run.stderr == "pushsim: wrote \(file) (Simulator Target Bundle com.genius.ios)\n")
        let text = try readText(file)
        #expect(text.hasPrefix("{\n  \"Simulator Target Bundle\": \"com.genius.ios\",\n  \"aps\": {\n"))
        let validate = try Binary.run(["validate", file])
        #expect(validate.status == 0)
        #expect(validate.stdout.hasSuffix("; simulator bundle com.genius.ios)\n"), "\(validate.stdout)")
    }

    @Test func theApnsFileIsDeliveredLikeTheJSON() throws {
        let root = try scratchDirectory("export")
        let file = root + "/message.apns"
        #expect(try Binary.run(["export", Self.message, "--bundle-id", "com.genius.ios", "-o", file]).status == 0)
        let app = ["--app", "fixtures/apps/genius/pushsim.json", "--state", "active", "--format", "json"]
        let fromJSON = try record(try Binary.run(["deliver", Self.message] + app).stdout)
        let fromApns = try record(try Binary.run(["deliver", file] + app).stdout)
        #expect(fromApns["outcome"] == fromJSON["outcome"])
        #expect(fromApns["presentation"] == fromJSON["presentation"])
        #expect(fromApns["notification"] == fromJSON["notification"])
    }

    @Test func aBundleThePayloadAlreadyNamedIsReplaced() throws {
        let root = try scratchDirectory("export")
        let file = root + "/again.apns"
        let run = try Binary.run(["export", "fixtures/payloads/valid/simulator-push.apns", "--bundle-id", "com.example.other", "-o", file])
        #expect(run.status == 0)
        let text = try readText(file)
        #expect(text.hasPrefix("{\n  \"Simulator Target Bundle\": \"com.example.other\",\n  \"aps\": {"))
        #expect(text.components(separatedBy: "Simulator Target Bundle").count == 2)
    }

    @Test func theDefaultOutputSitsBesideThePayload() throws {
        let root = try scratchDirectory("export")
        try writeText(try readText(repositoryRoot + "/" + Self.message), to: root + "/message.json")
        let run = try Binary.run(["export", "message.json", "--bundle-id", "com.genius.ios"], directory: root)
        #expect(run.status == 0)
        #expect(run.stdout == "xcrun simctl push booted com.genius.ios message.apns\n")
        #expect(FileManager.default.fileExists(atPath: root + "/message.apns"))
    }

    @Test func anExistingFileIsKeptUnlessForced() throws {
        let root = try scratchDirectory("export")
        let file = root + "/out.apns"
        try writeText("keep me\n", to: file)
        let refused = try Binary.run(["export", Self.message, "--bundle-id", "com.genius.ios", "-o", file])
        #expect(refused.status == 73)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr == "pushsim: error: \(file) already exists (--force replaces it)\n")
        #expect(try readText(file) == "keep me\n")
        let forced = try Binary.run(["export", Self.message, "--bundle-id", "com.genius.ios", "-o", file, "--force"])
        #expect(forced.status == 0)
        #expect(try readText(file).contains("\"Simulator Target Bundle\": \"com.genius.ios\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["out.apns"])
    }

    @Test func anInvalidPayloadIsRefusedWithItsReasons() throws {
        let root = try scratchDirectory("export")
        let file = root + "/badge.apns"
        let run = try Binary.run(["export", "fixtures/payloads/invalid/badge-string.json", "--bundle-id", "com.example.app", "-o", file])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == """
            fixtures/payloads/invalid/badge-string.json:4:14: error: BadgeNotInteger: badge must be an integer, not a string ("3") [/aps/badge]
            fixtures/payloads/invalid/badge-string.json: invalid (1 error, 0 warnings)
            pushsim: \(file) not written: the payload is invalid

            """)
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(try Binary.run(["export", "fixtures/payloads/invalid/not-json.json", "--bundle-id", "com.example.app", "-o", file]).status == 2)
    }

    @Test func theBundleIDIsCheckedLikeATopic() throws {
        for bad in ["", "com example", ".com.example", "com.example.", "com..example", "com/example"] {
            let run = try Binary.run(["export", Self.message, "--bundle-id", bad, "-o", "/dev/null"])
            #expect(run.status == 64, "\(bad)")
            #expect(run.stderr.contains("is not a bundle id"), "\(bad)")
        }
    }

    @Test func standardInputNeedsAnOutput() throws {
        let run = try Binary.run(["export", "-", "--bundle-id", "com.example.app"], stdin: #"{"aps":{"alert":"hi"}}"#)
        #expect(run.status == 64)
        #expect(run.stderr == "pushsim: error: a payload read from standard input needs --output FILE\n")
    }
}
