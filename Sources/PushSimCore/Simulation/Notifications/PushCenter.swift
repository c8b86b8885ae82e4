/// The push center (docs/architecture.md): the app's one shared instance — each simulated app
/// has its own, as each app process has its singleton — that registers the device token,
/// decides between suppressing and toasting in the foreground, and broadcasts "was received".
///
/// Delegates are held weakly: a screen that goes away stops vetoing without anyone removing it.
///
public final class PushCenter {
    private var delegates = SuppressionDelegateList()
    public let messages = AppMessageCenter()

    /// A new app's push center, with no delegates or observers.
    public init() {}

    /// Adds `delegate` after the others, unless it is already there: constant time
    /// (`SuppressionDelegateList`).
    public func addDelegate(_ delegate: any SuppressionDelegate) {
        delegates.add(delegate)
    }

    public func removeDelegate(_ delegate: any SuppressionDelegate) {
        delegates.remove(delegate)
    }

    /// How many delegate slots adding and removing delegates have looked at: counted by the
    /// scaling tests (docs/guarantees.md, "Scaling").
    var slotsVisited: Int { delegates.slotsVisited }

    /// The delegates still alive and listening, in the order they were added.
    public var liveDelegates: [any SuppressionDelegate] {
        var live: [any SuppressionDelegate] = []
        delegates.forEachAlive { if $0.isListening { live.append($0) } }
        return live
    }

    /// Asks each live delegate in turn; the first yes suppresses (docs/delivery.md). Returns the
    /// answers given, in order, for the trace.
    public func askDelegates(about notification: AppNotification) -> [(delegate: String, suppress: Bool)] {
        var answers: [(String, Bool)] = []
        for delegate in liveDelegates {
            let answer = delegate.pushCenter(self, shouldSuppress: notification)
            answers.append((delegate.delegateName, answer))
            if answer { break }
        }
        return answers
    }

    /// Broadcasts "was received"; returns how many observers were told.
    @discardableResult
    public func postWasReceived(_ notification: AppNotification) -> Int {
        messages.post(PushCenterMessage.wasReceived, notification)
    }

    /// The device token as the app sends it to its server (docs/architecture.md, "Push center").
    public func didRegister(token: DeviceToken, request: RegistrationRequest?) -> TokenRegistration {
        TokenRegistration(token: token, request: request)
    }

    /// Forgets every delegate and observer: each simulated app starts from a fresh center, so
    /// nothing leaks from one delivery into the next.
    public func reset() {
        delegates.removeAll()
        messages.removeAll()
    }
}
