/// Stage 3 of a replay: the payload to an app as a fresh one is, in the state, stack, tap and
/// badge its case states (docs/replay.md). Run by a replay worker, with its own reset app
/// (`ReplayApps`).
enum CaseDelivery {
    nonisolated(nonsending) static func deliver(
        _ item: ReplayItem, check: PayloadCheck, model: AppModel, resolved: AppModelCache.Resolved, defaultState: AppState, recordsTrace: Bool,
        apps: ReplayApps
    ) async -> Result<DeliveryReport, ReplayCaseResult.Failure> {
        let replayCase = item.replayCase
        let state = replayCase.state ?? defaultState
        let stateValues = (replayCase.set ?? [:]).members.map { (name: $0.key, value: $0.value) }
        // Most cases set nothing: the model's state names are then not listed for each file.
        if !stateValues.isEmpty, let problem = model.stateProblem(stateValues.map(\.name)) {
            return .failure(.caseProblem("set: \(problem)"))
        }
        if let problem = TypedTextOption.problem(text: replayCase.text, tap: replayCase.tap, names: .replayCase)
            ?? TypedTextOption.problem(text: replayCase.text, tap: replayCase.tap, model: model, names: .replayCase)
        {
            return .failure(.caseProblem(problem))
        }
        var stack: NavigationLayout?
        if let text = replayCase.stack {
            switch StartingStack.parse(text, state: state, model: model) {
            case .success(let parsed): stack = parsed
            case .failure(let problem): return .failure(.caseProblem(problem.message))
            }
        }
        let app = apps.freshApp(of: resolved)
        app.prepare(state: state, stack: stack, badge: replayCase.badge, trace: recordsTrace, stateValues: stateValues, device: replayCase.device)
        let tap = replayCase.tap.map { TapAction(argument: $0, text: replayCase.text) }
        return .success(await app.receive(push: check, state: state, tap: tap))
    }
}
