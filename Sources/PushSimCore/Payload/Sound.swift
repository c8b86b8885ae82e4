/// `aps.sound`: a file name (`"default"` for the system sound) or the critical-alert dictionary.
public enum Sound: Sendable, Equatable {
    case named(String)
    case critical(CriticalSound)

    public var name: String? {
        switch self {
        case .named(let name): return name
        case .critical(let sound): return sound.name
        }
    }
}

public struct CriticalSound: Sendable, Equatable {
    public var critical: Bool
    public var name: String?
    public var volume: Double?

    public init(critical: Bool, name: String?, volume: Double?) {
        self.critical = critical
        self.name = name
        self.volume = volume
    }

    public static let keys = ["critical", "name", "volume"]
}
