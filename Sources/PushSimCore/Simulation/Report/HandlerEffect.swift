/// What one handler action did during a delivery (docs/delivery.md, "Handlers"), for the
/// trace, the text line, JSON and expectations.
public struct HandlerEffect: Sendable, Equatable {
    public enum Result: Sendable, Equatable {
        /// The app set its badge.
        case badge(before: Int64?, after: Int64)
        /// The value was not a badge count (`BadgeCount`): the badge stays as it was.
        case badgeUnchanged(badge: Int64?, value: JSONValue)
        /// Delivered notifications removed.
        case cleared(Int)
        case refreshed(model: String, id: String)
        case refreshFailed(model: String, id: String?, reason: String)
        /// A message posted, and how many observers were told.
        case posted(name: String, observers: Int)
        case stateSet(name: String, value: JSONValue)
        /// A value an account keeps, set for an account other than the active one (version 3).
        case accountStateSet(account: String, name: String, value: JSONValue)
        /// Version 3: delivered notifications and pending local requests removed
        /// (`clearDelivered` with `pending`).
        case clearedWithPending(delivered: Int, pending: Int)
        /// Version 3: a local notification request added: delivered at once (`at` nil) or when
        /// the clock reaches `at`; `replaced` when a pending request had its identifier.
        /// `discarded`: the request the system dropped to keep 64 pending.
        case localRequested(identifier: String, at: Int64?, replaced: Bool, discarded: String? = nil)
        /// Version 3: no request was added: a field's value cannot be one.
        case localRefused(reason: String)
        /// Version 3: the window's root replaced; what the app shows then.
        case rootReplaced(layout: String)
        /// Version 3: the confirmation screen presented; the destination waits for the answer.
        case confirmationPresented(screen: String)
        /// Version 3: the app shows no screens, so it has nothing to navigate.
        case nothingToNavigate(reason: String)
    }

    /// When the app's code ran it: a trigger of a push's handlers, or a screen appearing or
    /// disappearing (version 3; docs/app-model.md, "Screens that appear").
    public enum Occasion: Sendable, Equatable {
        case trigger(HandlerTrigger)
        case appeared(ScreenReference)
        case disappeared(ScreenReference)
    }

    public var occasion: Occasion
    /// The action's key: `setBadge`, `clearDelivered`, `refresh`, `post`, `setState`.
    public var action: String
    public var result: Result

    public init(trigger: HandlerTrigger, action: String, result: Result) {
        self.init(occasion: .trigger(trigger), action: action, result: result)
    }

    public init(occasion: Occasion, action: String, result: Result) {
        self.occasion = occasion
        self.action = action
        self.result = result
    }

    /// JSON's `on`: the trigger, `appear` or `disappear`.
    public var on: String {
        switch occasion {
        case .trigger(let trigger): return trigger.rawValue
        case .appeared: return "appear"
        case .disappeared: return "disappear"
        }
    }

    /// The screen that appeared or disappeared, if that is when it ran.
    public var screen: ScreenReference? {
        switch occasion {
        case .trigger: return nil
        case .appeared(let screen), .disappeared(let screen): return screen
        }
    }

    /// How the line and expectations name when it ran: `tap`, `Channel(c1) appeared`.
    public var label: String {
        switch occasion {
        case .trigger(let trigger): return trigger.rawValue
        case .appeared(let screen): return "\(screen) appeared"
        case .disappeared(let screen): return "\(screen) disappeared"
        }
    }

    /// What it did, in a few words: `badge 3 → 0`, `cleared 1 delivered`,
    /// `refresh of Channel x failed: Channel x does not exist`.
    public var summary: String {
        switch result {
        case .badge(let before, let after):
            return "badge \(before.map(String.init) ?? "unset") → \(after)"
        case .badgeUnchanged(let badge, let value):
            return "badge stays \(badge.map(String.init) ?? "unset"): \(BadgeCount.problem(setting: value))"
        case .cleared(let count):
            return "cleared \(count) delivered"
        case .refreshed(let model, let id):
            return "refreshed \(model) \(id)"
        case .refreshFailed(let model, let id, let reason):
            return "refresh of \(model)\(id.map { " \($0)" } ?? "") failed: \(reason)"
        case .posted(let name, let observers):
            return "posted \(name) to \(observers == 0 ? "no observer" : observers == 1 ? "1 observer" : "\(observers) observers")"
        case .stateSet(let name, let value):
            return "state \(name) = \(JSONWriter.string(value))"
        case .accountStateSet(let account, let name, let value):
            return "state \(name) = \(JSONWriter.string(value)) for account \(account)"
        case .clearedWithPending(let delivered, let pending):
            return "cleared \(delivered) delivered, \(pending) pending"
        case .localRequested(let identifier, let at, let replaced, let discarded):
            return "local \(JSONWriter.string(.string(identifier))) requested, "
                + (at.map { "delivered at \($0) ms" } ?? "delivered at once") + (replaced ? ", replacing the pending one" : "")
                + (discarded.map { "; 64 are pending: the system discards \(JSONWriter.string(.string($0)))" } ?? "")
        case .localRefused(let reason):
            return "no local notification: \(reason)"
        case .rootReplaced(let layout):
            return "the window's root is now \(layout); the screens it showed are released"
        case .confirmationPresented(let screen):
            return "presented \(screen) to confirm; the destination opens when the user accepts"
        case .nothingToNavigate(let reason):
            return "nothing to navigate: \(reason)"
        }
    }
}
