/// Where a failed case's expectations are written in its `pushsim.expect.json`, so CI formats
/// can annotate the line that states them (docs/ci-formats.md). Only failures ask, so a
/// manifest is read again only for a directory with a failed case, and kept for the directory
/// asked about last: the walk gives a directory's files one after another.
struct ManifestPositions {
    private var directory: String?
    private var locator: JSONLocator?

    /// `result` with its manifest's path, its case's place and each mismatch's place, when the
    /// manifest can be read (it was, moments ago); else as it was.
    mutating func locate(_ result: ReplayCaseResult, item: ReplayItem) -> ReplayCaseResult {
        guard item.hasCase, let locator = locator(for: item.directory) else { return result }
        let casePointer = JSONPointer.root / "cases" / item.name
        let defaultsPointer = JSONPointer.root / "defaults"
        var pointers = [casePointer, defaultsPointer]
        for mismatch in result.mismatches { pointers += [casePointer / mismatch.key, defaultsPointer / mismatch.key] }
        let positions = locator.positions(of: pointers)
        var located = result
        located.manifest = ExpectationManifest.path(in: item.directory)
        located.casePosition = positions[0]
        for index in located.mismatches.indices {
            let inCase = positions[2 + 2 * index]
            let inDefaults = positions[3 + 2 * index]
            // A pointer to a key that is not there resolves to the deepest value on its way:
            // a key the case does not state came from `defaults`, or (a verdict) from what a
            // case expects without saying it.
            if inCase != positions[0] {
                located.mismatches[index].position = inCase
            } else if inDefaults != positions[1] {
                located.mismatches[index].position = inDefaults
            } else {
                located.mismatches[index].position = positions[0]
            }
        }
        return located
    }

    private mutating func locator(for directory: String) -> JSONLocator? {
        if directory != self.directory {
            self.directory = directory
            let bytes = try? InputReader(cap: ExpectationManifest.readCap).read(.path(ExpectationManifest.path(in: directory)))
            locator = bytes.map(JSONLocator.init(bytes:))
        }
        return locator
    }
}
