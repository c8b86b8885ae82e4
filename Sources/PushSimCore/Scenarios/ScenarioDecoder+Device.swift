/// Reading the device's token and a `device` step (docs/scenarios.md, "What the app
/// registered", "Steps").
extension ScenarioDecoder {
    static let deviceKeys = ["token", "focus", "authorization"]

    /// A device token, read as `pushsim register` reads one (hex, or unambiguous base64;
    /// docs/validation.md, "Device tokens"): a token APNs would refuse is an error naming its
    /// reason (`BadDeviceToken`), an unusual length a warning.
    mutating func deviceToken(_ value: JSONValue, at pointer: JSONPointer) -> DeviceToken? {
        guard let text = value.stringValue else {
            error(pointer, "a device token is a string of hex digits, not \(value.typeDescription)")
            return nil
        }
        do throws(DeviceToken.ParseError) {
            let token = try DeviceToken.parse(text)
            for warning in token.warnings { issues.append(Diagnostic(.warning, pointer, "\(warning.reasonName): \(warning.message)")) }
            return token
        } catch {
            self.error(pointer, "\(error.reason.name): \(error.message)")
            return nil
        }
    }

    /// An authorization as `deliver --authorization` reads it.
    mutating func authorization(_ value: JSONValue, at pointer: JSONPointer) -> NotificationAuthorization? {
        guard let text = value.stringValue else {
            error(pointer, "\"authorization\" is a string (\"denied\", \"authorized,sound-off\"), not \(value.typeDescription)")
            return nil
        }
        do throws(NotificationAuthorization.ArgumentError) {
            return try NotificationAuthorization(argument: text)
        } catch {
            self.error(pointer, error.description)
            return nil
        }
    }

    /// `{"device": {"token": HEX, "focus": true, "authorization": "denied"}}`: at least one key.
    mutating func decodeDeviceChange(_ value: JSONValue, at pointer: JSONPointer) -> ScenarioDeviceChange? {
        guard let object = value.objectValue, !object.isEmpty else {
            error(
                pointer,
                "\"device\" is an object of what changes on the device (\(Self.deviceKeys.joined(separator: ", "))), not \(value.objectValue == nil ? value.typeDescription : "an empty object")")
            return nil
        }
        rejectUnknownKeys(
            of: object, at: pointer, known: Self.deviceKeys, what: "\"device\"",
            help: "a device step changes the device's token, a Focus or the app's notification authorization")
        var change = ScenarioDeviceChange()
        let before = issues.count
        if let token = object["token"] { change.token = deviceToken(token, at: pointer / "token") }
        if let focus = object["focus"] {
            if let on = focus.boolValue { change.focus = on } else { error(pointer / "focus", "\"focus\" is true or false, not \(focus.typeDescription)") }
        }
        if let value = object["authorization"] { change.authorization = authorization(value, at: pointer / "authorization") }
        return issues[before...].contains { $0.severity == .error } ? nil : change
    }
}
