/// The app's notification service extension at work (docs/delivery.md, "Notification service
/// extension"). iOS gives a push to it only when its `aps` has `mutable-content: 1` and an alert
/// the app may display (https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension),
/// in the extension's own process, whatever the app's state, before anything is presented: the
/// content it delivers is what the rest of the delivery sees — `willPresent` in the foreground,
/// the banner, Notification Center's groups, the badge.
extension SimulatedApp {
    /// Runs the extension on `notification`. For a version 1 or 2 model it changes the
    /// notification's fields in place; for a version 3 model (`payload` given) it writes what it
    /// delivers into the payload and the notification is that payload as the app reads it — the
    /// hand-off says which payload the rest of the delivery reads, and what was fetched.
    nonisolated(nonsending) func runServiceExtension(
        _ service: ServiceExtension, on notification: inout AppNotification, aps: APS, context: ConditionContext,
        payload: JSONObject? = nil, _ report: inout DeliveryReport
    ) async -> ServiceExtensionHandOff {
        var handOff = ServiceExtensionHandOff()
        guard aps.mutableContent else { return handOff }
        // "If alerts are disabled for your app, or if the payload specifies only the playing of
        // a sound or the badging of an icon, the extension isn't employed"
        // (https://developer.apple.com/documentation/usernotifications/modifying-content-in-newly-delivered-notifications).
        var notRun: String?
        if notification.isSilent, notification.alert?.hasVisibleText == true {
            // Sent as push type background (docs/delivery.md, "A push of type background that
            // carries a badge"): nothing is displayed, so there is nothing to modify.
            notRun = "push type background: iOS displays nothing of it, so there is nothing to modify"
        } else if notification.alert?.hasVisibleText != true {
            notRun = "no alert to display (a silent, badge-only or sound-only push is never given to the extension)"
        } else if [.denied, .notDetermined].contains(device.authorization.status) || !device.authorization.alert {
            notRun = "alerts are off for the app (\(device.authorization))"
        }
        if let notRun {
            report.serviceExtension = ServiceExtensionReport(result: .notRun, reason: notRun)
            recorder.note(.serviceExtension, "mutable-content 1, but iOS does not run the notification service extension: \(notRun)")
            return handOff
        }
        guard let rule = service.rules.first(where: { applies($0, to: notification, in: context) }) else { return handOff }
        var delivering = ExtensionContent(notification: notification, payload: payload)
        let original = content(of: notification)
        let arrived = delivering
        var outcome = ServiceExtensionReport(result: .rewritten, rule: rule.name, original: original)
        outcome.fullContent = payload != nil && service.usesVersionThreeKeys
        recorder.note(.serviceExtension, "the notification service extension runs (mutable-content 1 with an alert): rule \(quoted(rule.name))")
        var rewriting = context
        if let fetch = rule.fetch {
            let id: String?
            if let parameter = fetch.idParameter {
                id = notification.parameters[parameter].flatMap(Self.idText)
            } else {
                id = notification.objectID
            }
            let takes = fetch.duration(for: id)
            outcome.fetch = .init(model: fetch.rule.model, id: id, takesMilliseconds: takes)
            let limit = ServiceExtension.timeLimitMilliseconds
            recorder.note(.serviceExtension, "fetching \(fetch.rule.model) \(id ?? "(no id)") (takes \(takes) ms; the time limit is about \(limit) ms)")
            if takes >= limit {
                outcome.result = .timeLimit
                outcome.reason = "the fetch takes \(takes) ms, the limit is about \(limit) ms"
                let bestAttempt = rule.onTimeLimit == .bestAttempt ? rule.fallback : nil
                outcome.shown = bestAttempt == nil ? .original : .bestAttempt
                recorder.note(
                    .serviceExtension,
                    "the time limit passes first: iOS calls serviceExtensionTimeWillExpire(); "
                        + (bestAttempt == nil ? "the extension delivers nothing, so iOS shows the original content" : "the extension delivers its best attempt, its fallback"))
                if let bestAttempt { apply(bestAttempt, to: &delivering, in: context, &outcome) }
                return finish(outcome, &delivering, arrived: arrived, into: &notification, &report)
            }
            if let failure = fetchFailure(fetch, id: id, in: context) {
                outcome.result = .fetchFailed
                outcome.reason = failure
                outcome.shown = rule.fallback == nil ? .original : .fallback
                recorder.note(
                    .serviceExtension,
                    "fetch failed: \(failure); " + (rule.fallback == nil ? "the extension delivers the content as it arrived" : "the extension delivers its fallback"))
                if let fallback = rule.fallback { apply(fallback, to: &delivering, in: context, &outcome) }
                return finish(outcome, &delivering, arrived: arrived, into: &notification, &report)
            }
            rewriting.fetched = id.flatMap { fetch.objects[$0] } ?? .object([:])
            handOff.fetched = rewriting.fetched
            recorder.note(.serviceExtension, "\(fetch.rule.model) \(id ?? "") fetched")
        }
        if !rule.handlers.isEmpty {
            var running = notification
            running.context = rewriting
            outcome.handlerEffects = await runExtensionHandlers(rule.handlers, for: running)
        }
        if let ending = filter(rule, in: rewriting, &outcome) {
            handOff.ending = ending
            outcome.displayed = nil
            report.serviceExtension = outcome
            return handOff
        }
        if outcome.result == .rewritten {
            outcome.shown = .rewritten
            apply(rule.rewrite, to: &delivering, in: rewriting, &outcome)
        }
        var result = finish(outcome, &delivering, arrived: arrived, into: &notification, &report)
        result.fetched = handOff.fetched
        return result
    }

