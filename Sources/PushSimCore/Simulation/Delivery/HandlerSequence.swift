/// A handler's actions taken in turn, an `if` decided when its turn comes (docs/app-model.md,
/// "Handlers that decide"): its condition is asked of the app as the actions before it left
/// it, and the branch it chooses is taken next. Nested branches are a stack of positions, so
/// each action costs the same however deep the `if`s go.
struct HandlerSequence {
    private var levels: [(actions: [HandlerAction], next: Int)]

    init(_ actions: [HandlerAction]) {
        levels = [(actions, 0)]
    }

    /// The next action to perform, never an `if`; `context` is asked only when an `if` comes.
    mutating func next(deciding context: () -> ConditionContext) -> HandlerAction? {
        while let last = levels.indices.last {
            let (actions, index) = levels[last]
            guard index < actions.count else {
                levels.removeLast()
                continue
            }
            levels[last].next += 1
            if case .branch(let when, let then, let otherwise) = actions[index] {
                levels.append((when.holds(in: context()) ? then : otherwise, 0))
                continue
            }
            return actions[index]
        }
        return nil
    }
}
