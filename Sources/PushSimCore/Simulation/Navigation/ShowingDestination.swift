/// Where an opened notification's screens go (docs/app-model.md, "Tabs and modals"): into
/// the tab whose root starts the hierarchy, else presented modally; with a modal up, the
/// app's `onModal` policy decides first.
extension SimulatedApp {
    /// The policy for `notification`: its variant's, its event's, the app's, else `keep`.
    func modalPolicy(for notification: AppNotification) -> NavigationRules.ModalPolicy {
        if case .known(let event) = notification.event {
            if let name = notification.variant, let policy = event.variants.first(where: { $0.name == name })?.onModal { return policy }
            if let policy = event.onModal { return policy }
        }
        return model.navigation?.onModal ?? .keep
    }

    func show(_ target: StackDescription, onModal policy: NavigationRules.ModalPolicy) throws(StackError) {
        let screens = try makeScreens(target)
        // Without a tab bar the app's one stack takes every hierarchy, as in version 1.
        let tab = navigation.tabRoots.isEmpty ? 0 : target.screens.first.flatMap { navigation.tabIndex(rootedAt: $0.name) }
        if !navigation.modals.isEmpty {
            let up = navigation.modals.map(\.description.description).joined(separator: " ^ ")
            switch policy {
            case .dismiss:
                navigation.dismissModals()
                recorder.note(.routed, "dismisses the modal \(up) first (onModal: dismiss)")
            case .presentOver:
                navigation.present(screens)
                recorder.note(.routed, "presents \(target) over the modal \(up) (onModal: presentOver)")
                return
            case .keep:
                recorder.note(.routed, "leaves the modal \(up) up (onModal: keep): the destination is underneath it")
            }
        }
        guard let tab else {
            navigation.present(screens)
            recorder.note(.routed, "presents \(target) modally: \(target.screens.first?.name ?? "") is not the root of a tab")
            return
        }
        if let root = navigation.selectedTabRoot, navigation.selectedTab != tab {
            recorder.note(.routed, "switches from the \(root) tab to the \(navigation.tabRoots[tab]) tab")
        }
        navigation.show(screens, inTab: tab)
    }
}
