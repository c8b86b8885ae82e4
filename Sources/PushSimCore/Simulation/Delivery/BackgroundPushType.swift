/// A push sent as push type `background` whose `aps` also holds an alert, a sound or a badge.
/// APNs accepts it, and iOS treats it as the background notification its type says: the app
/// wakes (or is launched) in the background, and the system shows, plays and sets nothing — the
/// badge included (docs/delivery.md, "A push of type background that carries a badge"; the
/// evidence, and how sure it is, in docs/validation.md, "BackgroundPushNotSilent").
extension SimulatedApp {
    /// Makes `notification` the silent push iOS delivers, and says what of it the system drops.
    func deliverAsBackgroundNotification(_ notification: inout AppNotification) {
        let because = "for a push sent as push type background"
        var dropped: [String] = []
        if notification.alert?.hasVisibleText == true {
            let text = presentation(of: notification, badge: nil).text
            dropped.append("shows no alert (\(quoted(text)))")
        }
        if let sound = notification.sound { dropped.append("plays no sound (\(sound))") }
        if !dropped.isEmpty { recorder.note(.presented, "iOS \(dropped.joined(separator: " and ")) \(because)") }
        if let payloadBadge = notification.badge {
            recorder.note(
                .badge,
                "badge stays \(badge.map(String.init) ?? "unset"): iOS does not set the badge of a push sent as push type background (the payload's badge \(payloadBadge))")
        }
        notification.isSilent = true
    }
}
