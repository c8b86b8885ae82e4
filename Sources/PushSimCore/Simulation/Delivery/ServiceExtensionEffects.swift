/// What a version 3 service extension does besides its content (docs/delivery.md, "Notification
/// service extension"): the app's handler actions it runs, and the attachments it downloads.
extension SimulatedApp {
    /// The rule's handler actions, run as the app's handlers run them (HandlerRunner.swift):
    /// one implementation of each action.
    nonisolated(nonsending) func runExtensionHandlers(_ actions: [HandlerAction], for notification: AppNotification) async -> [HandlerEffect] {
        var effects: [HandlerEffect] = []
        var sequence = HandlerSequence(actions)
        while let action = sequence.next(deciding: { handlerContext(notification.context, for: notification) }) {
            // Past the evaluation limit the delivery is stopped: no further action runs.
            if budget.exceeded != nil { break }
            for result in await perform(action, for: notification) {
                let effect = HandlerEffect(trigger: .serviceExtension, action: action.name, result: result)
                effects.append(effect)
                recorder.note(.serviceExtension, "handler \(action.name): \(effect.summary)")
            }
        }
        return effects
    }

    /// Each attachment downloaded, then checked as `UNNotificationAttachment(identifier:url:options:)`
    /// checks it: a file over its type's limit makes it throw
    /// (https://developer.apple.com/documentation/usernotifications/unnotificationattachment),
    /// and the extension, as Apple's sample does, delivers the content without it.
    func attach(_ attachments: [ServiceExtension.Attachment], in context: ConditionContext) -> [ServiceExtensionReport.AttachmentResult] {
        attachments.map { attachment in
            let url = attachment.url.evaluate(in: context)
            let bytesValue = attachment.bytes.evaluate(in: context)
            var result = ServiceExtensionReport.AttachmentResult(url: url.stringValue, type: attachment.type, bytes: Self.byteCount(bytesValue))
            if result.url?.isEmpty != false {
                result.dropped = "its url is \(JSONWriter.excerpt(url)), not a URL to download"
            } else if attachment.download == .fails {
                result.dropped = "the download failed"
            } else if let bytes = result.bytes {
                if bytes > attachment.type.maximumBytes {
                    result.dropped = "\(bytes) bytes is over the \(attachment.type.limitText) limit for \(attachment.type.rawValue) attachments"
                }
            } else {
                result.dropped = "its size \(JSONWriter.excerpt(bytesValue)) is not a whole number of bytes"
            }
            recorder.note(
                .serviceExtension,
                "attachment \(attachment.type.rawValue) \(result.url ?? "(no url)"): " + (result.dropped.map { "dropped, \($0)" } ?? "attached"))
            return result
        }
    }

    /// A size: a whole number ≥ 0, as an integer or a whole real.
    private static func byteCount(_ value: JSONValue) -> Int64? {
        switch value {
        case .integer(let number) where number >= 0: return number
        case .real(let number) where number >= 0 && number == number.rounded() && number < 0x1p63: return Int64(number)
        default: return nil
        }
    }
}
