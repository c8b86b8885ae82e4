/// The app on a scenario's virtual clock (docs/scenarios.md, "Time"): a hierarchy whose load
/// takes time is presented when the clock passes its completion, not when it was opened.
extension SimulatedApp {
    /// Whether loads that take time wait for the clock (a scenario) or complete at once
    /// (`deliver`, `replay`: one instant each).
    public var waitsForClock: Bool {
        get { loads.waitsForClock }
        set { loads.waitsForClock = newValue }
    }

    /// Milliseconds since the scenario started.
    public var clock: Int64 { loads.now }

    /// The screens whose hierarchies are still loading, in the order they started.
    public var loadingScreens: [String] { loads.pending.map(\.screen) }

    /// A new navigation request (an opening that reaches the responder chain): under
    /// `newestWins` every load started before it is stale from now on.
    func beginNavigationRequest() -> Int {
        loads.latestRequest += 1
        return loads.latestRequest
    }

    /// Starts loading `target`'s model; it is presented when the clock passes its completion.
    func startLoading(_ rule: LoadRule, id: String?, target: StackDescription, onModal: NavigationRules.ModalPolicy, request: Int) -> PendingLoad {
        let load = PendingLoad(
            request: request, rule: rule, id: id, target: target, onModal: onModal, startedAt: loads.now, completesAt: loads.now + rule.takes)
        loads.pending.append(load)
        return load
    }

    /// The loads started before `request` that `newestWins` will drop.
    func loadsMadeStale(by request: Int) -> [PendingLoad] {
        model.pendingLoadPolicy == .newestWins ? loads.pending.filter { $0.request < request } : []
    }

    /// Advances the clock by `milliseconds`; every load it passes completes, in completion order
    /// (those completing at the same time in the order they started).
    public nonisolated(nonsending) func advanceClock(by milliseconds: Int64) async -> [LoadCompletion] {
        let end = loads.now + milliseconds
        var completions: [LoadCompletion] = []
        while let next = loads.pending.indices.filter({ loads.pending[$0].completesAt <= end })
            .min(by: { loads.pending[$0].completesAt < loads.pending[$1].completesAt })
        {
            let load = loads.pending.remove(at: next)
            loads.now = load.completesAt
            completions.append(await complete(load))
        }
        loads.now = end
        return completions
    }

    private nonisolated(nonsending) func complete(_ load: PendingLoad) async -> LoadCompletion {
        var completion = LoadCompletion(what: load.what, screen: load.screen, at: load.completesAt, result: .stale)
        if model.pendingLoadPolicy == .newestWins, load.request < loads.latestRequest { return completion }
        do {
            try await ObjectLoader().load(load.rule, id: load.id)
        } catch {
            completion.result = .failed(error.message)
            return completion
        }
        recorder.reset()
        do {
            try show(load.target, onModal: load.onModal)
            completion.result = .presented(layout.description)
        } catch {
            completion.result = .failed(error.message)
        }
        completion.trace = recorder.trace
        return completion
    }

    /// The app terminates: its loads in flight go with it. Returns what they were loading.
    func dropPendingLoads() -> [PendingLoad] {
        defer { loads.pending = [] }
        return loads.pending
    }
}
