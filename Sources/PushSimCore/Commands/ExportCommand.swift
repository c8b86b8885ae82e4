/// `pushsim export PAYLOAD --bundle-id ID`: the payload as an `.apns` file for
/// `xcrun simctl push`, so the fixtures CI replays also drive a real simulator (docs/simctl.md).
package struct ExportCommand: Sendable {
    package var input: String
    package var bundleID: BundleIdentifier
    /// Where to write; nil: beside the payload, with the extension `.apns`.
    package var destination: String?
    /// Replace a file that already exists.
    package var force: Bool
    /// `--from FORMAT`: the input's format; nil detects it. A provider's message is exported as
    /// the APNs payload it becomes (docs/providers.md).
    package var from: ProviderFormat?
    /// `--message N`: which request of a provider's batch to export; a batch needs it
    /// (docs/providers.md, "Batches").
    package var message: Int?
    /// `--expo-project`: what the conversion needs besides the message (docs/providers.md, "Expo").
    package var conversion = ConversionOptions()

    package init(input: String, bundleID: BundleIdentifier, destination: String?, force: Bool) {
        self.input = input
        self.bundleID = bundleID
        self.destination = destination
        self.force = force
    }

    /// The `.apns` path this run writes, or nil when it cannot be known (standard input and
    /// no `--output`).
    package var outputPath: String? {
        if let destination { return destination }
        return input == "-" ? nil : SimulatorPushFile.defaultPath(for: input)
    }

    package func run(reporter: RunReporter) -> ExitStatus {
        guard let path = outputPath else {
            reporter.report(.usageProblem("error: a payload read from standard input needs --output FILE"))
            return reporter.finish()
        }
        let check = PayloadChecker(from: from, message: message, conversion: conversion).check(InputSource(argument: input))
        guard check.verdict == .valid, let payload = check.payload else {
            reporter.report(.exportRefused(check, path: path))
            return reporter.finish()
        }
        if !check.diagnostics.isEmpty { reporter.report(.exportWarnings(check)) }
        if !force, FileStatus.exists(path) {
            reporter.report(.writeFailed("\(path) already exists (--force replaces it)"))
            return reporter.finish()
        }
        do {
            // As every output named on the command line: a file whole, keeping the mode and owner
            // of one it replaces; a device or a FIFO written into; a link followed, never
            // replaced (docs/simctl.md).
            let text = SimulatorPushFile.text(payload: payload, bundleID: bundleID.text)
            try OutputDestination(path).write(Array(text.utf8), replacing: force)
            reporter.report(.exported(path: path, bundleID: bundleID))
        } catch {
            reporter.report(.writeFailed(error.description))
        }
        return reporter.finish()
    }
}
