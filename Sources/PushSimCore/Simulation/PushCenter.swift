/// Asked, while the app is active, whether a notification's toast should be hidden.
@MainActor
public protocol PushCenterDelegate: AnyObject {
    var delegateName: String { get }
    func pushCenter(_ center: PushCenter, shouldSuppress notification: AppNotification) -> Bool
}

/// The push center of seed 001: one shared instance that registers the device token, decides
/// between suppressing and toasting while active, and broadcasts "was received".
///
/// Delegates are held weakly: a screen that goes away stops vetoing without anyone removing it.
@MainActor
public final class PushCenter {
    public static let shared = PushCenter()

    private struct WeakDelegate {
        weak var value: (any PushCenterDelegate)?
    }

    private var delegates: [WeakDelegate] = []
    public let messages = AppMessageCenter()

    private init() {}

    public func addDelegate(_ delegate: any PushCenterDelegate) {
        guard !delegates.contains(where: { $0.value === delegate }) else { return }
        delegates.append(WeakDelegate(value: delegate))
    }

    public func removeDelegate(_ delegate: any PushCenterDelegate) {
        delegates.removeAll { $0.value === delegate || $0.value == nil }
    }

    /// The delegates still alive, in the order they were added.
    public var liveDelegates: [any PushCenterDelegate] {
        delegates.compactMap(\.value)
    }

    /// Asks each live delegate in turn; the first yes suppresses (seed 001's loop). Returns the
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

    /// The device token as the app sends it to its server (seed 001's `RGPushToken`).
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

/// A registered token and the request the app makes for it.
public struct TokenRegistration: Sendable, Equatable {
    public var token: DeviceToken
    public var request: RegistrationRequest?

    /// The request's parameters with `{token}` replaced by the hex token.
    public var parameters: JSONObject {
        guard let request else { return [:] }
        return JSONObject(request.parameters.members.map { ($0.key, substitute($0.value)) })
    }

    private func substitute(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text): return .string(text.replacing("{token}", with: token.hex))
        case .array(let elements): return .array(elements.map(substitute))
        case .object(let object): return .object(JSONObject(object.members.map { ($0.key, substitute($0.value)) }))
        default: return value
        }
    }
}
