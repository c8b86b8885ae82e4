/// How much one delivery may compute from an app model's expressions (docs/conditions.md,
/// "Limits"): every `cat` result, every value a handler stores with `setState` or tries as a
/// badge, every text made from a strings entry with format specifiers counts its bytes, and
/// together they may not pass `limit` — the larger of 1 MiB and the model file's size. Without
/// it a 7 KB model doubling a text 40 times asked for 4 GiB and aborted.
///
/// One per app, used by one delivery at a time on the app's task (the app is not `Sendable`);
/// `@unchecked Sendable` only because the condition contexts that carry it are values sent
/// with a delivery's report, which never evaluates with it.
public final class EvaluationBudget: @unchecked Sendable {
    /// The smallest limit, for a small model: far above what a real app's expressions make.
    public static let floor = 1 << 20

    /// The limit for a model file of `modelBytes` bytes.
    public static func limit(forModelOf modelBytes: Int) -> Int { max(floor, modelBytes) }

    public let limit: Int
    /// The model's sites, its file's path and bytes, to name the place that went past the limit.
    private let sites: [ModelSite]
    private let file: String?
    private let fileBytes: [UInt8]
    private(set) var spent = 0
    /// The first time this delivery went past the limit; every charge after it fails too.
    private(set) var exceeded: EvaluationLimitExceeded?

    init(limit: Int, sites: [ModelSite] = [], file: String? = nil, fileBytes: [UInt8] = []) {
        self.limit = limit
        self.sites = sites
        self.file = file
        self.fileBytes = fileBytes
    }

    convenience init(for model: AppModel) {
        self.init(limit: model.evaluationLimit, sites: model.sites, file: model.source.path, fileBytes: model.fileBytes)
    }

    /// What is left of the budget.
    var remaining: Int { exceeded == nil ? max(0, limit - spent) : 0 }

    /// A new delivery: nothing spent.
    func reset() {
        spent = 0
        exceeded = nil
    }

    /// Counts `bytes` made by `what` at `site`, or throws — and remembers — why it cannot.
    func charge(_ bytes: Int, what: String, site: Int?) throws(EvaluationLimitExceeded) {
        if let exceeded { throw exceeded }
        let total = spent.addingReportingOverflow(bytes)
        guard !total.overflow, total.partialValue <= limit else {
            throw refuse(what: what, site: site, size: total.overflow ? Int.max : total.partialValue)
        }
        spent = total.partialValue
    }

    /// Refuses a value nested deeper than a decoded document may be.
    func refuseDepth(what: String, site: Int?) -> EvaluationLimitExceeded {
        refuse(what: what, site: site, size: nil)
    }

    /// Refuses what `what` at `site` would make `size` bytes (nil: nested too deep), and
    /// remembers it: every later charge of the delivery fails too.
    func refuse(what: String, site: Int?, size: Int?) -> EvaluationLimitExceeded {
        let place = site.flatMap { sites.indices.contains($0) ? sites[$0] : nil }
        let position = place?.position(in: fileBytes)
        let refused = EvaluationLimitExceeded(
            what: what, size: size, limit: limit, file: file, pointer: place?.pointer, position: position)
        exceeded = refused
        return refused
    }
}

/// A delivery stopped because the app model computed more than its budget allows
/// (docs/conditions.md, "Limits"): what did, where in the model file, and the limit.
public struct EvaluationLimitExceeded: Error, Sendable, Equatable {
    /// `"cat"`, `setState "s"`, `setBadge`, `the strings entry "KEY"`.
    public var what: String
    /// What the delivery would have computed with it, in bytes; nil for a value nested too deep.
    public var size: Int?
    public var limit: Int
    /// The app-model file.
    public var file: String?
    public var pointer: JSONPointer?
    public var position: SourcePosition?

    /// The reason, without the place: renderers put the place in front, as for any diagnostic.
    public var reason: String {
        guard let size else {
            return "\(what) would make a value nested deeper than \(JSONDecoding.maximumDepth) levels; the delivery is stopped"
        }
        let amount = size == Int.max ? "" : " to \(size) bytes,"
        return "\(what) would bring what this delivery computes\(amount) past the limit of \(limit) bytes "
            + "(the larger of 1 MiB and the app model's size); the delivery is stopped"
    }

    /// `FILE:LINE:COLUMN: ` and the reason, with the JSON pointer after it: the place first, as
    /// a compiler writes it, in the outcome's reason.
    public var message: String {
        var place = file ?? ""
        if let position { place += (place.isEmpty ? "" : ":") + position.description }
        let pointer = pointer.map { " [\($0.displayString)]" } ?? ""
        return (place.isEmpty ? "" : place + ": ") + reason + pointer
    }

    /// The same, as an error about the app-model file.
    public var diagnostic: Diagnostic {
        Diagnostic(.error, nil, pointer.map(Diagnostic.Subject.key) ?? .file, reason, position: position)
    }
}
