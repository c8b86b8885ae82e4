import Testing

@testable import PushSimCore

/// The variables version 3 adds (docs/conditions.md, "Variables"): `request.identifier`, the
/// notification's request identifier, and `current.NAME`, what runs a `clearDelivered` whose
/// `when` is asked of each delivered notification. A version 2 model reads neither: the names
/// stay a parameter's.
@Suite("Version 3 variables")
struct VersionThreeVariableTests {
    private func read(_ text: String, versionThree: Bool, current: Bool = false) -> (Condition?, [String]) {
        var reader = ConditionReader(parameters: ["room", "request"], stateNames: [])
        reader.readsVersionThree = versionThree
        reader.readsCurrent = current
        var issues: [Diagnostic] = []
        let value = try! JSONDecoding.decode(Array(text.utf8))
        return (reader.read(value, at: .root / "when", issues: &issues), issues.map(\.message))
    }

    @Test func requestIdentifierIsTheNotificationsIdentifier() throws {
        let (condition, issues) = read(#"{"==": [{"var": "request.identifier"}, "door"]}"#, versionThree: true)
        #expect(issues.isEmpty)
        var context = ConditionContext()
        context.requestIdentifier = "door"
        #expect(try #require(condition).holds(in: context))
        context.requestIdentifier = "window"
        #expect(try #require(condition).holds(in: context) == false)
    }

    @Test func aVersionTwoModelReadsRequestAsItsParameter() throws {
        let (condition, issues) = read(#"{"var": "request"}"#, versionThree: false)
        #expect(issues.isEmpty)
        #expect(condition == .variable(.parameter("request"), fallback: nil))
        let (_, dotted) = read(#"{"var": "request.identifier"}"#, versionThree: false)
        #expect(dotted.count == 1)
    }

    @Test func currentReadsWhatRunsTheHandler() throws {
        let (condition, issues) = read(#"{"==": [{"var": "room"}, {"var": "current.room"}]}"#, versionThree: true, current: true)
        #expect(issues.isEmpty)
        var delivered = ConditionContext(parameters: ["room": "r1"])
        delivered.current = CurrentContext(ConditionContext(parameters: ["room": "r1"]))
        #expect(try #require(condition).holds(in: delivered))
        delivered.current = CurrentContext(ConditionContext(parameters: ["room": "r2"]))
        #expect(try #require(condition).holds(in: delivered) == false)
    }

    @Test func currentIsReadOnlyWhereAHandlerAsksEachDeliveredNotification() {
        let (_, issues) = read(#"{"var": "current.room"}"#, versionThree: true)
        #expect(issues == [#""current.room": current (what runs the handler) is read only in a clearDelivered's "when", which is asked of each delivered notification"#])
        let (_, nested) = read(#"{"var": "current.current.room"}"#, versionThree: true, current: true)
        #expect(nested == [#""current" needs a variable of what runs the handler, as current.payload.tag"#])
        let (_, misspelt) = read(#"{"var": "current.rom"}"#, versionThree: true, current: true)
        #expect(misspelt.first?.contains(#"(did you mean "room"?)"#) == true)
    }

    @Test func generatedIdentifiersAreUUIDShapedAndDeterministic() {
        #expect(RequestIdentifier.generated(1) == "00000000-0000-4000-8000-000000000001")
        #expect(RequestIdentifier.generated(255) == "00000000-0000-4000-8000-0000000000FF")
        #expect(RequestIdentifier.generated(1 << 48 - 1) == "00000000-0000-4000-8000-FFFFFFFFFFFF")
    }
}
