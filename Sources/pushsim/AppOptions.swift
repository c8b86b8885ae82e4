import ArgumentParser
import PushSimCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which app model to simulate: `--app`, else `PUSHSIM_APP`, else a `pushsim.json` up from the
/// current directory, else the built-in default app.
struct AppOptions: ParsableArguments {
    @Option(name: .customLong("app"), help: "The app model file (default: $PUSHSIM_APP, else pushsim.json in this directory or a parent, else a built-in generic app).",
        completion: .appModelFiles)
    var appFile: String?

    var choice: AppModelChoice { Self.choice(flag: appFile) }

    static func choice(flag appFile: String?) -> AppModelChoice {
        let environment = getenv("PUSHSIM_APP").map { String(cString: $0) }
        var buffer = [CChar](repeating: 0, count: 4096)
        let directory = getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "."
        return AppModelChoice(flag: appFile, environment: environment, directory: directory)
    }
}

extension AppState: ExpressibleByArgument {}
