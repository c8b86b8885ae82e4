/// Turns a decoded JSON object into a typed `Payload`, reporting every key whose value has the
/// wrong type instead of coercing it: a badge of `"3"` is an error, not a 3.
public enum PayloadReader {
    public static let simulatorTargetBundleKey = "Simulator Target Bundle"

    public static func read(_ object: JSONObject) -> (payload: Payload, diagnostics: [Diagnostic]) {
        let read = readTop(object)
        return (read.payload, read.diagnostics)
    }

    /// Also says whether the object holds "Simulator Target Bundle" at all (of any type), which
    /// the checker needs to know and no longer looks up again.
    static func readTop(_ object: JSONObject) -> (payload: Payload, diagnostics: [Diagnostic], hasBundleKey: Bool) {
        var diagnostics: [Diagnostic] = []
        // The first "aps" and the first "Simulator Target Bundle", found in one pass; lengths
        // are compared first, so most keys cost no string comparison.
        var apsPlace: Int?
        var bundlePlace: Int?
        let members = object.entries
        for place in members.indices {
            let key = members[place].key
            switch key.utf8.count {
            case 3 where apsPlace == nil && key == "aps": apsPlace = place
            case 23 where bundlePlace == nil && key == simulatorTargetBundleKey: bundlePlace = place
            default: break
            }
        }
        var bundle: String?
        if let bundlePlace {
            let value = members[bundlePlace].value
            if let text = value.stringValue {
                bundle = text
            } else {
                diagnostics.append(
                    .error(
                        .simulatorTargetBundleWrongType, at: .root / simulatorTargetBundleKey,
                        "\"\(simulatorTargetBundleKey)\" must be a bundle id string, not \(value.typeDescription)"))
            }
        }
        var delivered = object
        if let bundlePlace {
            var sent = members
            sent.remove(at: bundlePlace)
            delivered = JSONObject(entries: sent)
        }

        var aps = APS()
        switch apsPlace.map({ members[$0].value }) {
        case .none:
            diagnostics.append(
                .error(
                    .missingAps, at: .root,
                    "no \"aps\" dictionary: iOS would neither show this payload nor wake the app"
                        + Suggestion.hint(for: "aps", in: delivered.keys.filter { $0.count <= 5 })))
        case .object(let dictionary)?:
            readAPS(dictionary, into: &aps, diagnostics: &diagnostics)
        case let other?:
            diagnostics.append(
                .error(.apsNotDictionary, at: apsPointer, "\"aps\" must be a dictionary, not \(other.typeDescription)"))
        }

        // Every member but the first "aps" and the first bundle key, copied once.
        let custom: JSONObject
        if apsPlace == nil && bundlePlace == nil {
            custom = object
        } else {
            var kept: [JSONObject.Entry] = []
            kept.reserveCapacity(members.count - 1)
            for place in members.indices where place != apsPlace && place != bundlePlace { kept.append(members[place]) }
            custom = JSONObject(entries: kept)
        }
        // Moved, not copied, into the payload and out: a copy retains every string and array
        // the payload holds, and its destruction releases them again.
        let payload = Payload(json: consume delivered, aps: consume aps, customKeys: custom, simulatorTargetBundle: bundle)
        return (consume payload, consume diagnostics, bundlePlace != nil)
    }

    /// The pointers the reading of every payload may name, made once: each `/` builds an array.
    static let apsPointer = JSONPointer.root / "aps"
    static let alertPointer = apsPointer / "alert"
    static let badgePointer = apsPointer / "badge"
    static let soundPointer = apsPointer / "sound"

    /// Every key of `aps` pushsim knows, looked up in one pass (docs/performance.md, "Decoding").
    static let apsKeyIndex = KeyIndex(APS.keys)
    static let alertKeyIndex = KeyIndex(AlertContent.keys)
    static let liveActivityKeys = apsKeyIndex.mask(of: LiveActivity.keys)

