extension AppModelChoice {
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
