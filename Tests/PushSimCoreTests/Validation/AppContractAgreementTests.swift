#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing
import TestSupport

@testable import PushSimCore

/// `validate --app` and `deliver` read a payload with the same code, so they must agree
/// (docs/validation.md, "Against the app: --app"): for every payload of every fixture app,
/// `validate --app` reports an error of the app's contract exactly when delivering it, opened
/// in some state, ends in an outcome that says the app cannot handle it. The one exception is
/// `UnknownLocKey`: iOS shows the key itself, which is no outcome of its own but the text
/// `deliver` presents — unless the app's notification service extension replaced the alert
/// (docs/delivery.md, "Notification service extension"), as an encrypted app's does for every
/// push its relay sends with a generic `loc-key` (fixtures/apps/icecubes/README.md).
@Suite("validate --app agrees with deliver")
struct AppContractAgreementTests {
    static let apps: [String] = {
        let directory = repositoryRoot + "/fixtures/apps"
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
            .filter { FileManager.default.fileExists(atPath: directory + "/" + $0 + "/pushsim.json") }
    }()

    /// The outcomes that mean the app cannot handle what it was sent. `load-failed` counts only
    /// for an id not in the event's `idFormat`: an id the app's data lacks (`missing`) is not
    /// the payload's fault.
    static func cannotHandle(_ report: DeliveryReport, model: AppModel) -> Bool {
        switch report.outcome {
        case .unknownEvent, .missingObjectID, .badParameter, .unmatched: return true
        case .loadFailed: return report.reason.map { $0.contains("is not an integer") || $0.contains("is not a UUID") } ?? false
        default: return false
        }
    }

    @Test func thereAreFixtureApps() {
        #expect(Self.apps.count >= 4)
    }

    @Test(arguments: apps)
    @MainActor
    func everyPayloadAgrees(_ app: String) async throws {
        let folder = repositoryRoot + "/fixtures/apps/" + app
        let model = try AppModelLoader.load(.flag(folder + "/pushsim.json")).model
        let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/payloads")
            .filter { $0.hasSuffix(".json") && $0 != "pushsim.expect.json" }.sorted()
        #expect(!files.isEmpty)
        for file in files {
            let source = InputSource.path(folder + "/payloads/" + file)
            let plain = PayloadChecker().check(source)
            // Only payloads that reach the app are delivered to it.
            guard plain.verdict == .valid else { continue }
            var outcomes: [String] = []
            var failed = false
            for state in AppState.allCases {
                let report = await SimulatedApp.deliver(plain, model: model, state: state, stack: nil, tap: nil, badge: nil, trace: false)
                outcomes.append("\(state.rawValue): \(report.outcome.rawValue)")
                if Self.cannotHandle(report, model: model) { failed = true }
            }
            let checked = PayloadChecker(app: model).check(source)
            let contractErrors = checked.diagnostics.filter {
                $0.severity == .error && $0.reason?.source == .app && ![.unknownLocKey, .locArgsTooFew, .locArgNotNumber, .locTableUnreadable].contains($0.reason)
            }
            if let unknownKey = checked.diagnostics.first(where: { $0.reason == .unknownLocKey }) {
                let report = await SimulatedApp.deliver(plain, model: model, state: .background, stack: nil, tap: nil, badge: nil, trace: false)
                let replaced = report.serviceExtension?.shown.map { [.rewritten, .fallback, .bestAttempt].contains($0) } ?? false
                let key = try #require(unknownKey.message.split(separator: "\"").dropFirst().first.map(String.init))
                let shown = [report.presentation?.title, report.presentation?.subtitle, report.presentation?.body].compactMap { $0 }
                #expect(replaced || shown.contains(key), "\(app)/\(file): deliver shows \(shown), not the key \(key)")
                if replaced { #expect(!shown.contains(key), "\(app)/\(file): the extension replaced the alert, yet deliver shows the key \(key)") }
            }
            #expect(
                failed == !contractErrors.isEmpty,
                "\(app)/\(file): deliver \(outcomes.joined(separator: ", ")); validate --app: \(contractErrors.map(\.reasonName))")
        }
    }
}
