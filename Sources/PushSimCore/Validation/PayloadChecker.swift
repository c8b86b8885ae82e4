/// Reads, decodes and validates payload files: file → bytes → JSON → typed payload → verdict.
public struct PayloadChecker: Sendable {
    /// Payloads are at most 5 KB; reading stops at 1 MiB so a runaway input costs nothing,
    /// while anything smaller is still decoded and fully diagnosed.
    public static let readCap = 1 << 20

    public var headers: RequestHeaders
    public var reader: InputReader
    /// `validate --app`: the app whose contract each payload is also checked against
    /// (docs/validation.md, "Against the app: --app"). `deliver` and `replay` leave it nil: the
    /// app itself meets the payload there, and its outcome says what it made of it.
    public var app: AppModel?
    /// `validate --app --locale`: the user's languages the app's tables are checked in.
    public var languages: [String]?
    /// `--from FORMAT`: the format every file is in; nil detects it from each file's shape
    /// (docs/providers.md, "Detecting the format").
    public var from: ProviderFormat?
    /// `--message N` (`"message": N` in a manifest case or scenario step): which request of a
    /// provider's batch to take, from 1; nil takes every request where a command shows each
    /// (`validate`, `convert`, `deliver`) and refuses a batch where it takes one push
    /// (docs/providers.md, "Batches").
    public var message: Int?
    /// What a conversion needs besides the message (`--expo-project`).
    public var conversion: ConversionOptions
    /// `replay`, `deliver`: the app the payloads go to declares Apple's critical-alerts
    /// entitlement, so `CriticalAlertNeedsEntitlement` is not reported, as with `--app`
    /// (docs/app-model.md, "Entitlements").
    public var criticalAlertsEntitled = false
    /// Findings made after the check, by what the delivery showed (`replay`'s truncated text):
    /// placed in the file, and at a provider's key, as the check's own are. Set only to check a
    /// file again for them (`ReplayWorkers`).
    var laterFindings: [Diagnostic] = []

    public init(
        headers: RequestHeaders = RequestHeaders(), reader: InputReader = InputReader(cap: PayloadChecker.readCap), app: AppModel? = nil,
        from: ProviderFormat? = nil, message: Int? = nil, conversion: ConversionOptions = ConversionOptions()
    ) {
        self.headers = headers
        self.reader = reader
        self.app = app
        self.from = from
        self.message = message
        self.conversion = conversion
    }

    public func check(_ source: InputSource) -> PayloadCheck {
        noted(read(source))
    }

    /// Every APNs request `source` becomes, each checked (`validate`, `convert`): one for an
    /// APNs payload or a file that cannot be read, one per message of a provider's batch
    /// (docs/providers.md).
    public func checks(_ source: InputSource) -> [PayloadCheck] {
        let found: [PayloadCheck]
        do {
            found = try reader.withContents(of: source) { bytes in
                chosen(decodeAll(bytes: bytes, source: source), bytes: bytes, source: source, oneOnly: false)
            }
        } catch {
            found = [unreadable(error, source: source)]
        }
        return found.map { noted($0) }
    }

    /// The check of what reading `source` gave: a scenario reads each payload file once per
    /// run and checks it for each push's headers (docs/scenarios.md, "When payload files are read").
    func check(read: Result<[UInt8], InputError>, from source: InputSource) -> PayloadCheck {
        switch read {
        case .success(let bytes): return check(bytes: bytes, source: source)
        case .failure(let error): return noted(unreadable(error, source: source))
        }
    }

    /// With an app, every check says so: one that holds no payload was not checked against it.
    /// The check is taken, not copied: a copy retains every string and array it holds.
    private func noted(_ check: consuming PayloadCheck) -> PayloadCheck {
        guard let app, check.appContract == nil else { return check }
        check.appContract = AppContract(appName: app.name, source: app.source, notCheckedBecause: "the file holds no payload")
        return check
    }

