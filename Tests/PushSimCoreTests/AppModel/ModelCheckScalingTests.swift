import Testing

@testable import PushSimCore

/// Reading and checking an app model looks each declared name up in a set built once, never in
/// a list searched or rebuilt for every reference (docs/guarantees.md, "Scaling: the app's state
/// and the model's checks"): the names looked at stay within a small multiple of the model's
/// size, where they were references × names. Counted, never timed.
@Suite("App-model checks scaling")
struct ModelCheckScalingTests {
    static let count = 2_000

    /// `make(0), make(1), …` for `count` of them.
    static func list(_ make: (Int) -> String) -> String {
        (0..<count).map(make).joined(separator: ", ")
    }

    /// The model decoded, its problems, and the names the decoder and the checker looked at.
    static func read(_ text: String) throws -> (model: AppModel, issues: [Diagnostic], decoding: Int, checking: Int) {
        let document = try #require(try JSONDecoding.decode(Array(text.utf8)).objectValue)
        var decoder = AppModelDecoder()
        let model = decoder.decode(document, source: .flag("big.json"))
        var checker = AppModelChecker(model: model)
        checker.check()
        return (model, decoder.issues + checker.issues, decoder.nameVisits.count, checker.namesVisited)
    }

    @Test("each event's hierarchy is checked against the parameters and its routes once")
    func hierarchiesNamingParameters() throws {
        let n = Self.count
        let text = #"""
            {"schemaVersion": 2, "app": {"name": "Big", "urlSchemes": ["big"]},
             "parameters": {\#(Self.list { #""p\#($0)": "k\#($0)""# })},
             "events": {\#(Self.list { #""e\#($0)": {"hierarchy": "Home > Item(:p\#($0)) > Detail(:x\#($0))"}"# })},
             "routes": [\#(Self.list { #"{"scheme": "big", "pattern": "/item\#($0)/:x\#($0)", "event": "e\#($0)"}"# })],
             "screens": {"Home": {}, "Item": {}, "Detail": {}}}
            """#
        let read = try Self.read(text)
        // `(:xN)` is a parameter of the route to eN, and of no other event's.
        #expect(read.issues.filter { $0.severity == .error }.isEmpty, "\(read.issues.prefix(3))")
        // About a dozen per event: its three screens checked, its two placeholders looked up, its route.
        #expect(read.checking <= 16 * n, "\(read.checking) names looked at for \(n) events, parameters and routes")

        let misplaced = text.replacing(#""e1": {"hierarchy": "Home > Item(:p1) > Detail(:x1)"}"#, with: #""e1": {"hierarchy": "Home > Item(:p1) > Detail(:x2)"}"#)
        let wrong = try Self.read(misplaced)
        #expect(wrong.issues.map(\.message) == [#"Detail(:x2): "x2" is not a declared parameter (did you mean "p2"?)"#])
        #expect(wrong.issues.first?.pointer == JSONPointer.root / "events" / "e1" / "hierarchy")
    }

    @Test("handlers' parameters, models, state values and messages are each looked up once")
    func handlersNamingDeclaredThings() throws {
        let n = Self.count
        let actions =
            Self.list { #"{"clearDelivered": {"matching": ["p\#($0)"]}}"# } + ", "
            + Self.list { #"{"refresh": {"model": "M\#($0)", "id": "p\#($0)"}}"# } + ", "
            + Self.list { #"{"setState": {"s\#($0)": 1}}"# } + ", "
            + Self.list { #"{"post": "msg\#($0)"}"# }
        let text = #"""
            {"schemaVersion": 2, "app": {"name": "Big"},
             "parameters": {\#(Self.list { #""p\#($0)": "k\#($0)""# })},
             "state": {\#(Self.list { #""s\#($0)": 0"# })},
             "events": {\#(Self.list { #""e\#($0)": {"hierarchy": "Home", "load": {"model": "M\#($0)"}}"# })},
             "handlers": {"receive": [\#(actions)]},
             "screens": {"Home": {"observes": [\#(Self.list { #""msg\#($0)""# })]}}}
            """#
        let read = try Self.read(text)
        #expect(read.issues.filter { $0.severity == .error }.isEmpty, "\(read.issues.prefix(3))")
        #expect(read.model.postedMessages.count == n)
        #expect(read.model.screens[0].observedMessages.count == n)
        #expect(read.decoding <= 12 * n, "\(read.decoding) names looked at reading \(n) of each")
        #expect(read.checking <= 24 * n, "\(read.checking) names looked at checking \(n) of each")

        let misspelt = try Self.read(
            text.replacing(#"{"setState": {"s1999": 1}}"#, with: #"{"setState": {"S1999": 1}}"#)
                .replacing(#"{"post": "msg9"}"#, with: #"{"post": "e9"}"#))
        #expect(
            misspelt.issues.map(\.message).contains { $0.hasPrefix(#"the app's state has no "S1999""#) && $0.hasSuffix(#"(did you mean "s1999"?)"#) },
            "\(misspelt.issues.map(\.message))")
        #expect(misspelt.issues.map(\.message).contains(#""e9" is an event: screens that observe it hear "was received" for it; post a name of its own"#))
    }

    @Test("conditions look their parameters and state values up once each")
    func conditionsNamingParametersAndState() throws {
        let n = Self.count
        let conditions = Self.list { #"{"name": "v\#($0)", "when": {"and": [{"var": "p\#($0)"}, {"var": "state.s\#($0)"}, {"var": "state.app"}]}}"# }
        let text = #"""
            {"schemaVersion": 2, "app": {"name": "Big"},
             "parameters": {\#(Self.list { #""p\#($0)": "k\#($0)""# })},
             "state": {\#(Self.list { #""s\#($0)": 0"# })},
             "events": {"e": {"hierarchy": "Home", "variants": [\#(conditions)]}},
             "categories": {"C": {"actions": [\#(Self.list { #"{"id": "A\#($0)"}"# })]}},
             "extensions": {"notificationService": {"rules": [{"events": [\#(Self.list { _ in #""e""# })], "rewrite": {"body": "b"}}]}},
             "screens": {"Home": {}}}
            """#
        let read = try Self.read(text)
        #expect(read.issues.filter { $0.severity == .error }.isEmpty, "\(read.issues.prefix(3))")
        #expect(read.model.events[0].variants.count == n)
        #expect(read.model.categories[0].actions.count == n)
        #expect(read.decoding <= 12 * n, "\(read.decoding) names looked at reading \(n) conditions, actions and rule events")

        let wrong = try Self.read(
            text.replacing(#"{"var": "state.s1999"}"#, with: #"{"var": "state.S1999"}"#).replacing(#"{"var": "p1998"}"#, with: #"{"var": "P1998"}"#)
                .replacing(#"{"id": "A8"}"#, with: #"{"id": "A3"}"#))
        let messages = wrong.issues.map(\.message)
        #expect(messages.contains { $0.hasPrefix(#""state.S1999": state has no "S1999""#) && $0.hasSuffix(#"(did you mean "s1999"?)"#) }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix(#""P1998" is not a declared parameter nor one of payload"#) && $0.hasSuffix(#"(did you mean "p1998"?)"#) }, "\(messages)")
        #expect(messages.contains(#"action "A3" is declared twice in category C"#), "\(messages)")
    }

    /// A category's first actions are searched, the rest hashed: a duplicate is found either way.
    @Test(arguments: [(1, 2), (2, 15), (3, 16), (17, 40), (0, 39)])
    func aDuplicateActionIsFoundWhereverItIs(first: Int, second: Int) throws {
        let ids = (0..<41).map { $0 == second ? "A\(first)" : "A\($0)" }
        let text = #"{"schemaVersion": 2, "app": {"name": "T"}, "screens": {"Home": {}}, "categories": {"C": {"actions": ["#
            + ids.map { #"{"id": "\#($0)"}"# }.joined(separator: ", ") + "]}}}"
        let messages = try Self.read(text).issues.map(\.message)
        #expect(messages == [#"action "A\#(first)" is declared twice in category C"#], "\(messages)")
    }
}

/// A delivery finds its event, and a stack each of its screens, by name in the model's index,
/// not by searching the model's lists (docs/guarantees.md, "Scaling: the app's state and the
/// model's checks"). Counted, never timed.
@Suite("App-model look-ups scaling")
struct ModelLookupScalingTests {
    @Test("every event and screen of a large model is found looking at one or two entries")
    func eventsAndScreensAreFoundByName() throws {
        let n = ModelCheckScalingTests.count
        var model = try ModelCheckScalingTests.read(
            #"""
            {"schemaVersion": 2, "app": {"name": "Big"},
             "events": {\#(ModelCheckScalingTests.list { #""e\#($0)": {"hierarchy": "S\#($0)"}"# })},
             "screens": {\#(ModelCheckScalingTests.list { #""S\#($0)": {}"# })}}
            """#
        ).model
        var visited = 0
        for index in (0..<n).reversed() {
            #expect(model.event(named: "e\(index)", visited: &visited)?.hierarchy.description == "S\(index)")
            #expect(model.screen(named: "S\(index)", visited: &visited)?.name == "S\(index)")
        }
        #expect(model.event(named: "nothing", visited: &visited) == nil)
        #expect(model.screen(named: "nothing", visited: &visited) == nil)
        #expect(visited <= 4 * n + 4, "\(visited) entries looked at for \(2 * n) look-ups")

        // Changed in place, as a library user may change a model: the look-ups follow.
        model.events.swapAt(0, n - 1)
        model.events[0].name = "renamed"
        model.screens.removeLast()
        #expect(model.event(named: "e\(n - 1)") == nil)
        #expect(model.event(named: "renamed")?.hierarchy.description == "S\(n - 1)")
        #expect(model.event(named: "e0")?.hierarchy.description == "S0")
        #expect(model.screen(named: "S\(n - 1)") == nil)
        #expect(model.screen(named: "S\(n - 2)")?.name == "S\(n - 2)")
    }
}
