/// Asked, while the app is in the foreground, whether a notification's toast should be hidden:
/// a screen showing that conversation, say (docs/delivery.md, "The app's state").
public protocol SuppressionDelegate: AnyObject {
    var delegateName: String { get }
    /// False while it is registered but not listening (a `whileVisible` screen under another).
    var isListening: Bool { get }
    func pushCenter(_ center: PushCenter, shouldSuppress notification: AppNotification) -> Bool
}

/// The push center holds its delegates weakly: a screen that goes away stops vetoing without
/// anyone removing it. (Foundation's weak hash table does not exist on Linux; a struct with a
/// `weak var` is the portable form.)
struct WeakSuppressionDelegate {
    weak var value: (any SuppressionDelegate)?
}
