import ArgumentParser
import PushSimCore

extension PushSim {
    struct Deliver: DirectlyParsed {
        static let configuration = CommandConfiguration(
            commandName: "deliver",
            abstract: "Deliver payloads to the simulated app and print what it does.",
            discussion: """
                Each payload goes to a freshly launched app in the given state (with --sequence, all \
                of them to one app, in order). Active and inactive: the app's willPresent decides \
                (suppressed, a toast, or presentation options). Background, not running: the system \
                shows a banner, and the tap (--tap) walks the responder chain, then builds the event's \
                navigation hierarchy (routed). Silent pushes run the background handler. One line per \
                payload; --trace lists every decision.

                Stacks are written root first: "Inbox > Conversation(42)".

                Examples:
                  pushsim deliver fixtures/payloads/valid/plain-alert.json --state active
                  pushsim deliver fixtures/apps/genius/payloads/new-message-42.json \\
                    --app fixtures/apps/genius/pushsim.json --state active \\
                    --stack "Inbox > Conversation(42)"
                  pushsim deliver fixtures/apps/genius/payloads/new-message-42.json \\
                    --app fixtures/apps/genius/pushsim.json --state background --trace
                  pushsim deliver fixtures/apps/genius/payloads/new-message-42.json \\
                    --app fixtures/apps/genius/pushsim.json --state background \\
                    --tap MARK_READ --format json
                """
        )

        @Argument(help: "Payload files (.json or .apns); - reads standard input.", completion: .payloadFiles)
        var files: [String]

        @Option(help: "The app's state: active, inactive, background, not-running or force-quit.")
        var state: AppState

        @OptionGroup var appOptions: AppOptions

        @Option(help: "The navigation stack before the push, root first: \"Inbox > Conversation(42)\"; other tabs after |, modals after ^ (default: the app model's launch stack).")
        var stack: String?

        @Option(help: "What the user does with the notification: default (tap), an action id, dismiss, or none. Default: default when not active, none when active.",
            completion: .list(["default", "dismiss", "none"]))
        var tap: String?

        @Option(help: "The text the user types for a text-input action (--tap ACTION); without it such an action sends an empty string.")
        var text: String?

        // Unconditional: `--badge -1` is a negative badge, refused as one, not an option.
        @Option(parsing: .unconditional, help: "The app's badge count before the push: an integer of at least 0.", transform: BadgeOption.parse)
        var badge: Int64?

        @Option(help: "A Focus on the device: on or off. Focus holds active and passive notifications; time-sensitive and critical ones break through.")
        var focus: FocusSwitch = .off

        @Option(
            help: ArgumentHelp(
                "The app's notification authorization: authorized (default), not-determined, denied, provisional or ephemeral, then any of alert-off, sound-off, badge-off, comma-separated: provisional, authorized,sound-off.",
                valueName: "status[,setting-off...]"),
            completion: .list(NotificationAuthorization.Status.allCases.map(\.rawValue)),
            transform: Deliver.authorization)
        var authorization = NotificationAuthorization()

        @Option(help: LocaleOption.help, transform: LocaleOption.parse)
        var locale: [String]?

        @OptionGroup var headerOptions: HeaderOptions

        @Option(help: ProviderOption.help)
        var from: ProviderFormat?

        @Option(help: ProviderOption.messageHelp, transform: ProviderOption.message)
        var message: Int?

        @Option(name: .customLong("expo-project"), help: ProviderOption.expoProjectHelp, transform: ProviderOption.expoProject)
        var conversion = ConversionOptions()

        @OptionGroup var stateOptions: StateOptions

        @Flag(help: "Deliver the payloads in order to one app that lives through them all: the state, stack, badge and delivered notifications one leaves are where the next arrives (a tap brings the app to the foreground).")
        var sequence = false

        @Option(help: "Output format: text (one line per delivery) or json (JSON Lines).")
        var format: ResultFormat = .text

        @Flag(help: "List every decision: validation, delegates asked, responders walked, models loaded, stack presented.")
        var trace = false

        @OptionGroup var colourOptions: ColourOptions

        /// What the command line asks for: the value the direct parse makes from the table below.
        var invocation: Invocation<DeliverCommand> {
            var command = DeliverCommand(
                inputs: files, app: appOptions.choice, state: state, stack: stack, tap: tap, badge: badge,
                headers: headerOptions.headers, stateValues: stateOptions.pairs, sequence: sequence)
            command.text = text
            command.from = from
            command.message = message
            command.conversion = conversion
            command.device = DeviceSettings(focus: focus == .on, authorization: authorization, languages: locale ?? [])
            return Invocation(command: command, rendering: Rendering(format: format.output, colour: colourOptions.mode, trace: trace))
        }

        /// Every argument above, for the direct parse (`OptionTable`).
        static func options(_ table: inout OptionTable<Invocation<DeliverCommand>>) {
            table.positional { $0.command.inputs = $1 }
            table.required("state") { $0.command.state = $1 }
            AppOptions.option(&table) { $0.command.app.flag = $1 }
            table.value("stack") { $0.command.stack = $1 }
            table.value("tap") { $0.command.tap = $1 }
            table.value("text") { $0.command.text = $1 }
            table.value("badge", BadgeOption.parse) { $0.command.badge = $1 }
            table.value("focus", initial: FocusSwitch.off) { $0.command.device.focus = $1 == .on }
            table.value("authorization", initial: NotificationAuthorization(), Deliver.authorization) { $0.command.device.authorization = $1 }
            table.value("locale", LocaleOption.parse) { $0.command.device.languages = $1 ?? [] }
            HeaderOptions.options(&table) { root, headers in headers(&root.command.headers) }
            table.value("from") { $0.command.from = $1 }
            table.value("message", ProviderOption.message) { $0.command.message = $1 }
            table.value("expo-project", initial: ConversionOptions(), ProviderOption.expoProject) { $0.command.conversion = $1 }
            StateOptions.option(&table) { $0.command.stateValues = $1 }
            table.flag("sequence") { $0.command.sequence = $1 }
            table.value("format", initial: ResultFormat.text) { $0.rendering.format = $1.output }
            table.flag("trace") { $0.rendering.trace = $1 }
            ColourOptions.option(&table) { $0.rendering.colour = $1 }
        }

        /// What the table fills in: each of its fields is set by an entry.
        static var start: Invocation<DeliverCommand> {
            let command = DeliverCommand(
                inputs: [], app: AppOptions.choice(flag: nil), state: .background, stack: nil, tap: nil, badge: nil, headers: RequestHeaders())
            return Invocation(command: command, rendering: Rendering())
        }

        /// `--authorization`'s value, or why not (`NotificationAuthorization`).
        static func authorization(_ text: String) throws -> NotificationAuthorization {
            do { return try NotificationAuthorization(argument: text) } catch { throw ValidationError("\(error)") }
        }
    }
}

/// `--focus on|off`.
enum FocusSwitch: String, ExpressibleByArgument, CaseIterable, Sendable {
    case on
    case off
}
