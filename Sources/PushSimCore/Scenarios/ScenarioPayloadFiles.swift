/// The payload files of one scenario run, each read once: at the first push step that names
/// it, and checked once for each set of headers pushed with it. A later step that pushes the
/// same path gets what was read then; a file changed during the run is not read again
/// (docs/scenarios.md, "When payload files are read"). Reading, decoding and checking the same
/// file again at every push was most of a long scenario's time (docs/performance.md, "How a
/// scenario is fast").
final class ScenarioPayloadFiles {
    /// The scenario's app declares Apple's critical-alerts entitlement: its critical payloads
    /// are not warned about (docs/app-model.md, "Entitlements").
    let criticalAlertsEntitled: Bool

    init(criticalAlertsEntitled: Bool = false) {
        self.criticalAlertsEntitled = criticalAlertsEntitled
    }

    private struct Checked {
        let headers: RequestHeaders
        let from: ProviderFormat?
        let message: Int?
        let check: PayloadCheck
    }

    private let reader = InputReader(cap: PayloadChecker.readCap)
    /// By the path as resolved from the scenario file: it names the payload in every report.
    private var reads: [String: Result<[UInt8], InputError>] = [:]
    private var checks: [String: [Checked]] = [:]

    /// The check of the file at `path` pushed with `headers`, as `PayloadChecker` makes it.
    /// One run converts every file with the same `conversion`: it is not part of the key.
    func check(
        _ path: String, headers: RequestHeaders, from: ProviderFormat? = nil, message: Int? = nil, conversion: ConversionOptions = ConversionOptions()
    ) -> PayloadCheck {
        if let checked = checks[path]?.first(where: { $0.headers == headers && $0.from == from && $0.message == message }) { return checked.check }
        let read = reads[path] ?? Result { () throws(InputError) in try reader.read(.path(path)) }
        reads[path] = read
        let check = checker(headers: headers, from: from, message: message, conversion: conversion).check(read: read, from: .path(path))
        checks[path, default: []].append(Checked(headers: headers, from: from, message: message, check: check))
        return check
    }

    /// The checker of a payload the scenario pushes, from a file or written in a step.
    func checker(headers: RequestHeaders, from: ProviderFormat?, message: Int?, conversion: ConversionOptions) -> PayloadChecker {
        var checker = PayloadChecker(headers: headers, from: from, message: message, conversion: conversion)
        checker.criticalAlertsEntitled = criticalAlertsEntitled
        return checker
    }
}
