/// `scenario --update` (docs/scenarios.md, "--update"): writes what actually happened into a
/// scenario file's expectations, changing only the bytes of the values that change, as
/// `replay --update` writes a manifest: atomically (`AtomicFile`), under a lock
/// (`ManifestLock`), never through a symbolic link (`ManifestPlace`), and not at all when
/// nothing changed.
enum ScenarioUpdater {
    /// `result` as it stands after the update: its recorded expectations marked (a step whose
    /// every mismatch was recorded passes), `update` saying what was written, or why not.
    /// `bytes` are the file the scenario was read from; `root` the path named on the command
    /// line it was reached from. `notes` gets the lines for stderr (`pushsim: updated FILE`).
    static func update(_ result: ScenarioResult, bytes: [UInt8], root: String, notes: inout [ManifestNote]) -> ScenarioResult {
        guard result.problem == nil else { return result }
        var result = result
        var recordings = ScenarioRecorder.recordings(result)
        guard !recordings.isEmpty else { return result }
        let path = result.scenario.source

        // A value an expectation cannot state (a `stack` of an app that is not running) is
        // kept as written, and said why: the file must still read as a scenario.
        var updated: [UInt8] = []
        while true {
            updated = splice(recordings, of: result, into: bytes)
            guard case .failure(let error) = readBack(updated, source: path) else { break }
            var kept = 0
            for issue in error.errors {
                guard let pointer = issue.pointer,
                    let index = recordings.firstIndex(where: { pointer.tokens.starts(with: $0.pointer.tokens) })
                else { continue }
                mark(recordings[index], .notRecorded(issue.message), in: &result)
                recordings.remove(at: index)
                kept += 1
            }
            guard kept > 0 else {
                // Not a value that cannot be stated: a defect of the writer. Write nothing.
                let reason = "\(path): cannot write: the updated file would not read back (\(error.errors.first?.message ?? "")); please report it"
                notes.append(.notWritten(reason: reason))
                result.update = .notWritten(reason: reason)
                return result
            }
            if recordings.isEmpty { return result }
        }

        if let reason = write(updated, over: bytes, at: path, root: root, notes: &notes) {
            result.update = .notWritten(reason: reason)
            return result
        }
        for recording in recordings { mark(recording, recording.old == nil ? .added : .recorded, in: &result) }
        // Every place reported is in the file as it is now.
        let locator = JSONLocator(bytes: updated)
        let stepPositions = locator.positions(of: result.steps.map(\.step.pointer))
        for index in result.steps.indices {
            result.steps[index].step.position = stepPositions[index]
            let positions = locator.positions(of: result.steps[index].mismatches.map(\.pointer))
            for (offset, position) in positions.enumerated() { result.steps[index].mismatches[offset].position = position }
        }
        result.update = .written(expectations: recordings.count)
        return result
    }

    /// The file with every recording's value in place: a stated key's value replaced where it
    /// is; the keys of an empty `expect` written into it, spaced as its step is.
    static func splice(_ recordings: [ScenarioRecorder.Recording], of result: ScenarioResult, into bytes: [UInt8]) -> [UInt8] {
        let locator = JSONLocator(bytes: bytes)
        var edits: [JSONSplice.Edit] = []
        let stated = recordings.filter { $0.old != nil }
        let expects = stated.map { result.steps[$0.step].step.pointer / "expect" }
        let expectSpans = locator.spans(of: expects)
        for ((recording, span), expectSpan) in zip(zip(stated, locator.spans(of: stated.map(\.pointer))), expectSpans) {
            guard let span else { continue }
            edits.append(JSONSplice.Edit(span: span, value: recording.new, spacing: expectSpan.flatMap { JSONSplice.spacing(of: $0, in: bytes) }))
        }
        var added: [Int: JSONObject] = [:]
        var steps: [Int] = []
        for recording in recordings where recording.old == nil {
            if added[recording.step] == nil { steps.append(recording.step) }
            added[recording.step, default: JSONObject()][recording.key] = recording.new
        }
        let stepPointers = steps.map { result.steps[$0].step.pointer }
        let emptySpans = locator.spans(of: stepPointers.map { $0 / "expect" })
        let stepSpans = locator.spans(of: stepPointers)
        for (index, step) in steps.enumerated() {
            guard let span = emptySpans[index], let object = added[step] else { continue }
            let spacing = stepSpans[index].flatMap { JSONSplice.spacing(of: $0, in: bytes) }
            edits.append(JSONSplice.Edit(span: span, value: .object(object), spacing: spacing))
        }
        return JSONSplice.apply(edits, to: bytes)
    }

    private static func readBack(_ bytes: [UInt8], source: String) -> Result<Scenario, ScenarioError> {
        do throws(ScenarioError) {
            return .success(try ScenarioLoader.load(bytes: bytes, source: source))
        } catch {
            return .failure(error)
        }
    }

    /// Sets the update of the step's mismatch for the recording (adding one for an added key).
    private static func mark(_ recording: ScenarioRecorder.Recording, _ update: MismatchUpdate, in result: inout ScenarioResult) {
        var step = result.steps[recording.step]
        if let index = step.mismatches.firstIndex(where: { $0.pointer == recording.pointer }) {
            step.mismatches[index].update = update
        } else {
            step.mismatches.append(
                ScenarioMismatch(key: recording.key, pointer: recording.pointer, position: nil, expected: .null, actual: recording.new, update: update))
        }
        result.steps[recording.step] = step
    }

    /// Replaces the file with `updated`, as replay writes a manifest; the reason when it was
    /// not written. `original` is what the run read: a file changed meanwhile is left alone.
    private static func write(_ updated: [UInt8], over original: [UInt8], at path: String, root: String, notes: inout [ManifestNote]) -> String? {
        if Interruption.received != nil { return "interrupted" }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? ""
        if let refusal = ManifestPlace.refusal(manifest: path, directory: directory, root: root) {
            notes.append(.refused(manifest: path, reason: refusal))
            return refusal
        }
        let (removed, failed) = AtomicFile.removeStaleTemporaries(for: path)
        notes += removed.map(ManifestNote.staleTemporaryRemoved) + failed.map(ManifestNote.staleTemporaryNotRemoved)
        func notWritten(_ reason: String) -> String {
            notes.append(.notWritten(reason: reason))
            return reason
        }
        let lock: ManifestLock
        do { lock = try ManifestLock(manifest: path) } catch { return notWritten("\(path): cannot write: \(error.reason)") }
        defer { lock.release() }
        // Under the lock, the file must still be the one that ran: another edit (a person, a
        // second pushsim) made meanwhile is never overwritten.
        let current: [UInt8]
        do { current = try InputReader(cap: ScenarioLoader.readCap).read(.path(path)) } catch {
            return notWritten("\(path): cannot write: \(error.reason)")
        }
        guard current == original else { return notWritten("\(path): it changed while the scenario ran; run --update again") }
        guard updated.count <= ScenarioLoader.readCap else {
            return notWritten("\(path): cannot write: \(updated.count) bytes, over the \(ScenarioLoader.readCap)-byte limit pushsim reads")
        }
        do { try AtomicFile.write(updated, to: path) } catch { return notWritten(error.description) }
        notes.append(.updated(path))
        return nil
    }
}