    private func read(_ source: InputSource) -> PayloadCheck {
        do {
            // The bytes live in a buffer reused from file to file: nothing keeps them past here.
            return try reader.withContents(of: source) { bytes in decode(bytes: bytes, source: source) }
        } catch {
            return unreadable(error, source: source)
        }
    }

    private func unreadable(_ error: InputError, source: InputSource) -> PayloadCheck {
        if case .tooLarge(let size, let cap, let exact) = error.kind {
            let amount = exact ? "\(size) bytes" : "more than \(cap) bytes"
            let message = "the payload is \(amount); APNs accepts at most 4096 (5120 for VoIP). Not decoded: inputs over \(cap) bytes are not read"
            return PayloadCheck(
                source: source, verdict: .invalid, diagnostics: [Diagnostic(.error, .payloadTooLarge, .file, message)],
                size: exact ? size : nil, limit: 4096)
        }
        return PayloadCheck(
            source: source, verdict: .unreadable,
            diagnostics: [Diagnostic(.error, .unreadable, .file, error.reason)])
    }

    /// `checks(_:)` of bytes held in memory.
    public func checks(bytes: [UInt8], source: InputSource) -> [PayloadCheck] {
        bytes.withUnsafeBytes { chosen(decodeAll(bytes: $0, source: source), bytes: $0, source: source, oneOnly: false) }.map { noted($0) }
    }

    public func check(bytes: [UInt8], source: InputSource) -> PayloadCheck {
        noted(bytes.withUnsafeBytes { decode(bytes: $0, source: source) })
    }

    private func decode(bytes: UnsafeRawBufferPointer, source: InputSource) -> PayloadCheck {
        let value: JSONValue
        switch decodeJSON(bytes: bytes, source: source) {
        case .success(let decoded): value = decoded
        case .failure(let refused): return refused.check
        }
        // The APNs payload, without the array a provider's batch needs: the path of every
        // fixture of a replay (docs/performance.md).
        if from == nil || from == .apns, message == nil, case .object(let object) = value, object.contains("aps") {
            return check(object: object, bytes: bytes, source: source)
        }
        return chosen(decodeAll(value, bytes: bytes, source: source), bytes: bytes, source: source, oneOnly: true)[0]
    }

    /// The requests `--message` chooses: all of them without it, except where one push is taken
    /// (`oneOnly`: `replay`, `export`, scenarios), where a batch is refused with its count,
    /// never cut to its first (docs/providers.md, "Batches"). A file that is no request at all
    /// (malformed, ambiguous) is its own answer, whatever is chosen.
    private func chosen(_ checks: [PayloadCheck], bytes: UnsafeRawBufferPointer, source: InputSource, oneOnly: Bool) -> [PayloadCheck] {
        let count = checks.count
        let format = checks.first?.conversion?.format.rawValue ?? "apns"
        if let message {
            if (1...count).contains(message) { return [checks[message - 1]] }
            if count == 1, checks[0].conversion == nil, checks[0].payload == nil { return checks }
            let requests = count == 1 ? "1 APNs request" : "\(count) APNs requests"
            let diagnostic = Diagnostic(
                .error, .noSuchMessage, .key(.root), "there is no message \(message): the file becomes \(requests) (\(format)); choose 1 to \(count)")
            return [PayloadCheck(source: source, verdict: .invalid, diagnostics: locate([diagnostic], in: bytes))]
        }
        guard oneOnly, count > 1 else { return checks }
        let diagnostic = Diagnostic(
            .error, .messageNotChosen, .key(.root),
            "the file becomes \(count) APNs requests (from \(format)) and this command takes one push: choose one with --message N (\"message\": N in a manifest case or scenario step); `pushsim convert` shows each")
        return [PayloadCheck(source: source, verdict: .invalid, diagnostics: locate([diagnostic], in: bytes))]
    }

    /// A file that is not JSON pushsim reads, as its check.
    private struct Refused: Error {
        var check: PayloadCheck
    }

