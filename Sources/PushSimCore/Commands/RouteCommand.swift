/// `pushsim route URL`: matching only. Which route, which parameters, and which rule decided —
/// or, for a URL nothing matches, every route tried and why it did not match. No handler runs.
public struct RouteCommand: Sendable {
    public var urls: [String]
    public var app: AppModelChoice

    public init(urls: [String], app: AppModelChoice) {
        self.urls = urls
        self.app = app
    }

    public func run(reporter: RunReporter) -> ExitStatus {
        guard let model = app.load(reporting: reporter) else { return reporter.finish() }
        for url in urls where Interruption.received == nil {
            reporter.report(.routed(RouteReport(url: url, app: model)))
        }
        return reporter.finish()
    }
}
