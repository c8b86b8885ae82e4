#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A directory's `pushsim.expect.json`: defaults for every payload in the directory and one
/// case per payload file, by file name.
///
/// ```json
/// {
///   "schemaVersion": 1,
///   "defaults": {"state": "background"},
///   "cases": {
///     "new-message-42.json": {"state": "active", "stack": "Inbox > Conversation(42)", "outcome": "suppressed", "suppressedBy": "Conversation(42)"},
///     "badge-string.json": {"verdict": "invalid", "errors": ["BadgeNotInteger@/aps/badge"]}
///   }
/// }
/// ```
/// One case per line keeps a directory of hundreds of cases easy to review in a diff; that is
/// the form `--update` writes.
public struct ExpectationManifest: Sendable {
    public static let fileName = "pushsim.expect.json"
    /// The largest manifest pushsim reads, and so the largest `--update` writes: about 700,000
    /// cases of one directory (a case takes 60 to 120 bytes). docs/replay.md.
    public static let readCap = 64 << 20

    public var defaults: ReplayCase
    /// By file name: a replay looks up one case per payload, so a directory of 200,000 cases
    /// costs one lookup each, not a scan: scanning made a replay, and `--update`, quadratic in
    /// the files of one directory (docs/performance.md, "One large directory").
    public var cases: [String: ReplayCase]
    /// Where the manifest is (or would be written).
    public var path: String
    /// The file's `"$schema"` (for editors, docs/schema.md): kept when `--update` rewrites it.
    public var schema: String?

    public init(path: String, defaults: ReplayCase = ReplayCase(), cases: [String: ReplayCase] = [:]) {
        self.path = path
        self.defaults = defaults
        self.cases = cases
    }

    public func `case`(named name: String) -> ReplayCase? {
        cases[name]
    }

