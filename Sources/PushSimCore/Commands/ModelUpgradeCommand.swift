/// `pushsim model upgrade FILE`: a version 1 or 2 app model rewritten as the current version (3).
/// Each version reads every key of the ones before with the same meaning, so the upgrade changes
/// the version and nothing else: the same keys, in the same order, the same behaviour
/// (docs/app-model.md, "Upgrading").
package struct ModelUpgradeCommand: Sendable {
    package var path: String
    /// Rewrite the file (atomically) instead of printing the upgraded model.
    package var inPlace: Bool

    package init(path: String, inPlace: Bool) {
        self.path = path
        self.inPlace = inPlace
    }

    package func run(reporter: RunReporter) -> ExitStatus {
        let source = AppModelSource.flag(path)
        // Only a model that loads is upgraded: its mistakes are reported as for any command.
        guard let model = AppModelChoice.load(source, reporting: reporter) else { return reporter.finish() }
        let document: JSONObject
        do {
            let bytes = try InputReader(cap: AppModelLoader.readCap).read(InputSource(argument: path))
            guard let object = try JSONDecoding.decode(bytes).objectValue else { return reporter.finish() }
            document = object
        } catch {
            reporter.report(.writeFailed("\(path): cannot read the app model again: \(error)"))
            return reporter.finish()
        }
        let upgraded = Self.upgrade(document)
        let text = JSONWriter.string(.object(upgraded), style: .pretty) + "\n"
        if inPlace {
            guard model.version < AppModel.schemaVersion else {
                reporter.report(.modelUpgraded(text: nil, path: path, from: model.version))
                return reporter.finish()
            }
            // A model that is a link is shared with whatever else points at it: replacing the
            // link would leave the shared model behind, writing through it would change it for
            // every project that links it. Refused, as `replay --update` refuses a linked
            // manifest, naming the real file to upgrade instead (docs/app-model.md, "Upgrading").
            if SymbolicLink.isLink(path) {
                reporter.report(.writeFailed(
                    "\(path): not upgraded: \(path) is a symbolic link to \(SymbolicLink.destination(of: path)); --in-place does not write through symbolic links (docs/app-model.md)"))
                return reporter.finish()
            }
            do {
                try AtomicFile.write(text, to: path)
                reporter.report(.modelUpgraded(text: nil, path: path, from: model.version))
            } catch {
                reporter.report(.writeFailed(error.description))
            }
        } else {
            reporter.report(.modelUpgraded(text: text, path: path, from: model.version))
        }
        return reporter.finish()
    }

    /// The document with the current `"schemaVersion"`, every other member as it was, in its order.
    static func upgrade(_ document: JSONObject) -> JSONObject {
        var upgraded = JSONObject()
        var wroteVersion = false
        for member in document {
            if member.key == "schemaVersion" {
                upgraded["schemaVersion"] = .integer(Int64(AppModel.schemaVersion))
                wroteVersion = true
            } else {
                upgraded[member.key] = member.value
            }
        }
        if !wroteVersion { upgraded["schemaVersion"] = .integer(Int64(AppModel.schemaVersion)) }
        return upgraded
    }
}
