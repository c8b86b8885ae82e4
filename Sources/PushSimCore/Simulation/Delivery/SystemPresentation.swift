/// What the system does with a notification it presents: a banner (lighting the screen) or
/// only an entry in the notification list, its sound or none, the badge or not — decided by the
/// payload's `interruption-level`, an active Focus, the app's critical-alerts entitlement and
/// the user's notification settings (docs/delivery.md, "Interruption levels and Focus",
/// "Authorization and the user's settings"; Apple's
/// https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel).
public struct SystemPresentation: Sendable, Equatable {
    /// The level the system applies: the payload's, `active` when absent, and `active` for a
    /// `critical` one the app has no entitlement for.
    public var level: APS.InterruptionLevel
    /// Shown as a banner, lighting the screen.
    public var banner: Bool
    /// Put in Notification Center (the notification list), where it can be opened later.
    public var listed: Bool
    /// The payload's sound plays (false when it has none).
    public var soundPlays: Bool
    /// The payload's badge is applied (false when it has none).
    public var badgeApplied: Bool
    public var heldByFocus: Bool
    /// Why it differs from a plain banner with its sound and badge, in order; empty when it
    /// does not.
    public var causes: [String]
    /// What the summary reads besides the above: the payload's sound, whether it plays even if
    /// muted, whether the payload has a badge.
    var soundName: String?
    var criticalSound: Bool
    var hasBadge: Bool

    /// "list only, silent (passive: the screen stays dark)". Worked out when read: most
    /// deliveries are plain banners whose summary nobody but a trace reads.
    public var summary: String {
        var text = banner ? "banner" : listed ? "list only" : "nothing shown"
        if let soundName {
            text += soundPlays ? ", sound \(soundName)\(criticalSound ? " even if muted" : "")" : ", silent"
        } else if !banner {
            text += ", silent"
        }
        if hasBadge, !badgeApplied { text += ", no badge" }
        if !causes.isEmpty { text += " (\(causes.joined(separator: "; ")))" }
        return text
    }

    /// Nothing changed what the system shows: a banner with the payload's sound and badge.
    public var isPlain: Bool { causes.isEmpty }

    /// `hasBadge` is whether the content the system shows has a badge: the payload's, or the one
    /// the notification service extension delivered in its place, which the system applies the
    /// same way (docs/delivery.md, "Notification service extension").
    static func decide(
        aps: APS, hasAlert: Bool, hasBadge: Bool, criticalAlertsEntitlement: Bool, device: DeviceSettings
    ) -> SystemPresentation {
        let authorization = device.authorization
        let soundName = aps.sound?.name ?? (aps.sound != nil ? "default" : nil)
        var causes: [String] = []
        let asksCritical: Bool = {
            if aps.interruptionLevel == .critical { return true }
            if case .critical(let sound) = aps.sound, sound.critical { return true }
            return false
        }()
        var level = aps.interruptionLevel ?? .active
        if asksCritical { level = criticalAlertsEntitlement ? .critical : .active }

        let authorized = authorization.status != .denied && authorization.status != .notDetermined
        switch authorization.status {
        case .denied: causes.append("notifications denied for the app")
        case .notDetermined: causes.append("authorization not determined: the app has not asked")
        case .provisional: causes.append("provisional: delivered quietly")
        case .ephemeral: causes.append("ephemeral: an App Clip's limited authorization")
        case .authorized: break
        }
        let quiet = authorization.status == .provisional
        // Focus holds what does not break through: active and passive
        // (https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel/timesensitive).
        let heldByFocus = authorized && device.focus && (level == .active || level == .passive)
        if authorized {
            if asksCritical, !criticalAlertsEntitlement {
                causes.append("critical without the critical-alerts entitlement: presented as active")
            }
            switch level {
            case .passive: causes.append("passive: the screen stays dark")
            case .timeSensitive where device.focus: causes.append("time-sensitive: breaks through Focus")
            case .critical: causes.append(device.focus ? "critical: breaks through Focus and the mute switch" : "critical: plays even if muted")
            default: break
            }
            if heldByFocus { causes.append("held by Focus") }
            if !authorization.alert && hasAlert { causes.append("alerts off in Settings") }
        }
        // A critical alert's sound has its own setting (`criticalAlertSetting`), which the
        // entitlement lets the app ask for; pushsim takes it as granted.
        let criticalSound = level == .critical && authorized
        if authorized, !authorization.sound, soundName != nil, !criticalSound, !quiet { causes.append("sounds off in Settings") }
        if authorized, !authorization.badge, hasBadge, !quiet { causes.append("badges off in Settings") }

        let listed = authorized && hasAlert && authorization.alert
        let banner = listed && !quiet && level != .passive && !heldByFocus
        let soundPlays = soundName != nil && authorized && !quiet && level != .passive && !heldByFocus
            && (authorization.sound || criticalSound)
        let badgeApplied = hasBadge && authorized && !quiet && authorization.badge

        return SystemPresentation(
            level: level, banner: banner, listed: listed, soundPlays: soundPlays, badgeApplied: badgeApplied,
            heldByFocus: heldByFocus, causes: causes, soundName: soundName, criticalSound: criticalSound,
            hasBadge: hasBadge)
    }
}

extension SimulatedApp {
    /// Background and not running: the system shows the alert itself, as `system` decided — a
    /// banner, only a list entry, or nothing (alerts off) — and the app is not asked.
    func presentBySystem(
        _ notification: AppNotification, _ presentation: Presentation, _ system: SystemPresentation, _ report: inout DeliveryReport
    ) {
        // Quoted only for the trace, which a batch does not record.
        var text: String { quoted(presentation.text) }
        var how: String { system.isPlain ? "" : ": \(system.summary)" }
        if system.banner {
            report.presentedAs = "banner"
            report.outcome = .banner
            recorder.note(.presented, "banner \(text) shown by the system\(how); the app is not asked")
        } else if system.listed {
            report.presentedAs = "list"
            report.outcome = .listed
            recorder.note(.presented, "\(text) put in Notification Center by the system, no banner\(how); the app is not asked")
        } else {
            report.outcome = .notShown
            recorder.note(.presented, "\(text) not shown by the system\(how); the app is not asked")
        }
        if system.listed { putInNotificationCenter(notification, text: presentation.text, &report) }
    }
}
