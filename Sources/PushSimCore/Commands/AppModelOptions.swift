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

    /// Loads the model, printing its warnings; on failure prints every problem and returns nil.
    func load(output: OutputSink) -> AppModel? {
        let source = AppModelLoader.locate(flag: flag, environment: environment, directory: directory)
        do {
            let loaded = try AppModelLoader.load(source)
            let file = source.path ?? "app model"
            for warning in loaded.warnings {
                var place = file
                if let position = warning.position { place += ":\(position)" }
                output.diagnostic(TerminalText.sanitize("\(place): warning: \(warning.message) [\(warning.pointer.displayString)]"))
            }
            return loaded.model
        } catch {
            for line in error.lines { output.diagnostic(line) }
            let errors = error.issues.filter { $0.severity == .error }.count
            output.diagnostic("pushsim: the app model \(source) cannot be used (\(errors) \(errors == 1 ? "error" : "errors"))")
            return nil
        }
    }
}
