import ArgumentParser
import PushSimCore

extension PushSim {
    struct Preview: Subcommand {
        static let configuration = CommandConfiguration(
            commandName: "preview",
            abstract: "Draw the notifications payloads become, as iOS lays them out, into an SVG or HTML file.",
            discussion: """
                Each payload is delivered to one app in the given state (default background, not \
                tapped), in order, and every notification the system shows is drawn on the surfaces \
                asked for: its icon, title, subtitle, body and time, cut where iOS cuts them, with \
                the thread's stack in Notification Center and the actions when expanded. One line \
                per surface says how much of each text shows. The layout is approximate: Apple \
                publishes no character limits (docs/preview.md says where each figure comes from). \
                The file is self-contained and the same bytes on every machine.

                Examples:
                  pushsim preview fixtures/apps/genius/payloads/new-message-42.json \\
                    --app fixtures/apps/genius/pushsim.json --output preview.svg
                  pushsim preview fixtures/apps/genius/payloads/*.json \\
                    --app fixtures/apps/genius/pushsim.json --surface all --output preview.html
                  pushsim preview payload.json --locale ja --device iphone-4.7 \\
                    --appearance dark --output ja.svg
                """
        )

        @Argument(help: "Payload files (.json or .apns); - reads standard input.", completion: .payloadFiles)
        var files: [String]

        @OptionGroup var appOptions: AppOptions

        @Option(help: "The app's state as the pushes arrive: active, inactive, background, not-running or force-quit.")
        var state: AppState = .background

        @Option(help: LocaleOption.help, transform: LocaleOption.parse)
        var locale: [String]?

        @Option(
            help: ArgumentHelp(
                "Where the notification is seen: banner, lock-screen, notification-center, expanded, watch, or all; comma-separated.",
                valueName: "surface[,surface...]"),
            completion: .list(PreviewSurface.allCases.map(\.rawValue) + ["all"]), transform: Preview.surfaces)
        var surface: [PreviewSurface] = [.lockScreen]

        @Option(
            help: ArgumentHelp(
                "The device: \(PreviewDevice.all.map(\.name).joined(separator: ", ")) (default: iphone-6.1).", valueName: "name"),
            completion: .list(PreviewDevice.all.map(\.name)), transform: Preview.device)
        var device: PreviewDevice?

        @Option(help: "light or dark.")
        var appearance: PreviewAppearance = .light

        @Option(name: [.short, .customLong("output")], help: "The file to write: FILE.svg or FILE.html.", completion: .file(extensions: ["svg", "html"]))
        var output: String

        @OptionGroup var colourOptions: ColourOptions

        @MainActor
        func execute(output standardStreams: StandardStreams) async -> ExitStatus {
            var command = PreviewCommand(inputs: files, app: appOptions.choice, output: output)
            command.state = state
            command.surfaces = surface
            command.device = device
            command.appearance = appearance
            command.languages = locale ?? []
            return await Rendering(colour: colourOptions.mode).run(standardStreams) { await command.run(reporter: $0) }
        }

        /// `--surface`'s value: surfaces in the order given, `all` for every one.
        static func surfaces(_ text: String) throws -> [PreviewSurface] {
            var surfaces: [PreviewSurface] = []
            for word in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                if word == "all" { return PreviewSurface.allCases }
                guard let surface = PreviewSurface(rawValue: word) else {
                    throw ValidationError("'\(word)' is not a surface; use banner, lock-screen, notification-center, expanded, watch or all")
                }
                if !surfaces.contains(surface) { surfaces.append(surface) }
            }
            return surfaces
        }

        static func device(_ text: String) throws -> PreviewDevice {
            guard let device = PreviewDevice.named(text) else {
                let hint = Suggestion.nearest(to: text, in: PreviewDevice.all.map(\.name)).map { " Did you mean '\($0)'?" } ?? ""
                throw ValidationError("'\(text)' is not a device; the devices are \(PreviewDevice.all.map(\.name).joined(separator: ", ")).\(hint)")
            }
            return device
        }
    }
}

extension PreviewAppearance: ExpressibleByArgument {}
