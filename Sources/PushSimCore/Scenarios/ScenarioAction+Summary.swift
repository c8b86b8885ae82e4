extension ScenarioAction {
    /// The step as a reader names it: "push new-message-42.json", "tap latest", "state active".
    public var summary: String {
        switch self {
        case .push(let payload, _, let tap, _, _):
            let name: String
            switch payload {
            case .file(let path): name = path
            case .inline: name = "(inline payload)"
            }
            return "push \(name)" + (tap == TapAction.none ? "" : ", tap \(tap)")
        case .tap(let reference, let action):
            return "tap \(reference.summary)" + (action == .default ? "" : ", action \(action)")
        case .dismiss(let reference):
            return "dismiss \(reference.summary)"
        case .state(let state):
            return "state \(state.rawValue)"
        case .navigate(let navigation):
            switch navigation {
            case .push(let stack): return "navigate push \(stack)"
            case .pop(let count): return "navigate pop \(count)"
            case .selectTab(let root): return "navigate tab \(root)"
            case .present(let stack): return "navigate present \(stack)"
            case .dismissModal: return "navigate dismiss"
            case .layout(let layout): return "navigate stack \(layout.fullDescription)"
            }
        case .open(let url):
            return "open \(url)"
        case .set(let values, let account):
            return "set " + values.map { "\($0.name)=\(JSONWriter.string($0.value))" }.joined(separator: ", ") + (account.map { " for account \($0)" } ?? "")
        case .device(let change):
            return "device \(change.summary)"
        case .wait(let milliseconds):
            return "wait \(milliseconds) ms"
        case .confirm(let accept):
            return "confirm \(accept ? "accept" : "cancel")"
        case .check:
            return "expect"
        }
    }
}

extension NotificationReference {
    var summary: String {
        switch self {
        case .latest: return "latest"
        case .push(let count): return "push \(count)"
        case .thread(let thread): return "thread \(thread)"
        case .identifier(let identifier): return "identifier \(identifier)"
        }
    }
}
