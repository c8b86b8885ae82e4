/// Stage 3 of a replay: the payload to an app as a fresh one is, in the state, stack, tap and
/// badge its case states (docs/replay.md). Run by a replay worker, with its own reset app
/// (`ReplayApps`).
enum CaseDelivery {
    nonisolated(nonsending) static func deliver(
        _ item: ReplayItem, check: PayloadCheck, model: AppModel, resolved: AppModelCache.Resolved, defaultState: AppState,
        languages: [String]?, recordsTrace: Bool, apps: ReplayApps
    ) async -> Result<DeliveryReport, ReplayCaseResult.Failure> {
        let replayCase = item.replayCase
        let inputs = DeliveryRequest.Inputs(
            state: replayCase.state ?? defaultState, stack: replayCase.stack, tap: replayCase.tap, text: replayCase.text,
            badge: replayCase.badge, stateValues: (replayCase.set ?? [:]).members.map { (name: $0.key, value: $0.value) },
            device: replayCase.device(languages: item.languages(defaults: languages)))
        switch DeliveryRequest.checked(inputs, model: model, names: .replayCase) {
        case .failure(let problem):
            return .failure(.caseProblem(problem.message(.replayCase)))
        case .success(let request):
            let app = apps.freshApp(of: resolved)
            app.prepare(for: request, trace: recordsTrace)
            return .success(await app.receive(push: check, state: request.state, tap: request.tap))
        }
    }
}
