/// The `.apns` file `xcrun simctl push` reads: the payload with `"Simulator Target Bundle"`
/// as its first key, so simctl knows which app to deliver it to (docs/simctl.md).
public enum SimulatorPushFile {
    /// Pretty JSON, two-space indented, with a final newline. The payload's keys follow in
    /// document order; a bundle the payload already named is replaced.
    public static func text(payload: Payload, bundleID: String) -> String {
        var object: JSONObject = [PayloadReader.simulatorTargetBundleKey: .string(bundleID)]
        for member in payload.json where member.key != PayloadReader.simulatorTargetBundleKey {
            object[member.key] = member.value
        }
        return JSONWriter.string(.object(object), style: .pretty) + "\n"
    }

    /// Where the file goes when `--output` is not given: the payload's path with `.apns` in
    /// place of its extension (`payloads/new-message.json` → `payloads/new-message.apns`).
    public static func defaultPath(for payloadPath: String) -> String {
        let slash = payloadPath.lastIndex(of: "/")
        let nameStart = slash.map { payloadPath.index(after: $0) } ?? payloadPath.startIndex
        let name = payloadPath[nameStart...]
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return payloadPath + ".apns" }
        return String(payloadPath[..<dot]) + ".apns"
    }

    /// The command that delivers the file to the booted simulator, quoted for a POSIX shell.
    public static func simctlCommand(bundleID: String, path: String) -> String {
        "xcrun simctl push booted \(ShellQuote.word(bundleID)) \(ShellQuote.word(path))"
    }
}
