/// The foreground decision (docs/delivery.md, "Active and inactive: the foreground"). iOS
/// asks the app's `willPresent`. The seeds' push center asks its suppression delegates: any
/// yes suppresses the toast, otherwise the app shows it (Toast.swift) and answers with no
/// options. A version 2 model that declares presentation options answers with them instead
/// (docs/app-model.md, "Foreground presentation"), and the app may also draw its own toast.
extension SimulatedApp {
    /// Decides what the foreground app presents; true when something was presented that the
    /// user's tap responds to.
    nonisolated(nonsending) func decideInForeground(
        _ notification: AppNotification, _ presentation: Presentation, variant: EventVariant?, context: ConditionContext,
        _ report: inout DeliveryReport
    ) async -> Bool {
        report.presentedAs = "toast"
        let answers = askSuppressionDelegates(about: notification)
        postWasReceived(notification)
        // The app's own code in willPresent runs before its answer takes effect; iOS also
        // calls the background handler of an active app for a content-available push.
        await runHandlers(.receive, for: notification, &report)
        if notification.contentAvailable { await wake(notification, &report) }
        if !model.declaresPresentation { noteOwnForegroundAnswer(notification, report) }
        let tappable: Bool
        if let suppressor = answers.first(where: \.suppress) {
            suppressToast(by: suppressor.delegate, &report)
            tappable = false
        } else if !model.declaresPresentation {
            tappable = showToast(presentation, &report)
        } else {
            tappable = presentAsWillPresentAnswers(notification, presentation, variant: variant, context: context, &report)
        }
        // The app's code after its completion handler (version 3), before the user's tap.
        await runHandlers(.afterPresentation, for: notification, &report)
        return tappable
    }

    /// The push center's suppression delegates, asked in the order they were added, each
    /// answer in the trace (docs/delivery.md, "The app's state").
    func askSuppressionDelegates(about notification: AppNotification) -> [(delegate: String, suppress: Bool)] {
        let answers = center.askDelegates(about: notification)
        if answers.isEmpty { recorder.note(.delegate, "no suppression delegates") }
        for answer in answers {
            recorder.note(.delegate, "\(answer.delegate): \(answer.suppress ? "suppress" : "show")")
        }
        return answers
    }

    /// What the system presents for the options `willPresent` answers, and the app's own toast
    /// when its model says it draws one; true when the user's tap has something to respond to.
    func presentAsWillPresentAnswers(
        _ notification: AppNotification, _ presentation: Presentation, variant: EventVariant?, context: ConditionContext,
        _ report: inout DeliveryReport
    ) -> Bool {
        let (options, chosenBy) = answerWillPresent(for: notification, variant: variant, context: context, &report)
        if let toastCondition = variant?.toast ?? model.foregroundToast {
            drawAppToast(if: toastCondition, in: context, presentation, &report)
        }
        applyBadgeOption(options, for: notification, report)
        guard !options.isEmpty || report.appToast == true else {
            report.outcome = .suppressed
            report.suppressedBy = chosenBy
            report.presentedAs = nil
            if report.tap != .none { recorder.note(.tapped, "nothing to tap: nothing was presented") }
            return false
        }
        report.presentedAs = options.map(\.rawValue).joined(separator: ", ")
        report.outcome = .presented
        let inNotificationCenter = options.contains(.banner) || options.contains(.list)
        if inNotificationCenter { putInNotificationCenter(notification, text: presentation.text, &report) }
        if report.tap == .none { return false }
        // Without a banner, a list entry or the app's toast there is nothing to tap.
        guard inNotificationCenter || report.appToast == true else {
            recorder.note(.tapped, "nothing to tap: presented without a banner, a list entry or a toast")
            return false
        }
        return true
    }

    /// `willPresent`'s answer, and who chose it, recorded in the report and the trace.
    func answerWillPresent(
        for notification: AppNotification, variant: EventVariant?, context: ConditionContext, _ report: inout DeliveryReport
    ) -> (options: [PresentationOption], chosenBy: String) {
        let (options, chosenBy) = presentationOptions(for: notification, variant: variant, context: context)
        report.presentationOptions = options
        report.presentationChosenBy = chosenBy
        recorder.note(.presented, "willPresent answers [\(options.map(\.rawValue).joined(separator: ", "))] (\(chosenBy))")
        return (options, chosenBy)
    }

    /// The first rule whose condition holds and that answers: its options, and its number (from
    /// 1). A `from` whose value is no list answers nothing, and the next rule is asked; names it
    /// does not know are left out, and the trace says so.
    func answer(_ rules: [PresentationRule], in context: ConditionContext) -> ([PresentationOption], Int)? {
        for (index, rule) in rules.enumerated() where rule.when?.holds(in: context) ?? true {
            switch rule.answer {
            case .options(let options):
                return (options, index + 1)
            case .from(let expression):
                let value = expression.evaluate(in: context)
                guard let (options, unknown) = PresentationRule.options(named: value) else {
                    recorder.note(.presented, "presentation rule \(index + 1): \(JSONWriter.excerpt(value)) is not a list of presentation options; the next rule decides")
                    continue
                }
                if !unknown.isEmpty {
                    recorder.note(.presented, "presentation rule \(index + 1): \(unknown.joined(separator: ", ")) \(unknown.count == 1 ? "is not a presentation option" : "are not presentation options"); left out")
                }
                return (options, index + 1)
            }
        }
        return nil
    }

    /// `willPresent` for a model that declares presentation options (docs/app-model.md,
    /// "Foreground presentation"): the visible screen's rule first, then the variant's, the
    /// event's, the app's default; with none declared, every option (what an app that implements
    /// `willPresent` answers unless it says otherwise).
    func presentationOptions(
        for notification: AppNotification, variant: EventVariant?, context: ConditionContext
    ) -> (options: [PresentationOption], chosenBy: String) {
        if let top = navigation.visibleScreen {
            for rule in top.definition.presentation where rule.event == "*" || rule.event == notification.eventName {
                if rule.when?.holds(in: context.on(top.reference)) ?? true { return (rule.options, top.reference.description) }
            }
        }
        if let variant, let options = variant.presentation { return (options, "variant \(variant.name)") }
        if case .known(let event) = notification.event {
            if let (options, number) = answer(event.presentationRules, in: context) { return (options, "event \(event.name), rule \(number)") }
            if let options = event.presentation { return (options, "event \(event.name)") }
        }
        if let (options, number) = answer(model.foregroundPresentationRules, in: context) { return (options, "the app's default, rule \(number)") }
        if let options = model.foregroundPresentation { return (options, "the app's default") }
        return (PresentationOption.allCases, "pushsim's default (every option)")
    }
}