    /// The payload's `aps`, at `/aps`, read into `aps` (a fresh `APS()`): filled in place rather
    /// than returned and assigned, which copied it.
    private static func readAPS(_ object: JSONObject, into aps: inout APS, diagnostics: inout [Diagnostic]) {
        let pointer = apsPointer
        let dictionary = KnownMembers(object, index: apsKeyIndex)
        var fields = FieldReader(object: dictionary, pointer: pointer)
        aps.presentKeys = object.keys
        // A Live Activity's alert and relevance score follow ActivityKit's rules, not a
        // notification's (docs/validation.md).
        let isLiveActivity = dictionary.containsAny(of: liveActivityKeys)

        if let value = dictionary[APSKey.alert] {
            aps.alert =
                isLiveActivity
                ? LiveActivityAlertReader.read(value, at: alertPointer, into: &diagnostics)
                : readAlert(value, at: alertPointer, into: &diagnostics)
        }
        if let value = dictionary[APSKey.badge] {
            aps.badge = readBadge(value, at: badgePointer, into: &diagnostics)
        }
        if let value = dictionary[APSKey.sound] {
            aps.sound = readSound(value, at: soundPointer, into: &diagnostics)
        }
        aps.threadID = fields.string(APSKey.threadID)
        aps.category = fields.string(APSKey.category)
        aps.targetContentID = fields.string(APSKey.targetContentID)
        aps.filterCriteria = fields.string(APSKey.filterCriteria)
        aps.contentAvailable = flag(.contentAvailable, in: dictionary, at: pointer, reason: .contentAvailableNotOne, into: &diagnostics)
        aps.mutableContent = flag(.mutableContent, in: dictionary, at: pointer, reason: .mutableContentNotOne, into: &diagnostics)

        if let value = dictionary[APSKey.interruptionLevel] {
            let levelPointer = pointer / "interruption-level"
            if let text = value.stringValue {
                if let level = APS.InterruptionLevel(rawValue: text) {
                    aps.interruptionLevel = level
                } else {
                    let known = APS.InterruptionLevel.allCases.map(\.rawValue)
                    diagnostics.append(
                        .error(
                            .unknownInterruptionLevel, at: levelPointer,
                            "interruption-level \"\(text)\" is not one of \(known.joined(separator: ", "))"
                                + Suggestion.hint(for: text, in: known)))
                }
            } else {
                diagnostics.append(
                    .error(
                        .stringExpected, at: levelPointer, "interruption-level must be a string, not \(value.typeDescription)"))
            }
        }

        if let value = dictionary[APSKey.urlArgs] {
            aps.urlArgs = readURLArgs(value, at: pointer / "url-args", into: &diagnostics)
        }
        aps.contentChanged = dictionary[APSKey.contentChanged]?.boolValue ?? false

        if let value = dictionary[APSKey.relevanceScore] {
            let scorePointer = pointer / "relevance-score"
            if let score = value.numberValue {
                // Notifications are ranked 0…1; a Live Activity ranks itself with any number
                // (Apple, "Generating a remote notification", relevance-score).
                if isLiveActivity || (score >= 0 && score <= 1) {
                    aps.relevanceScore = score
                } else {
                    diagnostics.append(
                        .error(
                            .relevanceScoreOutOfRange, at: scorePointer,
                            "relevance-score must be between 0 and 1, got \(JSONWriter.string(value))"))
                }
            } else {
                diagnostics.append(
                    .error(
                        .relevanceScoreOutOfRange, at: scorePointer,
                        "relevance-score must be a number between 0 and 1, not \(value.typeDescription)"))
            }
        }

        // Assigned only when there is one: `aps` starts without.
        if let liveActivity = LiveActivityReader.read(dictionary, at: pointer, into: &diagnostics) {
            aps.liveActivity = liveActivity
        }
        if !fields.diagnostics.isEmpty { diagnostics += fields.diagnostics }

        for key in dictionary.unknownKeys {
            aps.unknownKeys.append(key)
            diagnostics.append(
                .warning(
                    .unknownApsKey, at: pointer / key,
                    "\"\(key)\" is not an aps key Apple documents; iOS ignores it (custom keys belong beside \"aps\")"
                        + Suggestion.hint(for: key, in: APS.keys)))
        }
    }

