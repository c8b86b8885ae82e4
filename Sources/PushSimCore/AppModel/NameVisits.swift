/// How many declared names reading and checking an app model looked at: each name put in a set
/// or a list, each compared in a search, each looked up. Counted by the scaling tests, which hold
/// it to a small multiple of the model's size (docs/guarantees.md, "Scaling: the app's state and
/// the model's checks"). A class, so that the copies of a reader that share it count together.
final class NameVisits {
    private(set) var count = 0

    func add(_ names: Int) { count += names }
}
