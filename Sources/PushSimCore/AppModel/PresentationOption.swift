/// What the app answers `willPresent` with, in the foreground: Apple's
/// `UNNotificationPresentationOptions` (docs/delivery.md). The empty set hides the
/// notification: pushsim's "suppressed".
public enum PresentationOption: String, Sendable, CaseIterable, Comparable {
    case banner, list, sound, badge

    public static func < (lhs: PresentationOption, rhs: PresentationOption) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A screen's answer while it is the visible one: for an event (or `*`), when a condition
/// holds, these options (docs/app-model.md, "Foreground presentation").
public struct ScreenPresentationRule: Sendable, Equatable {
    public var event: String
    public var when: Condition?
    public var options: [PresentationOption]

    public init(event: String, when: Condition? = nil, options: [PresentationOption]) {
        self.event = event
        self.when = when
        self.options = options
    }
}
