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
        completion: .appModelFiles, transform: AppOptions.path)
    var appFile: String?

    /// `--app`'s value: a path, refused when empty - it names no file, and reports would name
    /// the model as nothing (docs/app-model.md, "Which app model"). The direct parse decodes
    /// with it too, so both ways in refuse the same values.
    static func path(_ text: String) throws -> String {
        guard !text.isEmpty else { throw ValidationError("the path is empty; give the app model's file, as --app pushsim.json") }
        return text
    }

    /// `--app` in a command's table (`OptionTable`): `store` puts the path where the command
    /// keeps it.
    static func option<Root>(_ table: inout OptionTable<Root>, _ store: (inout Root, String?) -> Void) {
        table.value("app", AppOptions.path, store)
    }

    var choice: AppModelChoice { Self.choice(flag: appFile) }

    static func choice(flag appFile: String?) -> AppModelChoice {
        let environment = getenv("PUSHSIM_APP").map { String(cString: $0) }
        var buffer = [CChar](repeating: 0, count: 4096)
        let directory = getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "."
        return AppModelChoice(flag: appFile, environment: environment, directory: directory)
    }
}

extension AppState: ExpressibleByArgument {}
