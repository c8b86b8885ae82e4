#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

/// One URL, one state, one destination, whoever asks (docs/router.md, "Routing URLs inside
/// payloads"): the URL routes to an event, and that event — its variants included — decides
/// where the push, the deep link, `route` and a scenario's `open` step end. The app asks "Open
/// URL?" first while `state.confirm` holds (Tests/EndToEndTests/Data/routed-variant-app.json).
@Suite("A routed URL decides, with its event's variants")
struct RoutedEventEndToEndTests {
    static let model = "Tests/EndToEndTests/Data/routed-variant-app.json"

    /// Who asks where `/x` leads.
    enum Asker: String, CaseIterable, CustomTestStringConvertible {
        case payloadWithoutEventType, payloadWithItsOwnEventType, open, route, scenarioOpenStep
        var testDescription: String { rawValue }
    }

    /// The routed event `open` with its variant, or without any.
    enum Model: String, CaseIterable, CustomTestStringConvertible {
        case withVariants, withoutVariants
        var testDescription: String { rawValue }
    }

    /// The model file in `scratch`: the fixture, or the fixture with `open`'s variants taken out.
    private func modelFile(_ model: Model, in scratch: String) throws -> String {
        let decoded = try JSONDecoding.decode(Array(try readText(repositoryRoot + "/" + Self.model).utf8))
        var app = try #require(decoded.objectValue)
        if model == .withoutVariants {
            var events = try #require(app["events"]?.objectValue)
            var open = try #require(events["open"]?.objectValue)
            open["variants"] = nil
            events["open"] = .object(open)
            app["events"] = .object(events)
        }
        let path = scratch + "/app.json"
        try writeText(JSONWriter.string(.object(app)), to: path)
        return path
    }

    /// Where `url` ends when `asker` opens it in the background, with `set` as the app's state;
    /// and the trace, where there is one.
    private func destination(
        of url: String, by asker: Asker, model: Model, set: [String] = [], eventType: String = "other"
    ) throws -> (stack: String, trace: [String]) {
        let scratch = try scratchDirectory("routed-\(asker.rawValue)")
        let app = try modelFile(model, in: scratch)
        let setFlags = set.flatMap { ["--set", $0] }
        func deliverRecord(_ arguments: [String]) throws -> JSONObject {
            let run = try Binary.run(arguments + ["--app", app, "--format", "json"] + setFlags, directory: scratch)
            #expect(run.status == 0, "\(run.stderr)")
            let line = try #require(run.stdoutLines.first)
            return try record(line)
        }
        func stackAndTrace(_ record: JSONObject) throws -> (String, [String]) {
            let trace = (record["trace"]?.arrayValue ?? []).compactMap { $0.objectValue?["detail"]?.stringValue }
            return (try #require(record["stackAfter"]?.stringValue), trace)
        }
        switch asker {
        case .payloadWithoutEventType, .payloadWithItsOwnEventType:
            let own = asker == .payloadWithItsOwnEventType ? #","event_type":"\#(eventType)""# : ""
            try writeText(#"{"aps":{"alert":"hi"},"url":"\#(url)"\#(own)}"#, to: scratch + "/push.json")
            return try stackAndTrace(try deliverRecord(["deliver", "push.json", "--state", "background"]))
        case .open:
            return try stackAndTrace(try deliverRecord(["open", url, "--state", "background"]))
        case .route:
            #expect(set.isEmpty, "route has no state to set")
            let run = try Binary.run(["route", url, "--app", app, "--format", "json"], directory: scratch)
            #expect(run.status == 0, "\(run.stderr)")
            let line = try #require(run.stdoutLines.first)
            let destination = try #require(try record(line)["destination"]?.stringValue)
            let stack = try #require(destination.split(separator: " → ").last)
            return (String(stack), [])
        case .scenarioOpenStep:
            var values: [String] = []
            for assignment in set {
                let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
                values.append("\"\(parts[0])\": \(parts[1])")
            }
            let start = values.isEmpty ? "" : #", "set": {\#(values.joined(separator: ", "))}"#
            try writeText(
                #"{"schemaVersion": 1, "app": "app.json", "start": {"state": "background"\#(start)}, "steps": [{"open": "\#(url)"}]}"#,
                to: scratch + "/open.scenario.json")
            let run = try Binary.run(["scenario", "open.scenario.json", "--format", "json"], directory: scratch)
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            let line = try #require(run.stdoutLines.first)
            let step = try record(line)
            let delivery = try #require(step["delivery"]?.objectValue)
            return try stackAndTrace(delivery)
        }
    }

    @Test(arguments: Asker.allCases, Model.allCases)
    func theURLsEventAndItsVariantsDecide(asker: Asker, model: Model) throws {
        let (stack, trace) = try destination(of: "/x", by: asker, model: model)
        #expect(stack == (model == .withVariants ? "Home > Confirm" : "Home > Page(x)"), "\(asker), \(model)")
        // The payload's own event is not the one opened: none of its variants is chosen.
        #expect(!trace.contains { $0.contains("variant elsewhere of event other") }, "\(trace)")
        if model == .withVariants, asker != .route { #expect(trace.contains("variant ask of event open"), "\(trace)") }
    }

    /// The variant's condition is read in the app's state as it is: without "Open URL?", the page.
    @Test(arguments: Asker.allCases.filter { $0 != .route })
    func theVariantIsChosenInTheAppsState(asker: Asker) throws {
        let (stack, _) = try destination(of: "/x", by: asker, model: .withVariants, set: ["confirm=false"])
        #expect(stack == "Home > Page(x)", "\(asker)")
    }

    /// A route to a hierarchy names no event: the hierarchy is built whatever the payload's event
    /// says, and the trace says that the variant's hierarchy gives way.
    @Test(arguments: Asker.allCases)
    func aRouteToAHierarchyBuildsItForEveryone(asker: Asker) throws {
        let (stack, trace) = try destination(of: "/settings/wifi", by: asker, model: .withVariants)
        #expect(stack == "Home > Settings(wifi)", "\(asker)")
        if asker == .payloadWithItsOwnEventType {
            #expect(trace.contains("variant elsewhere of event other (its hierarchy gives way to the URL's route: Home > Settings(:section))"), "\(trace)")
        }
    }
}
