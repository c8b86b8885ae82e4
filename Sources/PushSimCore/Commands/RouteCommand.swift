/// `pushsim route URL`: matching only. Which route, which parameters, and which rule decided —
/// or, for a URL nothing matches, every route tried and why it did not match. No handler runs.
package struct RouteCommand: Sendable {
    package var urls: [String]
    package var app: AppModelChoice

    package init(urls: [String], app: AppModelChoice) {
        self.urls = urls
        self.app = app
    }

    package func run(reporter: RunReporter) -> ExitStatus {
        guard let model = app.load(reporting: reporter) else { return reporter.finish() }
        for url in urls where Interruption.received == nil {
            reporter.report(.routed(RouteReport(url: url, app: model)))
        }
        return reporter.finish()
    }
}
