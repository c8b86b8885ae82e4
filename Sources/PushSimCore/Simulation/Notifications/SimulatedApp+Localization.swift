/// The alert's words as the device shows them (docs/localization.md): through the app's own
/// tables, in the language iOS chooses from the user's, when the model has tables; the trace
/// says which language and which files.
extension SimulatedApp {
    func presentation(of notification: AppNotification, badge: Int64?) -> Presentation {
        if let tables = model.localization, let alert = notification.alert, alert.locKey != nil || alert.titleLocKey != nil || alert.subtitleLocKey != nil {
            let choice = tables.choose(preferred: device.languages)
            let files = tables.tablePaths(for: choice.localization)
            recorder.note(.localized, "\(choice.localization), \(choice.reason); \(files.isEmpty ? "no table file" : files.joined(separator: ", "))")
        }
        var presentation = LocalizedText.presentation(of: notification, model: model, budget: budget, badge: badge, languages: device.languages)
        if let communication = notification.communication {
            // A communication notification: iOS draws the message's names where the title and
            // subtitle were (docs/preview.md, "Communication notifications").
            presentation.title = communication.title
            presentation.subtitle = communication.subtitle
            presentation.communication = communication
        }
        return presentation
    }
}
