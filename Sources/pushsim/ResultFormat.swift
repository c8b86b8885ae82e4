import ArgumentParser
import PushSimCore

/// `--format` of the commands whose results are deliveries, routes and tokens: text or JSON
/// Lines. The CI formats (github, sarif) flag findings in files, which only `validate`,
/// `replay` and `scenario` have (docs/ci-formats.md).
enum ResultFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json

    var output: OutputFormat {
        switch self {
        case .text: return .text
        case .json: return .json
        }
    }
}