    /// `reportVoIPCall`, then `discard` (version 3): the extension delivers empty content. With
    /// the filtering entitlement nothing is shown, and the delivery ends (the ending returned);
    /// without it iOS shows the content as it arrived, and the outcome says why.
    private func filter(_ rule: ServiceExtension.Rule, in context: ConditionContext, _ outcome: inout ServiceExtensionReport) -> ServiceExtensionHandOff.Ending? {
        let ending: ServiceExtensionHandOff.Ending
        if rule.reportVoIPCall?.holds(in: context) == true {
            ending = .voipCall
            outcome.result = .voipCall
            // https://developer.apple.com/documentation/callkit/cxprovider/reportnewincomingvoippushpayload(_:completion:)
            recorder.note(.serviceExtension, "the extension calls CXProvider.reportNewIncomingVoIPPushPayload(_:completion:) and delivers empty content")
        } else if rule.discard?.holds(in: context) == true {
            ending = .discarded
            outcome.result = .discarded
            recorder.note(.serviceExtension, "the extension discards the notification: it delivers empty content (UNNotificationContent())")
        } else {
            return nil
        }
        guard model.filteringEntitlement else {
            // Without com.apple.developer.usernotifications.filtering, CallKit refuses the call
            // (CXErrorCodeNotificationServiceExtensionError.missingNotificationFilteringEntitlement,
            // https://developer.apple.com/documentation/callkit/cxerrorcodenotificationserviceextensionerror-swift.struct/missingnotificationfilteringentitlement),
            // and content without alert text is ignored: iOS delivers the original content
            // (https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension/didreceive(_:withcontenthandler:)).
            outcome.shown = .original
            problem(
                (ending == .voipCall
                    ? "CallKit refuses the call (missingNotificationFilteringEntitlement) and the empty content is ignored"
                    : "the empty content is ignored")
                    + ": the app lacks the filtering entitlement (com.apple.developer.usernotifications.filtering), so iOS shows the content as it arrived",
                &outcome)
            return nil
        }
        outcome.filtered = true
        recorder.note(.serviceExtension, "the app has the filtering entitlement (com.apple.developer.usernotifications.filtering): iOS shows nothing")
        return ending
    }

    private func finish(
        _ outcome: ServiceExtensionReport, _ content: inout ExtensionContent, arrived: ExtensionContent, into notification: inout AppNotification,
        _ report: inout DeliveryReport
    ) -> ServiceExtensionHandOff {
        var outcome = outcome
        // "If the content object doesn't contain any alert text, the system ignores your
        // modifications and delivers the original notification content"
        // (https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension/didreceive(_:withcontenthandler:)):
        // all of it, the badge and the thread too.
        if outcome.shown != .original, content.notification.alert?.hasVisibleText != true {
            content = arrived
            outcome.shown = .original
            problem("the content it delivered has no alert text: iOS ignores its changes and shows the content as it arrived", &outcome)
        }
        let displayed = self.content(of: content.notification)
        outcome.displayed = displayed
        if let original = outcome.original {
            let changes = displayed.changes(from: original)
            recorder.note(.serviceExtension, changes.isEmpty ? "the content is shown as it arrived" : "content: " + changes.joined(separator: ", "))
        }
        report.serviceExtension = outcome
        notification = content.notification
        // The content as it arrived is read as it was: nothing to read again.
        guard outcome.shown != .original else { return ServiceExtensionHandOff() }
        return ServiceExtensionHandOff(payload: content.payload, communication: content.notification.communication)
    }

    /// The rule's event types and condition.
    private func applies(_ rule: ServiceExtension.Rule, to notification: AppNotification, in context: ConditionContext) -> Bool {
        if let events = rule.events, !events.contains(notification.eventName ?? "") { return false }
        return rule.when?.holds(in: context) ?? true
    }

    /// Why the fetch fails, if it does: no id, the rule's `failsWhen`, an id in the wrong format
    /// or declared missing — the event load rule's own test.
    private func fetchFailure(_ fetch: ServiceExtension.Fetch, id: String?, in context: ConditionContext) -> String? {
        guard let id else { return "\(fetch.rule.model) needs an id to fetch, and the push has none" }
        if fetch.failsWhen?.holds(in: context) == true { return "\(fetch.rule.model) \(id) cannot be fetched: its failsWhen condition holds" }
        return fetch.rule.problem(loading: id)
    }

