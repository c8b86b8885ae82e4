import Testing
import TestSupport

@testable import PushSimCore

@Suite("Whole-file verdicts")
struct FileRuleTests {
    @Test func emptyAndWhitespaceOnlyArePayloadEmpty() {
        #expect(check("").errors == ["PayloadEmpty"])
        #expect(check("  \n ").errors == ["PayloadEmpty"])
        #expect(check("").verdict == .invalid)
    }

    @Test(arguments: ["[]", "\"aps\"", "42", "null", "true"])
    func topLevelNonObjectsAreNotAPayloadWhichIsNotMalformed(text: String) {
        let result = check(text)
        #expect(result.verdict == .invalid)
        #expect(result.errors == ["NotAPayload@/"])
    }

    @Test func malformedJSONKeepsTheDecodersPosition() throws {
        let result = check("{\n  \"aps\": {\"alert\": \"x\",}\n}")
        #expect(result.verdict == .malformed)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.reason == .malformedJSON)
        #expect(diagnostic.position?.line == 2)
    }

    @Test func findingsCarryLineAndColumnAndComeInFileOrder() {
        let result = check("{\"aps\": {\"alert\": \"x\",\n  \"sound\": 1,\n  \"badge\": \"3\"\n}}")
        #expect(result.findings == ["SoundWrongType@/aps/sound", "BadgeNotInteger@/aps/badge"])
        #expect(result.diagnostics.map { $0.position?.description } == ["2:12", "3:12"])
    }

    @Test func everyReasonIsDocumented() throws {
        let page = try readRepositoryFile("docs/validation.md")
        for reason in Reason.all {
            #expect(page.contains("`\(reason.name)`"), "docs/validation.md does not document \(reason.name)")
        }
    }
}
