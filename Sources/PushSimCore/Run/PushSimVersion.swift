/// pushsim's version, printed by `pushsim --version`.
public enum PushSimVersion {
    public static let current = "0.1.0"
}