    private func decodeJSON(bytes: UnsafeRawBufferPointer, source: InputSource) -> Result<JSONValue, Refused> {
        do {
            return .success(try JSONDecoding.decode(bytes))
        } catch {
            switch error.kind {
            case .empty, .whitespaceOnly:
                return .failure(
                    Refused(
                        check: PayloadCheck(
                            source: source, verdict: .invalid,
                            diagnostics: [Diagnostic(.error, .payloadEmpty, .file, error.reason)], size: bytes.count, limit: 4096)))
            default:
                return .failure(
                    Refused(
                        check: PayloadCheck(
                            source: source, verdict: .malformed,
                            diagnostics: [Diagnostic(.error, .malformedJSON, .file, error.reason, position: error.position)])))
            }
        }
    }

    /// Every APNs request the file becomes, each checked: one for an APNs payload, one per
    /// message of a provider's file (docs/providers.md).
    private func decodeAll(bytes: UnsafeRawBufferPointer, source: InputSource) -> [PayloadCheck] {
        switch decodeJSON(bytes: bytes, source: source) {
        case .success(let value): return decodeAll(value, bytes: bytes, source: source)
        case .failure(let refused): return [refused.check]
        }
    }

    private func decodeAll(_ value: JSONValue, bytes: UnsafeRawBufferPointer, source: InputSource) -> [PayloadCheck] {
        // An object with `aps` is an APNs payload: no detection is run for it (docs/providers.md,
        // "Detecting the format").
        if from == nil || from == .apns, case .object(let object) = value, object.contains("aps") {
            return [check(object: object, bytes: bytes, source: source)]
        }
        let format: ProviderFormat
        if let from {
            format = from
        } else {
            switch ProviderDetection.detect(value) {
            case .format(let detected): format = detected
            case .ambiguous(let candidates, let because):
                let names = candidates.map(\.rawValue)
                let diagnostic = Diagnostic(
                    .error, .ambiguousFormat, .key(.root),
                    "the format is ambiguous: \(because); it could be \(names.joined(separator: " or ")): say which with --from \(names.joined(separator: "|"))")
                return [PayloadCheck(source: source, verdict: .invalid, diagnostics: locate([diagnostic], in: bytes))]
            }
        }
        guard format != .apns else {
            guard case .object(let object) = value else {
                let diagnostic = Diagnostic(
                    .error, .notAPayload, .key(.root),
                    "not a payload: the top-level value is \(value.typeDescription); an APNs payload is a JSON object")
                return [
                    PayloadCheck(
                        source: source, verdict: .invalid, diagnostics: locate([diagnostic], in: bytes), size: bytes.count, limit: 4096)
                ]
            }
            return [check(object: object, bytes: bytes, source: source)]
        }
        return ProviderConversion.convert(value, from: format, options: conversion).map { check(converted: $0, bytes: bytes, source: source) }
    }

    /// An APNs payload, as the file holds it.
    private func check(object: JSONObject, bytes: UnsafeRawBufferPointer, source: InputSource) -> PayloadCheck {
        let (payload, readDiagnostics, hasBundle) = PayloadReader.readTop(object)
        // An .apns file's "Simulator Target Bundle" is not sent: count what APNs would get. The
        // compact form is only measured when it is needed (most files are neither), and
        // counted rather than written (`JSONWriter.byteCount`).
        let sent = hasBundle ? payload.compactSize : bytes.count
        return validate(payload, readDiagnostics: readDiagnostics, sentSize: sent, headers: headers, bytes: bytes, source: source)
    }