    /// The rule's content: into the payload for a version 3 model (ServiceExtensionPayload.swift),
    /// the attachments it adds; into the notification's fields before.
    private func apply(
        _ rewrite: ServiceExtension.Rewrite, to content: inout ExtensionContent, in context: ConditionContext, _ outcome: inout ServiceExtensionReport
    ) {
        guard var payload = content.payload else {
            apply(rewrite, to: &content.notification, in: context, &outcome)
            return
        }
        self.rewrite(&content, into: &payload, with: rewrite, in: context, &outcome)
        outcome.attachments = attach(rewrite.attachments, in: context)
        content.payload = payload
        var rewritten = AppNotification(payload: PayloadReader.read(payload).payload, model: model)
        rewritten.collapseID = content.notification.collapseID
        rewritten.arrival = content.notification.arrival
        rewritten.communication = communication(of: content, &outcome)
        content.notification = rewritten
    }

    /// The message the extension donates before it delivers `content.updating(from:)`, from
    /// the `sender` and `group` its rewrite set (docs/app-model.md, "Version 3"); nil when it
    /// sets no sender, or when iOS would not make a communication notification of it.
    private func communication(of content: ExtensionContent, _ outcome: inout ServiceExtensionReport) -> CommunicationIntent? {
        guard let sender = content.sender else {
            if content.group != nil {
                problem("group: a message to a group needs its sender; without one it is not a communication notification", &outcome)
            }
            return nil
        }
        // "Enable the Communication Notifications capability in your app target before you
        // implement communication notifications"
        // (https://developer.apple.com/documentation/usernotifications/implementing-communication-notifications):
        // without it `updating(from:)` gives no communication notification, and the app
        // delivers its content as it is.
        guard model.communicationEntitlement else {
            problem(
                "sender: the app lacks the Communication Notifications capability (com.apple.developer.usernotifications.communication), "
                    + "so iOS shows a regular notification, without the sender", &outcome)
            return nil
        }
        return CommunicationIntent(sender: sender, group: content.group)
    }

    /// Sets each field the rewrite names: text for title, subtitle, body and thread-id, a whole
    /// number ≥ 0 for the badge; `null` removes the field. Any other value is a problem, and the
    /// field stays as it was.
    private func apply(
        _ rewrite: ServiceExtension.Rewrite, to notification: inout AppNotification, in context: ConditionContext,
        _ outcome: inout ServiceExtensionReport
    ) {
        for (field, expression) in rewrite.fields {
            let value = expression.evaluate(in: context)
            if field == .badge {
                // The same counts a handler's setBadge takes (BadgeCount), and null for none.
                switch value == .null ? .success(nil) : BadgeCount.count(of: value).map(Optional.some) {
                case .success(let number): notification.badge = number
                case .failure(let refused): problem("badge: \(refused.message); the badge stays as it was", &outcome)
                }
                continue
            }
            let text: String?
            switch value {
            case .null: text = nil
            case .string(let string): text = string
            case .integer, .real: text = JSONWriter.string(value)
            default:
                problem("\(field.rawValue): \(JSONWriter.excerpt(value)) is not text; it stays as it was", &outcome)
                continue
            }
            var alert = notification.alert ?? AlertContent()
            switch field {
            case .title: (alert.title, alert.titleLocKey, alert.titleLocArgs) = (text, nil, nil)
            case .subtitle: (alert.subtitle, alert.subtitleLocKey, alert.subtitleLocArgs) = (text, nil, nil)
            case .body: (alert.body, alert.locKey, alert.locArgs) = (text, nil, nil)
            case .threadId: notification.threadID = text
            // Version 3's fields are written into the payload (ServiceExtensionPayload.swift).
            default: break
            }
            notification.alert = alert
        }
    }

    func problem(_ text: String, _ outcome: inout ServiceExtensionReport) {
        outcome.problems.append(text)
        recorder.note(.serviceExtension, "rewrite: \(text)")
    }

    /// The content as the system would show it: the alert through the app's strings.
    func content(of notification: AppNotification) -> NotificationContent {
        let presentation = presentation(of: notification, badge: notification.badge)
        var content = NotificationContent(
            title: presentation.title, subtitle: presentation.subtitle, body: presentation.body, threadID: notification.threadID,
            badge: notification.badge)
        // Version 3's fields, which its extension may rewrite (docs/app-model.md, "Version 3").
        if model.version >= 3, model.serviceExtension?.usesVersionThreeKeys == true {
            content.sound = notification.sound
            content.category = notification.category
            content.interruptionLevel = notification.interruptionLevel?.rawValue
            content.relevanceScore = notification.relevanceScore
            content.targetContentID = notification.targetContentID
            content.sender = notification.communication?.sender
            content.group = notification.communication?.group
        }
        return content
    }

    private static func idText(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text): return text.isEmpty ? nil : text
        case .integer(let number): return String(number)
        case .null: return nil
        default: return JSONWriter.string(value)
        }
    }
}
