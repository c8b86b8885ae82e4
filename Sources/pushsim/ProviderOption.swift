import ArgumentParser
import PushSimCore

/// `--from FORMAT`: the format the inputs are in, when their shape should not decide
/// (docs/providers.md, "Detecting the format").
extension ProviderFormat: ExpressibleByArgument {
    public static var allValueStrings: [String] { names }
}

/// `--from`, `--message` and `--expo-project`: how provider messages are read
/// (docs/providers.md).
enum ProviderOption {
    static let help = ArgumentHelp(
        "The inputs' format: apns, fcm-v1, fcm-legacy, expo, onesignal or braze (detected from each file's shape when absent; docs/providers.md).")

    static let messageHelp = ArgumentHelp(
        "Take only the Nth APNs request of a provider's batch (an Expo array, several tokens), from 1.", valueName: "n")

    static let exportMessageHelp = ArgumentHelp(
        "The APNs request of a provider's batch to export (an Expo array, several tokens), from 1; a batch needs it.", valueName: "n")

    static let expoProjectHelp = ArgumentHelp(
        "The Expo project the pushes are sent for, @owner/slug, optionally with its EAS project id after a comma: Expo adds experienceId, scopeKey and projectId to every iOS payload.",
        valueName: "@owner/slug[,id]")

    /// `--message N`: a request's place in its batch, from 1.
    static func message(_ text: String) throws -> Int {
        guard let number = Int(text), number >= 1, number <= Int(Int32.max) else {
            throw ValidationError("--message takes a request's place in the batch: 1 or more, not \"\(text)\"")
        }
        return number
    }

    /// `--expo-project @owner/slug[,id]`.
    static func expoProject(_ text: String) throws -> ConversionOptions {
        let parts = text.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        do {
            return ConversionOptions(expoProject: try ExpoProject(fullName: parts[0], id: parts.count > 1 ? parts[1] : nil))
        } catch {
            throw ValidationError("--expo-project: \(error.description)")
        }
    }
}