    /// Safari's `url-args`: an array of strings, one per `%@` of the website's URL format string.
    private static func readURLArgs(_ value: JSONValue, at pointer: JSONPointer, into diagnostics: inout [Diagnostic])
        -> [String]?
    {
        guard let elements = value.arrayValue else {
            diagnostics.append(
                .error(.stringExpected, at: pointer, "url-args must be an array of strings, not \(value.typeDescription)"))
            return nil
        }
        var strings: [String] = []
        for (index, element) in elements.enumerated() {
            if let text = element.stringValue {
                strings.append(text)
            } else {
                diagnostics.append(
                    .error(
                        .stringExpected, at: pointer / index,
                        "url-args must hold only strings; element \(index) is \(element.typeDescription)"))
            }
        }
        return strings.count == elements.count ? strings : nil
    }

    static func readAlert(_ value: JSONValue, at pointer: JSONPointer, into diagnostics: inout [Diagnostic])
        -> Alert?
    {
        switch value {
        case .string(let text):
            return .text(text)
        case .object(let object):
            let dictionary = KnownMembers(object, index: alertKeyIndex)
            var fields = FieldReader(object: dictionary, pointer: pointer, reason: .alertKeyWrongType)
            // Read in this order (each wrong type is a finding, in the order found), then made
            // in one initializer call: filled in a `var`, the content was copied into the alert.
            let title = fields.string(AlertKey.title)
            let subtitle = fields.string(AlertKey.subtitle)
            let body = fields.string(AlertKey.body)
            let launchImage = fields.string(AlertKey.launchImage)
            let titleLocKey = fields.string(AlertKey.titleLocKey)
            let subtitleLocKey = fields.string(AlertKey.subtitleLocKey)
            let locKey = fields.string(AlertKey.locKey)
            let action = fields.string(AlertKey.action)
            let actionLocKey = fields.string(AlertKey.actionLocKey)
            let summaryArg = fields.string(AlertKey.summaryArg)
            let summaryArgCount = fields.integer(AlertKey.summaryArgCount)
            let titleLocArgs = fields.stringArray(AlertKey.titleLocArgs)
            let subtitleLocArgs = fields.stringArray(AlertKey.subtitleLocArgs)
            let locArgs = fields.stringArray(AlertKey.locArgs)
            let content = AlertContent(
                title: title, subtitle: subtitle, body: body, launchImage: launchImage, titleLocKey: titleLocKey,
                titleLocArgs: titleLocArgs, subtitleLocKey: subtitleLocKey, subtitleLocArgs: subtitleLocArgs, locKey: locKey,
                locArgs: locArgs, action: action, actionLocKey: actionLocKey, summaryArg: summaryArg,
                summaryArgCount: summaryArgCount)
            if !fields.diagnostics.isEmpty { diagnostics += fields.diagnostics }

            // Each pair checked without building an array of pairs.
            func warnIfArgumentsWithoutKey(_ args: AlertKey, _ key: AlertKey) {
                guard dictionary.contains(args) && !dictionary.contains(key) else { return }
                diagnostics.append(
                    .warning(
                        .locArgsWithoutLocKey, at: pointer / args.name,
                        "\"\(args.name)\" without \"\(key.name)\": the arguments have no format string to fill"))
            }
            warnIfArgumentsWithoutKey(.titleLocArgs, .titleLocKey)
            warnIfArgumentsWithoutKey(.subtitleLocArgs, .subtitleLocKey)
            warnIfArgumentsWithoutKey(.locArgs, .locKey)
            for key in dictionary.unknownKeys {
                diagnostics.append(
                    .warning(
                        .unknownAlertKey, at: pointer / key,
                        "\"\(key)\" is not an alert key; iOS ignores it" + Suggestion.hint(for: key, in: AlertContent.keys)))
            }
            if !content.hasVisibleText {
                diagnostics.append(
                    .warning(.emptyAlert, at: pointer, "the alert has no title, subtitle or body: iOS shows nothing"))
            }
            return .content(content)
        default:
            diagnostics.append(
                .error(
                    .alertWrongType, at: pointer,
                    "alert must be a string or a dictionary, not \(value.typeDescription) (\(JSONWriter.string(value)))"))
            return nil
        }
    }