    /// Why a manifest cannot be used: every problem in it, each a `Diagnostic` in the file.
    public struct LoadError: Error, Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var problems: [Diagnostic]
        public var description: String { problems.map(\.message).joined(separator: "; ") }
    }

    /// `directory/pushsim.expect.json` (`./pushsim.expect.json` for the current directory).
    public static func path(in directory: String) -> String {
        (directory.isEmpty ? "." : directory) + "/" + fileName
    }

    /// The manifest in `directory`, an empty one when there is none, or every problem in it.
    public static func load(directory: String) throws(LoadError) -> ExpectationManifest {
        let (manifest, problems) = try salvage(directory: directory)
        if let problems { throw problems }
        return manifest
    }

    /// What `--update` starts from: the manifest in `directory` with whatever could not be used
    /// left out (an unknown key, a bad value, a case that is not an object; all of it when the
    /// file is not a JSON object), and the problems that were left out, if any. Throws only
    /// when the file exists but cannot be read: then there is nothing safe to start from.
    public static func salvage(directory: String) throws(LoadError) -> (manifest: ExpectationManifest, problems: LoadError?) {
        let path = path(in: directory)
        guard access(path, F_OK) == 0 else { return (ExpectationManifest(path: path), nil) }
        let bytes: [UInt8]
        do {
            bytes = try InputReader(cap: readCap).read(.path(path))
        } catch {
            throw LoadError(path: path, problems: [Diagnostic(.error, nil, .file, "cannot read the expectations: \(error.reason)")])
        }
        let empty = ExpectationManifest(path: path)
        let value: JSONValue
        do {
            value = try JSONDecoding.decode(bytes)
        } catch {
            return (empty, LoadError(path: path, problems: [Diagnostic(.error, nil, .file, error.reason, position: error.position)]))
        }
        guard let object = value.objectValue else {
            return (empty, LoadError(path: path, problems: [Diagnostic(.error, nil, .file, "an expectation manifest is a JSON object")]))
        }
        var problems: [(JSONPointer, String)] = []
        if object["schemaVersion"] != .integer(1) {
            problems.append((.root / "schemaVersion", "\"schemaVersion\": 1 is required"))
        }
        for key in object.keys where !["schemaVersion", "defaults", "cases", "$schema"].contains(key) {
            problems.append((.root / key, "unknown key \"\(key)\"" + Suggestion.hint(for: key, in: ["defaults", "cases"])))
        }
        let defaults = object["defaults"].map { parseCase($0, at: .root / "defaults", problems: &problems) } ?? ReplayCase()
        var cases: [String: ReplayCase] = [:]
        let stated = object["cases"]?.objectValue ?? [:]
        cases.reserveCapacity(stated.count)
        for (name, value) in stated {
            cases[name] = parseCase(value, at: .root / "cases" / name, problems: &problems)
        }
        var manifest = ExpectationManifest(path: path, defaults: defaults, cases: cases)
        manifest.schema = object["$schema"]?.stringValue
        guard !problems.isEmpty else { return (manifest, nil) }
        let positions = JSONLocator(bytes: bytes).positions(of: problems.map(\.0))
        return (
            manifest,
            LoadError(
                path: path,
                problems: zip(problems, positions).map { problem, position in
                    var diagnostic = Diagnostic(.error, problem.0, problem.1)
                    diagnostic.position = position
                    return diagnostic
                })
        )
    }

    private static func parseCase(_ value: JSONValue, at pointer: JSONPointer, problems: inout [(JSONPointer, String)]) -> ReplayCase {
        guard let object = value.objectValue else {
            problems.append((pointer, "a case is an object"))
            return ReplayCase()
        }
        var result = ReplayCase()
        let known = ReplayCase.deliveryKeys + ReplayCase.expectationKeys + [ReplayCase.localesKey]
        for (key, member) in object {
            let at = pointer / key
            switch key {
            case "state":
                if let state = member.stringValue.flatMap(AppState.init(rawValue:)) {
                    result.state = state
                } else {
                    problems.append((at, "state is active, inactive, background or not-running"))
                }
            case "stack", "tap", "text":
                guard let text = member.stringValue else {
                    problems.append((at, "\(key) is a string"))
                    continue
                }
                switch key {
                case "stack": result.stack = text
                case "tap": result.tap = text
                default: result.text = text
                }
            case "badge":
                if let number = member.integerValue {
                    if let problem = BadgeCount.problem(number) { problems.append((at, problem)) } else { result.badge = number }
                } else {
                    problems.append((at, "badge is an integer of at least 0"))
                }
            case "headers":
                result.headers = parseHeaders(member, at: at, problems: &problems)
            case "set":
                if let values = member.objectValue { result.set = values } else { problems.append((at, "set is an object of state values")) }
            case "focus":
                if let on = member.boolValue { result.focus = on } else { problems.append((at, "focus is true or false")) }
            case "from":
                if let format = member.stringValue.flatMap(ProviderFormat.init(rawValue:)) {
                    result.from = format
                } else {
                    problems.append((at, "from is one of \(ProviderFormat.names.joined(separator: ", "))"))
                }
            case "message":
                if let number = member.integerValue, number >= 1, number <= Int64(Int32.max) {
                    result.message = Int(number)
                } else {
                    problems.append((at, "message is an integer of at least 1: which request of a provider's batch the case plays"))
                }
            case "authorization":
                do throws(NotificationAuthorization.ArgumentError) {
                    guard let text = member.stringValue else {
                        problems.append((at, "authorization is a string: a status and settings turned off, as \"provisional\" or \"authorized,sound-off\""))
                        continue
                    }
                    result.authorization = try NotificationAuthorization(argument: text)
                } catch {
                    problems.append((at, "authorization: \(error.description)"))
                }
            case "locale":
                if let text = member.stringValue, let languages = LanguageChoice.preferredLanguages(text) {
                    result.locale = languages
                } else {
                    problems.append((at, "locale is a string of language tags, most wanted first, comma-separated: \"de-AT,en\""))
                }
            case ReplayCase.localesKey:
                result.locales = parseLocales(member, at: at, problems: &problems)
            default:
                if ReplayCase.expectationKeys.contains(key) {
                    result.expect[key] = member
                } else {
                    problems.append((at, "unknown key \"\(key)\"" + Suggestion.hint(for: key, in: known)))
                }
            }
        }
        return result
    }

    /// `"locales": {"de": {"toast": "…"}}`: per localization, expectation keys only.
    private static func parseLocales(
        _ value: JSONValue, at pointer: JSONPointer, problems: inout [(JSONPointer, String)]
    ) -> [String: [String: JSONValue]]? {
        guard let object = value.objectValue else {
            problems.append((pointer, "locales is an object of expectations by language: {\"de\": {\"toast\": \"…\"}}"))
            return nil
        }
        var locales: [String: [String: JSONValue]] = [:]
        for (language, member) in object {
            let at = pointer / language
            guard LanguageChoice.isLanguageTag(language) || language == "Base" else {
                problems.append((at, "\"\(language)\" is not a language, as the app's .lproj folders and String Catalogs name them (de, zh-Hans)"))
                continue
            }
            guard let expectations = member.objectValue else {
                problems.append((at, "a language's expectations are an object: {\"toast\": \"…\"}"))
                continue
            }
            var stated: [String: JSONValue] = [:]
            for (key, expected) in expectations {
                if ReplayCase.expectationKeys.contains(key) {
                    stated[key] = expected
                } else {
                    problems.append((at / key, "unknown expectation \"\(key)\"" + Suggestion.hint(for: key, in: ReplayCase.expectationKeys)))
                }
            }
            locales[language] = stated
        }
        return locales
    }

    /// Also how a scenario's push step reads its `headers` (docs/scenarios.md).
    static func parseHeaders(_ value: JSONValue, at pointer: JSONPointer, problems: inout [(JSONPointer, String)]) -> RequestHeaders {
        var headers = RequestHeaders()
        for (key, member) in value.objectValue ?? [:] {
            guard let text = member.stringValue else {
                problems.append((pointer / key, "header values are strings"))
                continue
            }
            switch key {
            case "pushType": headers.pushType = text
            case "priority": headers.priority = text
            case "expiration": headers.expiration = text
            case "collapseId": headers.collapseID = text
            case "topic": headers.topic = text
            case "deviceToken": headers.deviceToken = text
            case "apnsId": headers.apnsID = text
            default:
                problems.append((pointer / key, "unknown header \"\(key)\"" + Suggestion.hint(for: key, in: ReplayCase.headerKeys)))
            }
        }
        return headers
    }

    /// The manifest as `--update` writes it: one case per line, cases sorted by name.
    ///
    /// Written straight into one string: the names are sorted, not the cases, and each case's
    /// members go out as `members` lists them, with no object built per case: building an object
    /// and a line per case, then joining the lines, cost more than the rest of `--update`'s
    /// writing (docs/performance.md, "`replay --update`").
    public func text() -> String {
        var out = "{\n"
        out.reserveCapacity(cases.count * 128 + 256)
        if let schema {
            out += "  \"$schema\": "
            JSONWriter.writeString(schema, into: &out)
            out += ",\n"
        }
        out += "  \"schemaVersion\": 1,\n"
        let defaultsObject = Self.object(defaults)
        if !defaultsObject.isEmpty {
            out += "  \"defaults\": "
            JSONWriter.write(.object(defaultsObject), style: .compact, indent: 0, into: &out)
            out += ",\n"
        }
        out += "  \"cases\": {\n"
        let names = cases.keys.sorted(by: FileWalker.utf8Precedes)
        for (index, name) in names.enumerated() {
            out += "    "
            JSONWriter.writeString(name, into: &out)
            out += ": {"
            var first = true
            Self.members(of: cases[name] ?? ReplayCase()) { key, value in
                if !first { out += "," }
                first = false
                JSONWriter.writeString(key, into: &out)
                out += ":"
                JSONWriter.write(value, style: .compact, indent: 0, into: &out)
            }
            out += index == names.count - 1 ? "}\n" : "},\n"
        }
        out += "  }\n}\n"
        return out
    }

    static func object(_ value: ReplayCase) -> JSONObject {
        var object = JSONObject()
        members(of: value) { key, member in object[key] = member }
        return object
    }

    /// A case's members in the order the manifest writes them: how, then what.
    private static func members(of value: ReplayCase, _ body: (String, JSONValue) -> Void) {
        if let state = value.state { body("state", .string(state.rawValue)) }
        if let stack = value.stack { body("stack", .string(stack)) }
        if let tap = value.tap { body("tap", .string(tap)) }
        if let text = value.text { body("text", .string(text)) }
        if let badge = value.badge { body("badge", .integer(badge)) }
        if let headers = value.headers {
            var members = JSONObject()
            let pairs: [(String, String?)] = [
                ("pushType", headers.pushType), ("priority", headers.priority), ("expiration", headers.expiration),
                ("collapseId", headers.collapseID), ("topic", headers.topic), ("deviceToken", headers.deviceToken),
                ("apnsId", headers.apnsID),
            ]
            for (key, text) in pairs { if let text { members[key] = .string(text) } }
            body("headers", .object(members))
        }
        if let values = value.set { body("set", .object(values)) }
        if let focus = value.focus { body("focus", .bool(focus)) }
        if let authorization = value.authorization { body("authorization", .string(authorization.description)) }
        if let from = value.from { body("from", .string(from.rawValue)) }
        if let message = value.message { body("message", .integer(Int64(message))) }
        if let locale = value.locale { body("locale", .string(locale.joined(separator: ","))) }
        for key in ReplayCase.expectationKeys { if let expected = value.expect[key] { body(key, expected) } }
        if let locales = value.locales {
            var members = JSONObject()
            for language in locales.keys.sorted(by: FileWalker.utf8Precedes) {
                var expectations = JSONObject()
                for key in ReplayCase.expectationKeys { if let expected = locales[language]?[key] { expectations[key] = expected } }
                members[language] = .object(expectations)
            }
            body(ReplayCase.localesKey, .object(members))
        }
    }
}
