/// Reads typed members of one JSON object, collecting a diagnostic for each member whose value
/// has the wrong type.
struct FieldReader {
    let object: KnownMembers
    let pointer: JSONPointer
    let reason: Reason
    private(set) var diagnostics: [Diagnostic] = []

    init(object: KnownMembers, pointer: JSONPointer, reason: Reason = .stringExpected) {
        self.object = object
        self.pointer = pointer
        self.reason = reason
    }

    mutating func string<Key: KnownKey>(_ key: Key) -> String? {
        guard let value = object[key] else { return nil }
        if let text = value.stringValue { return text }
        complain(key, "must be a string", value)
        return nil
    }

    mutating func integer<Key: KnownKey>(_ key: Key) -> Int64? {
        guard let value = object[key] else { return nil }
        if let number = value.integerValue { return number }
        complain(key, "must be an integer", value)
        return nil
    }

    mutating func object<Key: KnownKey>(_ key: Key) -> JSONObject? {
        guard let value = object[key] else { return nil }
        if let dictionary = value.objectValue { return dictionary }
        complain(key, "must be a dictionary", value)
        return nil
    }

    /// An array of strings; any other element type is `LocArgsNotStrings` at that element.
    mutating func stringArray<Key: KnownKey>(_ known: Key) -> [String]? {
        guard let value = object[known] else { return nil }
        let key = known.name
        guard let elements = value.arrayValue else {
            diagnostics.append(
                .error(
                    .locArgsNotStrings, at: pointer / key,
                    "\(key) must be an array of strings, not \(value.typeDescription)"))
            return nil
        }
        var strings: [String] = []
        strings.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            if let text = element.stringValue {
                strings.append(text)
            } else {
                diagnostics.append(
                    .error(
                        .locArgsNotStrings, at: pointer / key / index,
                        "\(key) must hold only strings; element \(index) is \(element.typeDescription) (\(JSONWriter.string(element)))"
                    ))
            }
        }
        return strings.count == elements.count ? strings : nil
    }

    private mutating func complain<Key: KnownKey>(_ known: Key, _ expectation: String, _ value: JSONValue) {
        let key = known.name
        diagnostics.append(
            .error(reason, at: pointer / key, "\(key) \(expectation), not \(value.typeDescription) (\(JSONWriter.string(value)))"))
    }
}
