import ArgumentParser
import PushSimCore

/// The APNs request headers, set beside the payload as a sender would.
struct HeaderOptions: ParsableArguments {
    @Option(name: .customLong("push-type"), help: "apns-push-type: alert, background, voip, liveactivity, location, complication, fileprovider, mdm, pushtotalk, widgets, controls (inferred from the payload when absent).",
        completion: .list(PushType.allCases.map(\.rawValue)))
    var pushType: String?

    @Option(help: "apns-priority: 10, 5 or 1 (APNs' default is 10).", completion: .list(["10", "5", "1"]))
    var priority: String?

    @Option(help: "apns-expiration: UNIX seconds; 0 means now or never.")
    var expiration: String?

    @Option(name: .customLong("collapse-id"), help: "apns-collapse-id: at most 64 bytes.")
    var collapseID: String?

    @Option(help: "apns-topic: normally the app's bundle id, with a suffix for some push types.")
    var topic: String?

    @Option(name: .customLong("device-token"), help: "The device token, as hex.")
    var deviceToken: String?

    @Option(name: .customLong("apns-id"), help: "apns-id: a UUID identifying the notification.")
    var apnsID: String?

    /// The options above in a command's table (`OptionTable`); `headers` hands each the request
    /// headers the command keeps.
    static func options<Root>(_ table: inout OptionTable<Root>, _ headers: (inout Root, (inout RequestHeaders) -> Void) -> Void) {
        table.value("push-type") { root, value in headers(&root) { $0.pushType = value } }
        table.value("priority") { root, value in headers(&root) { $0.priority = value } }
        table.value("expiration") { root, value in headers(&root) { $0.expiration = value } }
        table.value("collapse-id") { root, value in headers(&root) { $0.collapseID = value } }
        table.value("topic") { root, value in headers(&root) { $0.topic = value } }
        table.value("device-token") { root, value in headers(&root) { $0.deviceToken = value } }
        table.value("apns-id") { root, value in headers(&root) { $0.apnsID = value } }
    }

    var headers: RequestHeaders {
        RequestHeaders(
            pushType: pushType, priority: priority, expiration: expiration, collapseID: collapseID, topic: topic,
            deviceToken: deviceToken, apnsID: apnsID)
    }
}

extension OutputFormat: ExpressibleByArgument {}
