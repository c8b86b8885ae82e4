extension SimulatedApp {
    /// Readies the app for `request` (docs/delivery.md): its device, the state values set, then
    /// launched on the request's stack — or left not running with its badge.
    func prepare(for request: DeliveryRequest, trace: Bool) {
        prepare(
            state: request.state, stack: request.stack, badge: request.badge, trace: trace, stateValues: request.stateValues,
            device: request.device)
    }

    /// One payload to a fresh app made for `request`: a new push center, screens, stack and
    /// badge. On the main actor, as `deliver` runs its apps.
    @MainActor
    static func deliver(_ check: PayloadCheck, model: AppModel, request: DeliveryRequest, trace: Bool = true) async -> DeliveryReport {
        let app = SimulatedApp(model: model)
        app.prepare(for: request, trace: trace)
        return await app.receive(push: check, state: request.state, tap: request.tap)
    }

    /// The same, from values already checked.
    @MainActor
    static func deliver(
        _ check: PayloadCheck, model: AppModel, state: AppState, stack: NavigationLayout?, tap: TapAction?, badge: Int64?,
        trace: Bool = true, stateValues: [(name: String, value: JSONValue)] = [], device: DeviceSettings = DeviceSettings()
    ) async -> DeliveryReport {
        let request = DeliveryRequest(state: state, stack: stack, tap: tap, badge: badge, stateValues: stateValues, device: device)
        return await deliver(check, model: model, request: request, trace: trace)
    }
}
