/// A device a notification is previewed on: its screen's width in points, portrait, from
/// Apple's Human Interface Guidelines, "Layout", "Specifications" (docs/preview.md, "Devices").
public struct PreviewDevice: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case iPhone, iPad, watch }

    /// As `--device` names it: `iphone-6.1`.
    public let name: String
    public let kind: Kind
    /// The screen's width in points: for an iPad, the width its notifications are set in.
    public let width: Double

    public static let all: [PreviewDevice] = [
        PreviewDevice(name: "iphone-4.7", kind: .iPhone, width: 375),  // iPhone SE, 13 mini
        PreviewDevice(name: "iphone-6.1", kind: .iPhone, width: 390),  // iPhone 14, 16e
        PreviewDevice(name: "iphone-6.1-island", kind: .iPhone, width: 393),  // iPhone 15, 16
        PreviewDevice(name: "iphone-6.3", kind: .iPhone, width: 402),  // iPhone 16 Pro, 17
        PreviewDevice(name: "iphone-6.7", kind: .iPhone, width: 428),  // iPhone 14 Plus
        PreviewDevice(name: "iphone-6.7-island", kind: .iPhone, width: 430),  // iPhone 15 Plus, 16 Plus
        PreviewDevice(name: "iphone-6.9", kind: .iPhone, width: 440),  // iPhone 16 Pro Max
        // No figure is published for an iPad's notifications: pushsim sets them as on the
        // widest iPhone (docs/preview.md, "Devices").
        PreviewDevice(name: "ipad", kind: .iPad, width: 440),
        PreviewDevice(name: "watch-41mm", kind: .watch, width: 176),
        PreviewDevice(name: "watch-45mm", kind: .watch, width: 198),
    ]

    /// The device a preview is made for when none is named: the most common iPhone width.
    public static let standard = all[1]

    /// As a person names it: "6.1-inch iPhone", "45 mm Apple Watch".
    public var label: String {
        switch kind {
        case .iPad: return "iPad (width assumed)"
        case .watch: return name.dropFirst("watch-".count).dropLast("mm".count) + " mm Apple Watch"
        case .iPhone:
            let size = name.dropFirst("iphone-".count).split(separator: "-").first.map(String.init) ?? ""
            return "\(size)-inch iPhone" + (name.hasSuffix("-island") ? " with Dynamic Island" : "")
        }
    }

    public static func named(_ name: String) -> PreviewDevice? { all.first { $0.name == name } }
}

/// Where a notification is seen (docs/preview.md, "Surfaces").
public enum PreviewSurface: String, Sendable, CaseIterable {
    /// The banner over an app in use.
    case banner
    /// The Lock Screen.
    case lockScreen = "lock-screen"
    /// Notification Center: a notification laid out as on the Lock Screen, a thread's
    /// notifications stacked behind its newest.
    case notificationCenter = "notification-center"
    /// Long-pressed.
    case expanded
    /// Apple Watch's short look: the app's icon, its name and the title.
    case watch

    /// How many lines each text may take; nil: as many as it needs.
    struct Limits: Sendable, Equatable {
        let title: Int?
        let subtitle: Int?
        let body: Int?
    }

    var limits: Limits {
        switch self {
        case .banner: Limits(title: 1, subtitle: 1, body: 2)
        case .lockScreen, .notificationCenter: Limits(title: 1, subtitle: 4, body: 4)
        case .expanded: Limits(title: nil, subtitle: nil, body: 7)
        case .watch: Limits(title: 3, subtitle: 0, body: 0)
        }
    }
}
