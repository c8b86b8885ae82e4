/// How a command was told which app model to use, and where to look for one.
package struct AppModelChoice: Sendable {
    package var flag: String?
    package var environment: String?
    package var directory: String

    package init(flag: String?, environment: String?, directory: String) {
        self.flag = flag
        self.environment = environment
        self.directory = directory
    }

    /// Loads the model, reporting its warnings; on failure reports every problem and returns nil.
    func load(reporting reporter: RunReporter) -> AppModel? {
        Self.load(AppModelLoader.locate(flag: flag, environment: environment, directory: directory), reporting: reporter)
    }

    /// Loads the model already located at `source`.
    static func load(_ source: AppModelSource, reporting reporter: RunReporter) -> AppModel? {
        do {
            let loaded = try AppModelLoader.load(source)
            reporter.report(.appModelLoaded(source, warnings: loaded.warnings))
            return loaded.model
        } catch {
            reporter.report(.appModelRejected(error))
            return nil
        }
    }
}
