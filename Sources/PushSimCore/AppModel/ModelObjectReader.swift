/// Reads one object of an app-model file: typed members, an issue for each wrong type, and a
/// warning for each key it does not know, with the nearest known one.
struct ModelObjectReader {
    let object: JSONObject
    let pointer: JSONPointer
    var issues: [Diagnostic] = []

    init(_ value: JSONValue?, at pointer: JSONPointer, known: [String], issues: inout [Diagnostic], what: String) {
        self.pointer = pointer
        if let object = value?.objectValue {
            self.object = object
            for key in object.keys where !known.contains(key) {
                issues.append(
                    Diagnostic(
                        .warning, pointer / key,
                        "unknown key \"\(key)\" in \(what); it is ignored" + Suggestion.hint(for: key, in: known)))
            }
        } else {
            self.object = [:]
            if let value {
                issues.append(Diagnostic(.error, pointer, "\(what) must be an object, not \(value.typeDescription)"))
            }
        }
    }

    mutating func string(_ key: String, required: Bool = false) -> String? {
        guard let value = object[key] else {
            if required { issues.append(Diagnostic(.error, pointer / key, "\"\(key)\" is required")) }
            return nil
        }
        guard let text = value.stringValue else {
            issues.append(Diagnostic(.error, pointer / key, "\"\(key)\" must be a string, not \(value.typeDescription)"))
            return nil
        }
        return text
    }

    mutating func bool(_ key: String) -> Bool? {
        guard let value = object[key] else { return nil }
        guard let flag = value.boolValue else {
            issues.append(Diagnostic(.error, pointer / key, "\"\(key)\" must be true or false, not \(value.typeDescription)"))
            return nil
        }
        return flag
    }

    mutating func integer(_ key: String) -> Int64? {
        guard let value = object[key] else { return nil }
        guard let number = value.integerValue else {
            issues.append(Diagnostic(.error, pointer / key, "\"\(key)\" must be an integer, not \(value.typeDescription)"))
            return nil
        }
        return number
    }

    mutating func strings(_ key: String) -> [String] {
        guard let value = object[key] else { return [] }
        guard let elements = value.arrayValue else {
            issues.append(Diagnostic(.error, pointer / key, "\"\(key)\" must be an array of strings, not \(value.typeDescription)"))
            return []
        }
        var result: [String] = []
        for (index, element) in elements.enumerated() {
            if let text = element.stringValue {
                result.append(text)
            } else {
                issues.append(Diagnostic(.error, pointer / key / index, "must be a string, not \(element.typeDescription)"))
            }
        }
        return result
    }

    /// A key path: "genius.url" or ["genius", "url"].
    mutating func keyPath(_ key: String) -> [String]? {
        guard let value = object[key] else { return nil }
        if let text = value.stringValue {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if parts.contains(where: \.isEmpty) {
                issues.append(Diagnostic(.error, pointer / key, "\"\(text)\" is not a key path (keys separated by single dots)"))
                return nil
            }
            return parts
        }
        if let elements = value.arrayValue, !elements.isEmpty, elements.allSatisfy({ $0.stringValue != nil }) {
            return elements.compactMap(\.stringValue)
        }
        issues.append(Diagnostic(.error, pointer / key, "\"\(key)\" must be a key path string (\"genius.url\") or an array of keys"))
        return nil
    }

    mutating func members(_ key: String) -> [(key: String, value: JSONValue)] {
        guard let value = object[key] else { return [] }
        guard let dictionary = value.objectValue else {
            issues.append(Diagnostic(.error, pointer / key, "\"\(key)\" must be an object, not \(value.typeDescription)"))
            return []
        }
        return dictionary.members
    }

    mutating func array(_ key: String) -> [JSONValue] {
        guard let value = object[key] else { return [] }
        guard let elements = value.arrayValue else {
            issues.append(Diagnostic(.error, pointer / key, "\"\(key)\" must be an array, not \(value.typeDescription)"))
            return []
        }
        return elements
    }
}
