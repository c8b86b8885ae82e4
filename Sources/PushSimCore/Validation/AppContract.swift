/// Whether a payload was checked against an app's contract (`validate --app`,
/// docs/validation.md, "Against the app: --app"), and against which app.
public struct AppContract: Sendable, Equatable {
    /// The app model's name.
    public var appName: String
    /// The model file, as given to `--app` or `PUSHSIM_APP`.
    public var source: AppModelSource
    /// Why the payload was not checked against the app, or nil when it was: only pushes that
    /// reach the app (push types `alert` and `background`) are.
    public var notCheckedBecause: String?

    public init(appName: String, source: AppModelSource, notCheckedBecause: String? = nil) {
        self.appName = appName
        self.source = source
        self.notCheckedBecause = notCheckedBecause
    }

    public var checked: Bool { notCheckedBecause == nil }
}
