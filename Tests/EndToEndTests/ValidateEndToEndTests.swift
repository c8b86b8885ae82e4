import PushSimCore
import Testing

@Suite("pushsim validate, end to end")
struct ValidateEndToEndTests {
    /// Each invalid fixture states, in fixtures/payloads/invalid/pushsim.expect.json, the verdict and
    /// the exact findings it must produce.
    struct ManifestCase: CustomTestStringConvertible {
        var directory: String
        var file: String
        var verdict: String
        var errors: [String]
        var flags: [String]
        var testDescription: String { "\(directory)/\(file)" }
    }

    static func manifestCases(_ directory: String) -> [ManifestCase] {
        guard let bytes = try? repositoryFile(directory + "/pushsim.expect.json"),
            let cases = try? JSONDecoding.decode(bytes).objectValue?["cases"]?.objectValue
        else { return [] }
        return cases.map { name, value in
            let object = value.objectValue ?? [:]
            let headers = object["headers"]?.objectValue ?? [:]
            let flagNames = ["pushType": "--push-type", "priority": "--priority", "collapseId": "--collapse-id", "topic": "--topic"]
            let flags = headers.flatMap { key, value in [flagNames[key] ?? "--\(key)", value.stringValue ?? ""] }
            return ManifestCase(
                directory: directory, file: name, verdict: object["verdict"]?.stringValue ?? "",
                errors: object["errors"]?.arrayValue?.compactMap(\.stringValue) ?? [], flags: flags)
        }
    }

    @Test(arguments: manifestCases("fixtures/payloads/invalid") + manifestCases("fixtures/payloads/voip"))
    func fixtureProducesItsStatedReasons(_ fixture: ManifestCase) throws {
        let run = try Binary.run(["validate", "\(fixture.directory)/\(fixture.file)", "--format", "json"] + fixture.flags)
        let result = try record(try #require(run.stdoutLines.first))
        #expect(result["verdict"]?.stringValue == fixture.verdict)
        let errors = (result["diagnostics"]?.arrayValue ?? []).compactMap { $0.objectValue }
            .filter { $0["severity"]?.stringValue == "error" }
            .map { diagnostic -> String in
                let reason = diagnostic["reason"]?.stringValue ?? ""
                if let pointer = diagnostic["pointer"]?.stringValue { return "\(reason)@\(pointer.isEmpty ? "/" : pointer)" }
                if let header = diagnostic["header"]?.stringValue { return "\(reason)@\(header)" }
                return reason
            }
        #expect(errors == fixture.errors)
        let expectedStatus: Int32 = ["valid": 0, "invalid": 1, "malformed": 2][fixture.verdict] ?? -1
        #expect(run.status == expectedStatus)
    }

    @Test func everyInvalidFixtureStatesItsReason() throws {
        let stated = Set(Self.manifestCases("fixtures/payloads/invalid").map(\.file))
        let present = Set(try files(in: "fixtures/payloads/invalid").filter { $0 != "pushsim.expect.json" })
        #expect(stated == present)
    }

    @Test func everyValidFixtureIsValid() throws {
        let names = try files(in: "fixtures/payloads/valid").filter { $0 != "pushsim.expect.json" }
            .map { "fixtures/payloads/valid/" + $0 }
        let run = try Binary.run(["validate"] + names)
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdoutLines.filter { $0.contains(": valid (") }.count == names.count)
        #expect(run.stderr == "\(names.count) files: \(names.count) valid\n")
    }

    @Test func theVoIPFixtureIsTooLargeForAnyOtherPushType() throws {
        let run = try Binary.run(["validate", "fixtures/payloads/voip/incoming-call.json"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("PayloadTooLarge: the payload is 5050 bytes; APNs accepts at most 4096 for push type alert"))
    }

    @Test func textOutputNamesFileLineColumnReasonAndPointer() throws {
        let run = try Binary.run(["validate", "fixtures/payloads/invalid/badge-string.json"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                fixtures/payloads/invalid/badge-string.json:4:14: error: BadgeNotInteger: badge must be an integer, not a string ("3") [/aps/badge]
                fixtures/payloads/invalid/badge-string.json: invalid (1 error, 0 warnings)

                """)
        #expect(run.stderr.isEmpty)
    }

    @Test func aValidPayloadSaysWhatItIsAndThatThePushTypeWasInferred() throws {
        let run = try Binary.run(["validate", "fixtures/payloads/valid/silent-refresh.json"])
        #expect(run.status == 0)
        #expect(
            run.stdout
                == "fixtures/payloads/valid/silent-refresh.json: valid (background; 109 of 4096 bytes; push type background, inferred; priority 5, inferred)\n"
        )
    }

    @Test func aBatchReportsEveryFileOnceAndTheWorstStatusWins() throws {
        let inputs = [
            "fixtures/payloads/valid/plain-alert.json", "no/such/file.json", "fixtures/payloads/invalid/not-json.json",
            "fixtures/payloads/invalid/badge-float.json", "fixtures",
        ]
        let run = try Binary.run(["validate", "--format", "json"] + inputs)
        #expect(run.status == 3)
        let records = try run.stdoutLines.map(record)
        #expect(records.map { $0["file"]?.stringValue } == inputs)
        #expect(records.map { $0["verdict"]?.stringValue } == ["valid", "unreadable", "malformed", "invalid", "unreadable"])
        #expect(records.allSatisfy { $0["schemaVersion"] == .integer(1) && $0["command"] == "validate" })
        #expect(run.stderr == "5 files: 1 valid, 1 invalid, 1 malformed, 2 unreadable\n")
    }

    @Test func malformedJSONHasItsOwnExitCode() throws {
        let run = try Binary.run(["validate", "fixtures/payloads/invalid/duplicate-key.json"])
        #expect(run.status == 2)
        #expect(run.stdout.hasPrefix("fixtures/payloads/invalid/duplicate-key.json:5:5: error: MalformedJSON: duplicate key \"badge\""))
    }

    @Test func readsStandardInput() throws {
        let run = try Binary.run(["validate", "-"], stdin: #"{"aps":{"alert":"Hi"}}"#)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("<stdin>: valid (alert; 22 of 4096 bytes"))
    }

    @Test func headerFlagsAreChecked() throws {
        let run = try Binary.run([
            "validate", "fixtures/payloads/valid/plain-alert.json", "--priority", "7", "--push-type", "alert",
        ])
        #expect(run.status == 1)
        #expect(run.stdout.contains("error: BadPriority: priority must be 10, 5 or 1, not \"7\" [apns-priority]"))
    }

    @Test func strictTurnsWarningsIntoFailures() throws {
        let file = "fixtures/payloads/valid/critical-alert.json"
        #expect(try Binary.run(["validate", file]).status == 0)
        #expect(try Binary.run(["validate", "--strict", file]).status == 1)
    }

    @Test func usageErrorsExit64() throws {
        #expect(try Binary.run(["validate"]).status == 64)
        #expect(try Binary.run(["validate", "--format", "yaml", "x.json"]).status == 64)
    }

    @Test func payloadTextCannotReachTheTerminalRaw() throws {
        // Escaped in the JSON text, so the decoded key holds real ESC and BEL characters.
        let hostile = #"{"aps":{"alert":"x","\u001b]0;pwned\u0007\u001b[2J":1}}"#
        let run = try Binary.run(["validate", "-"], stdin: hostile)
        #expect(!run.stdout.contains("\u{1B}"))
        #expect(!run.stdout.contains("\u{07}"))
        #expect(run.stdout.contains(#"\e]0;pwned\u{7}\e[2J"#))
    }
}