    private static func readBadge(_ value: JSONValue, at pointer: JSONPointer, into diagnostics: inout [Diagnostic])
        -> Int64?
    {
        switch value {
        case .integer(let number) where number >= 0:
            return number
        case .integer(let number):
            diagnostics.append(
                .error(.badgeNegative, at: pointer, "badge must be 0 or more, got \(number) (0 clears the badge)"))
        default:
            diagnostics.append(
                .error(
                    .badgeNotInteger, at: pointer,
                    "badge must be an integer, not \(value.typeDescription) (\(JSONWriter.string(value)))"))
        }
        return nil
    }

    private static func readSound(_ value: JSONValue, at pointer: JSONPointer, into diagnostics: inout [Diagnostic])
        -> Sound?
    {
        switch value {
        case .string(let name):
            return .named(name)
        case .object(let dictionary):
            var isCritical = false
            if let critical = dictionary["critical"] {
                switch critical {
                case .integer(0): isCritical = false
                case .integer(1): isCritical = true
                default:
                    diagnostics.append(
                        .error(
                            .soundWrongType, at: pointer / "critical",
                            "critical must be the number 0 or 1, not \(JSONWriter.string(critical))"))
                }
            }
            var name: String?
            if let value = dictionary["name"] {
                if let text = value.stringValue {
                    name = text
                } else {
                    diagnostics.append(
                        .error(.soundWrongType, at: pointer / "name", "name must be a string, not \(value.typeDescription)"))
                }
            }
            var volume: Double?
            if let value = dictionary["volume"] {
                if let number = value.numberValue {
                    if number >= 0 && number <= 1 {
                        volume = number
                    } else {
                        diagnostics.append(
                            .error(
                                .soundVolumeOutOfRange, at: pointer / "volume",
                                "volume must be between 0.0 and 1.0, got \(JSONWriter.string(value))"))
                    }
                } else {
                    diagnostics.append(
                        .error(
                            .soundWrongType, at: pointer / "volume", "volume must be a number, not \(value.typeDescription)"))
                }
            }
            for key in dictionary.keys where !CriticalSound.keys.contains(key) {
                diagnostics.append(
                    .warning(
                        .soundWrongType, at: pointer / key,
                        "\"\(key)\" is not a sound key; iOS ignores it" + Suggestion.hint(for: key, in: CriticalSound.keys)))
            }
            if isCritical {
                diagnostics.append(
                    .warning(
                        .criticalAlertNeedsEntitlement, at: pointer / "critical",
                        "critical sounds play only for apps with Apple's critical-alerts entitlement"))
            }
            return .critical(CriticalSound(critical: isCritical, name: name, volume: volume))
        default:
            diagnostics.append(
                .error(
                    .soundWrongType, at: pointer,
                    "sound must be a file name string or a dictionary, not \(value.typeDescription)"))
            return nil
        }
    }

    /// `content-available` and `mutable-content` are on only as the integer 1; 0 is off. Any
    /// other value (the string "1", `true`, 2, 1.0) is an error, not a guess.
    private static func flag(
        _ known: APSKey, in dictionary: KnownMembers, at pointer: JSONPointer, reason: Reason,
        into diagnostics: inout [Diagnostic]
    ) -> Bool {
        guard let value = dictionary[known] else { return false }
        let key = known.name
        switch value {
        case .integer(1): return true
        case .integer(0): return false
        default:
            diagnostics.append(
                .error(
                    reason, at: pointer / key,
                    "\(key) must be the number 1 (or 0), not \(value.typeDescription) \(JSONWriter.string(value))"))
            return false
        }
    }
}
