import ArgumentParser
import PushSimCore

/// `--from FORMAT`: the format the inputs are in, when their shape should not decide
/// (docs/providers.md, "Detecting the format").
extension ProviderFormat: ExpressibleByArgument {
    public static var allValueStrings: [String] { names }
}

enum ProviderOption {
    static let help = ArgumentHelp(
        "The inputs' format: apns, fcm-v1, fcm-legacy, expo, onesignal or braze (detected from each file's shape when absent; docs/providers.md).")
}
