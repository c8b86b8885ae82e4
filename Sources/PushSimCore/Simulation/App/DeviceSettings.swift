/// The device around the app: whether a Focus is on, and what the user allowed the app's
/// notifications to do (docs/delivery.md, "Interruption levels and Focus", "Authorization and
/// the user's settings"). The default is the usual device: no Focus, notifications authorized
/// with alerts, sounds and badges on.
public struct DeviceSettings: Sendable, Equatable {
    public var focus: Bool
    public var authorization: NotificationAuthorization
    /// The user's preferred languages, most wanted first (`--locale de-AT,en`): the app's
    /// tables are read in the one iOS chooses from them (docs/localization.md, "Which
    /// language"). Empty: the app's development language.
    public var languages: [String]

    public init(focus: Bool = false, authorization: NotificationAuthorization = .init(), languages: [String] = []) {
        self.focus = focus
        self.authorization = authorization
        self.languages = languages
    }

    /// Whether anything differs from the usual device (the JSON record says so only then).
    public var isDefault: Bool { self == DeviceSettings() }
}

/// The app's notification authorization and the user's per-app settings: Apple's
/// `UNAuthorizationStatus` and `UNNotificationSettings.alertSetting`, `soundSetting`,
/// `badgeSetting` (https://developer.apple.com/documentation/usernotifications/unauthorizationstatus,
/// https://developer.apple.com/documentation/usernotifications/unnotificationsettings).
public struct NotificationAuthorization: Sendable, Equatable, CustomStringConvertible {
    public enum Status: String, Sendable, CaseIterable {
        case authorized
        /// The user has not been asked yet: nothing is shown.
        case notDetermined = "not-determined"
        /// The user said no: nothing is shown; a background push still reaches the app.
        case denied
        /// Delivered quietly: to Notification Center only, no banner, sound or badge.
        case provisional
        /// An App Clip's authorization for a limited time; otherwise as authorized.
        case ephemeral
    }

    public var status: Status
    public var alert: Bool
    public var sound: Bool
    public var badge: Bool

    public init(status: Status = .authorized, alert: Bool = true, sound: Bool = true, badge: Bool = true) {
        self.status = status
        self.alert = alert
        self.sound = sound
        self.badge = badge
    }

    public struct ArgumentError: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    static let settingWords = ["alert-off", "sound-off", "badge-off"]

    /// `--authorization` and the replay case's and scenario's `authorization`: a status, then
    /// any of `alert-off`, `sound-off`, `badge-off`, separated by commas (`authorized,sound-off`;
    /// a list of settings alone means `authorized`).
    public init(argument: String) throws(ArgumentError) {
        self.init()
        var statusGiven = false
        for word in argument.split(separator: ",", omittingEmptySubsequences: false).map({ String($0).trimmingSpaces }) {
            if let status = Status(rawValue: word) {
                guard !statusGiven else {
                    throw ArgumentError(description: "\(JSONWriter.string(.string(argument))) names two authorization statuses; give one")
                }
                statusGiven = true
                self.status = status
                continue
            }
            switch word {
            case "alert-off": alert = false
            case "sound-off": sound = false
            case "badge-off": badge = false
            default:
                let known = Status.allCases.map(\.rawValue) + Self.settingWords
                let hint = Suggestion.hint(for: word, in: known)
                throw ArgumentError(
                    description: "\(JSONWriter.string(.string(word))) is not an authorization status (\(Status.allCases.map(\.rawValue).joined(separator: ", "))) or a setting turned off (\(Self.settingWords.joined(separator: ", ")))\(hint)")
            }
        }
    }

    /// `authorized`, `provisional,sound-off`: as the argument is written.
    public var description: String {
        var words = [status.rawValue]
        if !alert { words.append("alert-off") }
        if !sound { words.append("sound-off") }
        if !badge { words.append("badge-off") }
        return words.joined(separator: ",")
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
