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

/// A version 3 rule for `willPresent`'s answer (docs/app-model.md, "Presentation chosen on its
/// own"): when its condition holds, fixed options, or options the app reads from the payload —
/// a list of option names, as an app that lets its sender choose (`presentation_options`).
public struct PresentationRule: Sendable, Equatable {
    public enum Answer: Sendable, Equatable {
        case options([PresentationOption])
        /// An expression whose value is a list of option names.
        case from(Condition)
    }

    /// Nil: always.
    public var when: Condition?
    public var answer: Answer

    public init(when: Condition?, answer: Answer) {
        self.when = when
        self.answer = answer
    }

    /// The options a list of names gives, and the names it does not know. `alert` is the
    /// option iOS 14 replaced with `banner` and `list` ("Use list and banner instead",
    /// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/alert),
    /// which apps still send and map so.
    static func options(named value: JSONValue) -> (options: [PresentationOption], unknown: [String])? {
        guard let elements = value.arrayValue else { return nil }
        var options: Set<PresentationOption> = []
        var unknown: [String] = []
        for element in elements {
            guard let name = element.stringValue else {
                unknown.append(JSONWriter.excerpt(element))
                continue
            }
            if name == "alert" {
                options.formUnion([.banner, .list])
            } else if let option = PresentationOption(rawValue: name) {
                options.insert(option)
            } else {
                unknown.append(name)
            }
        }
        return (options.sorted(), unknown)
    }
}
