/// A simulated view controller. Like a real app's screens it registers with the push center when
/// it is created (as a suppression delegate and a "was received" observer) and joins the
/// responder chain when it appears. It holds no reference that would keep itself alive: when
/// the navigation stack lets go of it, it stops suppressing, observing and responding.
///
final class ScreenController: SuppressionDelegate, NotificationResponder, NotificationObserver {
    let definition: ScreenDefinition
    private(set) var argument: String?
    /// A tab in memory whose view was never shown updates its state but not its view (docs/delivery.md, "Observers").
    private(set) var viewLoaded: Bool
    private var observation: ObservationToken?
    /// The messages handlers post that it observes (docs/delivery.md, "Handlers").
    private var messageObservations: [ObservationToken] = []
    private let recorder: DeliveryRecorder

    var reference: ScreenReference { ScreenReference(name: definition.name, argument: argument) }
    var delegateName: String { reference.description }
    var responderName: String { delegateName }

    init(definition: ScreenDefinition, argument: String?, viewLoaded: Bool, center: PushCenter, recorder: DeliveryRecorder) {
        self.definition = definition
        self.argument = argument
        self.viewLoaded = viewLoaded
        self.recorder = recorder
        register(with: center)
    }

    /// Makes it again what `init` made, for an app reset with a push center emptied since
    /// (`SimulatedApp.reset`): the same registrations, in the same order, under its old
    /// observation's id — a screen released at the reset costs more to free and build again
    /// than to reuse (its weak-reference side table, its observation tokens).
    func reuse(argument: String?, viewLoaded: Bool, center: PushCenter) {
        self.argument = argument
        self.viewLoaded = viewLoaded
        isVisible = false
        register(with: center)
    }

    private func register(with center: PushCenter) {
        if !definition.suppresses.isEmpty { center.addDelegate(self) }
        if !definition.observes.isEmpty {
            if let observation {
                center.messages.addObserver(self, for: PushCenterMessage.wasReceived, reusing: observation)
            } else {
                observation = center.messages.addObserver(self, for: PushCenterMessage.wasReceived)
            }
        }
        messageObservations.removeAll()
        for name in definition.observedMessages {
            messageObservations.append(
                center.messages.addObserver(for: HandlerMessage.named(name)) { [weak self] _ in self?.wasPosted() })
        }
    }

    /// Whether it is the visible screen, the top of the stack.
    var isVisible = false

    /// Whether it suppresses, observes and responds now: always while alive, or only while
    /// visible (docs/app-model.md, "Lifetimes").
    var isListening: Bool { definition.lifetime == .whileAlive || isVisible }

    func pushCenter(_ center: PushCenter, shouldSuppress notification: AppNotification) -> Bool {
        definition.suppresses.contains {
            $0.matches(
                event: notification.eventName, objectID: notification.objectID, screenArgument: argument,
                context: notification.context?.on(reference))
        }
    }

    /// Seed 002's `isFirstResponderForNotification:`.
    func isFirstResponder(for notification: AppNotification) -> Bool {
        definition.responds.contains {
            $0.matches(
                event: notification.eventName, objectID: notification.objectID, screenArgument: argument,
                context: notification.context?.on(reference))
        }
    }

    /// Appearing loads the view and signs up as a responder (`viewWillAppear`, docs/architecture.md).
    func didAppear(in navigation: NavigationController) {
        viewLoaded = true
        if !definition.responds.isEmpty { navigation.responders.push(self) }
    }

    /// Told of a message a handler posted: listed among the observers, as for "was received".
    private func wasPosted() {
        guard isListening else { return }
        recorder.observerCalls.append(.init(screen: delegateName, viewLoaded: viewLoaded))
    }

    func didReceive(_ notification: AppNotification) {
        guard definition.observes(event: notification.eventName) else { return }
        recorder.observerCalls.append(.init(screen: delegateName, viewLoaded: viewLoaded))
    }
}