    /// One request a provider's message becomes: the conversion's findings, then the APNs
    /// payload's, each placed at the provider's key it came from.
    private func check(converted request: ConvertedRequest, bytes: UnsafeRawBufferPointer, source: InputSource) -> PayloadCheck {
        let note = PayloadCheck.Conversion(request)
        guard let object = request.payload else {
            let diagnostics = locate(request.diagnostics, in: bytes)
            var check = PayloadCheck(source: source, verdict: diagnostics.hasErrors ? .invalid : .valid, diagnostics: diagnostics)
            check.conversion = note
            // No request at all is not a valid push, whatever the findings' severity.
            check.verdict = .invalid
            return check
        }
        let (payload, readDiagnostics, _) = PayloadReader.readTop(object)
        let sent = JSONWriter.byteCount(.object(object))
        var check = validate(
            payload, readDiagnostics: readDiagnostics, sentSize: sent, headers: request.headers.filling(headers), bytes: bytes,
            source: source, conversion: request)
        check.conversion = note
        return check
    }

    private func validate(
        _ payload: consuming Payload, readDiagnostics: [Diagnostic], sentSize: Int, headers: RequestHeaders, bytes: UnsafeRawBufferPointer,
        source: InputSource, conversion: ConvertedRequest? = nil
    ) -> PayloadCheck {
        let result = PushRules.validate(payload, sentSize: sentSize, headers: headers)
        // MDM and File Provider pushes carry no `aps` at all (docs/validation.md).
        let apsOptional = [PushType.mdm, .fileprovider].contains(result.headers.pushType)
        let payloadDiagnostics = apsOptional ? readDiagnostics.filter { $0.reason != .missingAps } : readDiagnostics
        let contract = app.map { AppContractChecker(model: $0, languages: languages).check(payload, headers: result.headers) }
        var found = payloadDiagnostics
        if !result.diagnostics.isEmpty { found += result.diagnostics }
        if let contract, !contract.diagnostics.isEmpty { found += contract.diagnostics }
        // An app that declares Apple's critical-alerts entitlement has it (docs/app-model.md,
        // "Entitlements"): the warning is for payloads whose app is not known.
        if app?.criticalAlertsEntitlement == true || criticalAlertsEntitled {
            found.removeAll { $0.reason == .criticalAlertNeedsEntitlement }
        }
        found += laterFindings
        if let conversion {
            // Findings about the APNs payload are placed at the provider's key it came from.
            for index in found.indices {
                if let pointer = found[index].pointer { found[index].subject = .key(conversion.origins.provider(for: pointer)) }
            }
            // One finding for a provider's spelling of an aps key: the conversion's says what it
            // costs on the device.
            let respelt = Set(conversion.diagnostics.filter { $0.reason == .providerKeyIgnored }.compactMap(\.pointer))
            found.removeAll { $0.reason == .unknownApsKey && $0.pointer.map(respelt.contains) == true }
            found = conversion.diagnostics + found
        }
        let diagnostics = locate(found, in: bytes)
        // The payload is moved into the check, not copied: a copy retains every string and
        // array it holds.
        var check = PayloadCheck(
            source: source, verdict: diagnostics.hasErrors ? .invalid : .valid, diagnostics: diagnostics,
            payload: consume payload, headers: result.headers, size: result.size, limit: result.limit)
        check.appContract = contract?.contract
        return check
    }

    /// Gives each payload finding the line:column of its key and sorts findings the way a
    /// reader goes through the file; header findings follow.
    private func locate(_ diagnostics: [Diagnostic], in bytes: UnsafeRawBufferPointer) -> [Diagnostic] {
        guard !diagnostics.isEmpty else { return diagnostics }
        // Every pointer found in one walk of the document (JSONLocator), not one walk each.
        let unplaced = diagnostics.indices.filter { diagnostics[$0].position == nil && diagnostics[$0].pointer != nil }
        var located = diagnostics
        if !unplaced.isEmpty {
            let positions = JSONLocator(bytes: Array(bytes)).positions(of: unplaced.map { diagnostics[$0].pointer! })
            for (index, position) in zip(unplaced, positions) { located[index].position = position }
        }
        return located.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.position?.offset ?? Int.max, lhs.offset)
            let right = (rhs.element.position?.offset ?? Int.max, rhs.offset)
            return left < right
        }.map(\.element)
    }
}
