/// `pushsim convert MESSAGE…`: the APNs request(s) each provider message becomes, with what the
/// conversion and APNs' rules find in them (docs/providers.md). Every file is reported, even
/// when others cannot be read.
package struct ConvertCommand: Sendable {
    package var inputs: [String]
    package var headers: RequestHeaders
    /// `--from FORMAT`: the format of every input; nil detects each file's.
    package var from: ProviderFormat?
    /// `--message N`: which request of a provider's batch to take; nil takes each (docs/providers.md, "Batches").
    package var message: Int?
    /// `--expo-project`: what the conversion needs besides the message (docs/providers.md, "Expo").
    package var conversion = ConversionOptions()

    package init(inputs: [String], headers: RequestHeaders = RequestHeaders(), from: ProviderFormat? = nil) {
        self.inputs = inputs
        self.headers = headers
        self.from = from
    }

    package func run(reporter: RunReporter) -> ExitStatus {
        let checker = PayloadChecker(headers: headers, from: from, message: message, conversion: conversion)
        for input in inputs where Interruption.received == nil {
            for check in checker.checks(InputSource(argument: input)) { reporter.report(.converted(check)) }
        }
        return reporter.finish()
    }
}
