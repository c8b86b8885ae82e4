/// How a command was told which app model to use, and where to look for one.
public struct AppModelChoice: Sendable {
    public var flag: String?
    public var environment: String?
    public var directory: String

    public init(flag: String?, environment: String?, directory: String) {
        self.flag = flag
        self.environment = environment
        self.directory = directory
    }

    /// Loads the model, reporting its warnings; on failure reports every problem and returns nil.
    func load(reporting reporter: RunReporter) -> AppModel? {
        let source = AppModelLoader.locate(flag: flag, environment: environment, directory: directory)
        do {
            let loaded = try AppModelLoader.load(source)
            reporter.report(.appModelLoaded(source, warnings: loaded.warnings))
            return loaded.model
        } catch {
            reporter.report(.appModelRejected(error))
            return nil
        }
    }

    /// The same, printing as text to `output` (replay's own reporting).
    func load(output: OutputSink) -> AppModel? {
        load(reporting: RunReporter(renderer: TextRenderer(sink: output)))
    }
}
