import Testing

@testable import PushSimCore

/// The names pushsim reads as its own (docs/app-model.md, "Reserved names"): exactly those
/// conditions, hierarchies and handlers take before the model's parameters and state, each
/// refused at load, and no other.
@Suite("Reserved names")
struct ReservedNamesTests {
    private func issues(parameters: [String] = [], state: [String] = []) -> [Diagnostic] {
        let declared = parameters.map { #""\#($0)": "k_\#($0)""# }.joined(separator: ", ")
        let values = state.map { #""\#($0)": 1"# }.joined(separator: ", ")
        let text = #"""
            {"schemaVersion": 2, "app": {"name": "X"}, "parameters": {\#(declared)}, "state": {\#(values)},
             "events": {"message": {"hierarchy": "Home"}}, "screens": {"Home": {}}}
            """#
        do {
            _ = try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("app.json"))
            return []
        } catch {
            return error.issues
        }
    }

    @Test func theReservedParameterNamesAreTheNamespacesConditionsReadAndTheObjectId() {
        #expect(Set(ReservedNames.parameters.map(\.name)) == Set(ConditionReader.namespaces + ["fetched", "id"]))
        #expect(ReservedNames.stateNames == ["app", "tab", "modal"])
    }

    /// Each reserved name, declared as a parameter, is not what `{"var": NAME}` reads: the
    /// built-in (or a mistake) wins. `id` is the other way round: conditions read the
    /// parameter, hierarchies and handlers the object id.
    @Test func conditionsReadEachReservedNameAsTheirOwn() {
        for name in ReservedNames.parameters.map(\.name) {
            var issues: [Diagnostic] = []
            let reader = ConditionReader(parameters: [name], stateNames: [], readsFetched: true)
            let read = reader.read(.object(["var": .string(name)]), at: .root, issues: &issues)
            if name == "id" {
                #expect(read == .variable(.parameter("id"), fallback: nil))
            } else {
                #expect(read != .variable(.parameter(name), fallback: nil), "\(name)")
            }
        }
        var issues: [Diagnostic] = []
        let reader = ConditionReader(parameters: [], stateNames: ReservedNames.stateNames)
        for name in ReservedNames.stateNames {
            #expect(reader.read(.object(["var": .string("state.\(name)")]), at: .root, issues: &issues) == .variable(.state(name), fallback: nil))
        }
    }

    @Test func eachReservedNameIsRefusedAtLoadAndNoOther() {
        for name in ReservedNames.parameters.map(\.name) {
            let found = issues(parameters: [name])
            #expect(found.count == 1, "\(name): \(found)")
            #expect(found.first?.pointer == .root / "parameters" / name)
            #expect(found.first?.message.hasPrefix("parameter \"\(name)\" has a name pushsim reserves: ") == true)
        }
        for name in ReservedNames.stateNames {
            let found = issues(state: [name])
            #expect(found.count == 1, "\(name): \(found)")
            #expect(found.first?.pointer == .root / "state" / name)
        }
        #expect(issues(parameters: ["events", "identifier", "ids", "payload_id", "Event", "objects"], state: ["apps", "tabs", "modals", "App"]).isEmpty)
    }

    @Test func settingAReservedNameSaysWhatItIs() throws {
        let model = try AppModelLoader.load(
            bytes: Array(#"{"schemaVersion": 2, "app": {"name": "X"}, "state": {"loggedIn": true}, "screens": {"Home": {}}}"#.utf8),
            source: .flag("app.json")
        ).model
        #expect(
            model.stateProblem(["app"])
                == #""app" is not a value of the app's state that can be set: state.app is read from the simulated app itself, as the app's run state (active, inactive, background, not-running)"#
        )
        #expect(model.stateProblem(["loggedIn"]) == nil)
        #expect(model.stateProblem(["logedIn"])?.hasPrefix(#"the app's state has no "logedIn""#) == true)
    }
}
