/// A `.stringsdict` file's entries (docs/localization.md, "Stringsdict files"): each key's
/// `NSStringLocalizedFormatKey` and the plural variables it names. What iOS would not use is a
/// warning at its place; a file that is not a property list of dictionaries is an error.
enum StringsdictReader {
    struct Entry: Sendable {
        let key: String
        let plural: PluralFormat
        let position: SourcePosition
    }

    struct Table: Sendable {
        var entries: [Entry] = []
        var warnings: [StringsFileReader.Finding] = []
    }

    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"

    static func read(_ bytes: [UInt8]) throws(StringsFileReader.Finding) -> Table {
        let text: DecodedText
        do {
            text = try DecodedText(bytes)
        } catch {
            throw StringsFileReader.Finding(message: error.reason, position: SourcePosition.of(offset: error.offset, in: bytes))
        }
        var reader = PropertyListXMLReader(text)
        let root: PropertyListNode
        do {
            root = try reader.read()
        } catch {
            throw StringsFileReader.Finding(message: error.message, position: text.position(ofScalar: error.index))
        }
        guard case .dictionary(let members) = root.value else {
            throw StringsFileReader.Finding(
                message: "the property list is \(root.value.kind); a stringsdict is a dictionary of entries", position: text.position(ofScalar: root.index))
        }
        var found: [(Entry?, [(String, Int)])] = []
        for member in members { found.append(entry(member)) }
        var warnings = found.flatMap(\.1)
        for duplicate in reader.duplicates { warnings.append(("\"\(StringsFileReader.shown(duplicate.key))\" is given again in its dictionary: iOS keeps this later value", duplicate.index)) }
        let indices = found.compactMap { $0.0?.position.offset } + warnings.map(\.1)
        let positions = text.positions(ofScalars: indices)
        var table = Table()
        table.entries = found.compactMap(\.0).map { Entry(key: $0.key, plural: $0.plural, position: positions[$0.position.offset]!) }
        table.warnings = warnings.map { StringsFileReader.Finding(message: $0.0, position: positions[$0.1]!) }.sorted { $0.position < $1.position }
        return table
    }

    /// One key's entry (its position's offset holds the scalar index until placed), and what
    /// is wrong with it.
    private static func entry(_ member: PropertyListMember) -> (Entry?, [(String, Int)]) {
        let shown = StringsFileReader.shown(member.key)
        guard case .dictionary(let fields) = member.value.value else {
            return (nil, [("\"\(shown)\" is \(member.value.value.kind), not a dictionary with \(formatKey): iOS shows the key", member.value.index)])
        }
        guard let formatField = fields.first(where: { $0.key == formatKey }), case .string(let format) = formatField.value.value else {
            return (nil, [("\"\(shown)\" has no \(formatKey) string: iOS shows the key", member.keyIndex)])
        }
        var warnings: [(String, Int)] = []
        var variables: [String: PluralVariable] = [:]
        // Variables given but not usable, already warned about.
        var unusable: Set<String> = []
        for field in fields where field.key != formatKey {
            guard case .dictionary(let rule) = field.value.value else {
                warnings.append(("\"\(shown)\": \(field.key) is \(field.value.value.kind), not a variable's dictionary", field.value.index))
                unusable.insert(field.key)
                continue
            }
            var forms: [PluralCategory: String] = [:]
            var valueType: String?
            var specType: String?
            for item in rule {
                switch (item.key, item.value.value) {
                case (specTypeKey, .string(let type)): specType = type
                case (valueTypeKey, .string(let type)): valueType = type
                case (let name, .string(let form)):
                    if let category = PluralCategory(rawValue: name) {
                        forms[category] = form
                    } else {
                        warnings.append(("\"\(shown)\": \(field.key) has \"\(StringsFileReader.shown(name))\", which is no plural category (zero, one, two, few, many, other)", item.keyIndex))
                    }
                case (let name, let other):
                    warnings.append(("\"\(shown)\": \(field.key).\(StringsFileReader.shown(name)) is \(other.kind), not a string", item.value.index))
                }
            }
            if specType != "NSStringPluralRuleType" {
                warnings.append(("\"\(shown)\": \(field.key) has \(specTypeKey) \(specType.map { "\"\($0)\"" } ?? "missing"); iOS reads only NSStringPluralRuleType", field.keyIndex))
                unusable.insert(field.key)
                continue
            }
            if forms[.other] == nil {
                warnings.append(("\"\(shown)\": \(field.key) has no \"other\" form, the one every number can fall to", field.keyIndex))
            }
            variables[field.key] = PluralVariable(valueType: valueType, forms: forms)
        }
        for name in variableNames(in: format) where variables[name] == nil && !unusable.contains(name) {
            warnings.append(("\"\(shown)\": the format uses %#@\(name)@, which has no dictionary here", formatField.value.index))
        }
        return (Entry(key: member.key, plural: PluralFormat(format: format, variables: variables), position: SourcePosition(line: 0, column: 0, offset: member.keyIndex)), warnings)
    }

    /// The names `%#@name@` and `%2$#@name@` use, in order.
    static func variableNames(in format: String) -> [String] {
        var names: [String] = []
        var rest = format[...]
        while let marker = rest.range(of: "#@") {
            let after = rest[marker.upperBound...]
            guard let close = after.firstIndex(of: "@") else { break }
            names.append(String(after[..<close]))
            rest = after[after.index(after: close)...]
        }
        return names
    }
}

extension Substring {
    /// The first range of `text`, searched by scalars (the core links no Foundation).
    fileprivate func range(of text: String) -> Range<Index>? {
        var start = startIndex
        while start < endIndex {
            if self[start...].hasPrefix(text) { return start..<index(start, offsetBy: text.count) }
            start = index(after: start)
        }
        return nil
    }
}
