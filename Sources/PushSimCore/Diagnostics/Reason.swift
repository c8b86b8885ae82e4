/// A named reason for a finding: APNs' own reason string where APNs reports the fault, a name
/// of pushsim's own for a fault APNs would pass but an app would choke on, or a breach of one
/// app's contract, as its app model declares it (`validate --app`, docs/validation.md).
public struct Reason: Sendable, Hashable, CustomStringConvertible {
    public enum Source: String, Sendable {
        /// APNs answers with this exact reason string.
        case apns
        /// pushsim's own name: APNs accepts the payload, the app would not behave.
        case pushsim
        /// pushsim's own name for a breach of the app's contract: the payload does not fit what
        /// the app model declares (`validate --app`). APNs and iOS accept it; this app cannot
        /// handle it.
        case app
        /// A provider's own vocabulary: the provider (FCM, Expo, OneSignal, Braze) refuses the
        /// message with this status or error (docs/providers.md).
        case provider
    }

    public let name: String
    public let source: Source

    public init(_ name: String, _ source: Source) {
        self.name = name
        self.source = source
    }

    public var description: String { name }
}

extension Reason {
    // APNs' reason strings, verbatim.
    public static let payloadEmpty = Reason("PayloadEmpty", .apns)
    public static let payloadTooLarge = Reason("PayloadTooLarge", .apns)
    public static let badCollapseId = Reason("BadCollapseId", .apns)
    public static let badDeviceToken = Reason("BadDeviceToken", .apns)
    public static let missingDeviceToken = Reason("MissingDeviceToken", .apns)
    public static let badExpirationDate = Reason("BadExpirationDate", .apns)
    public static let badMessageId = Reason("BadMessageId", .apns)
    public static let badPriority = Reason("BadPriority", .apns)
    public static let badTopic = Reason("BadTopic", .apns)
    public static let invalidPushType = Reason("InvalidPushType", .apns)

    // pushsim's own: the file.
    public static let malformedJSON = Reason("MalformedJSON", .pushsim)
    public static let notAPayload = Reason("NotAPayload", .pushsim)
    public static let unreadable = Reason("Unreadable", .pushsim)

    // pushsim's own: the aps dictionary.
    public static let missingAps = Reason("MissingAps", .pushsim)
    public static let apsNotDictionary = Reason("ApsNotDictionary", .pushsim)
    public static let unknownApsKey = Reason("UnknownApsKey", .pushsim)
    public static let alertWrongType = Reason("AlertWrongType", .pushsim)
    public static let alertKeyWrongType = Reason("AlertKeyWrongType", .pushsim)
    public static let unknownAlertKey = Reason("UnknownAlertKey", .pushsim)
    public static let locArgsNotStrings = Reason("LocArgsNotStrings", .pushsim)
    public static let locArgsWithoutLocKey = Reason("LocArgsWithoutLocKey", .pushsim)
    public static let emptyAlert = Reason("EmptyAlert", .pushsim)
    public static let badgeNotInteger = Reason("BadgeNotInteger", .pushsim)
    public static let badgeNegative = Reason("BadgeNegative", .pushsim)
    public static let soundWrongType = Reason("SoundWrongType", .pushsim)
    public static let soundVolumeOutOfRange = Reason("SoundVolumeOutOfRange", .pushsim)
    public static let criticalAlertNeedsEntitlement = Reason("CriticalAlertNeedsEntitlement", .pushsim)
    public static let contentAvailableNotOne = Reason("ContentAvailableNotOne", .pushsim)
    public static let mutableContentNotOne = Reason("MutableContentNotOne", .pushsim)
    public static let mutableContentWithoutAlert = Reason("MutableContentWithoutAlert", .pushsim)
    public static let stringExpected = Reason("StringExpected", .pushsim)
    public static let unknownInterruptionLevel = Reason("UnknownInterruptionLevel", .pushsim)
    public static let relevanceScoreOutOfRange = Reason("RelevanceScoreOutOfRange", .pushsim)
    public static let liveActivityKeyWrongType = Reason("LiveActivityKeyWrongType", .pushsim)
    public static let liveActivityKeyMissing = Reason("LiveActivityKeyMissing", .pushsim)
    public static let unknownLiveActivityEvent = Reason("UnknownLiveActivityEvent", .pushsim)
    public static let backgroundPushNotSilent = Reason("BackgroundPushNotSilent", .pushsim)
    public static let pushTypeMismatch = Reason("PushTypeMismatch", .pushsim)
    public static let nothingToPresent = Reason("NothingToPresent", .pushsim)
    public static let simulatorTargetBundleWrongType = Reason("SimulatorTargetBundleWrongType", .pushsim)
    public static let lowestPriorityUnconfirmed = Reason("LowestPriorityUnconfirmed", .pushsim)
    public static let deviceTokenUnusualLength = Reason("DeviceTokenUnusualLength", .pushsim)

    // The providers' own errors: the provider refuses the message (docs/providers.md).
    public static let invalidArgument = Reason("INVALID_ARGUMENT", .provider)
    public static let missingRegistration = Reason("MissingRegistration", .provider)
    public static let messageTooBig = Reason("MessageTooBig", .provider)
    public static let pushTooManyNotifications = Reason("PUSH_TOO_MANY_NOTIFICATIONS", .provider)
    public static let oneSignalRejects = Reason("OneSignalRejects", .provider)
    public static let brazeRejects = Reason("BrazeRejects", .provider)

    // pushsim's own, about a provider's message: what its conversion does on the device.
    public static let ambiguousFormat = Reason("AmbiguousFormat", .pushsim)
    public static let providerFieldWrongType = Reason("ProviderFieldWrongType", .pushsim)
    public static let dataOnlyNotDelivered = Reason("DataOnlyNotDelivered", .pushsim)
    public static let fcmDirectOnly = Reason("FCMDirectOnly", .pushsim)
    public static let providerKeyIgnored = Reason("ProviderKeyIgnored", .pushsim)
    public static let apsKeyInData = Reason("ApsKeyInData", .pushsim)
    public static let imageNeedsServiceExtension = Reason("ImageNeedsServiceExtension", .pushsim)
    public static let payloadOverridesNotification = Reason("PayloadOverridesNotification", .pushsim)
    public static let brazeSizeCeiling = Reason("BrazeSizeCeiling", .pushsim)
    /// A file that becomes several requests, read where one push is taken (docs/providers.md,
    /// "Batches").
    public static let messageNotChosen = Reason("MessageNotChosen", .pushsim)
    /// `--message N` (or `"message"`) past the requests the file becomes.
    public static let noSuchMessage = Reason("NoSuchMessage", .pushsim)

    // The app's contract (`validate --app`): what the app model declares.
    public static let unknownEventType = Reason("UnknownEventType", .app)
    public static let missingObjectID = Reason("MissingObjectID", .app)
    public static let objectIDWrongFormat = Reason("ObjectIDWrongFormat", .app)
    public static let missingParameter = Reason("MissingParameter", .app)
    public static let parameterWrongType = Reason("ParameterWrongType", .app)
    public static let unroutableURL = Reason("UnroutableURL", .app)
    public static let unknownCategory = Reason("UnknownCategory", .app)
    public static let unknownLocKey = Reason("UnknownLocKey", .app)
    /// A loc-key some of the app's languages lack (docs/localization.md).
    public static let missingTranslation = Reason("MissingTranslation", .app)
    /// Arguments that do not fill a table entry's format (docs/validation.md, "Localized text").
    public static let locArgsTooFew = Reason("LocArgsTooFew", .app)
    public static let locArgNotNumber = Reason("LocArgNotNumber", .app)
    /// A table file of the language iOS cannot parse (docs/localization.md).
    public static let locTableUnreadable = Reason("LocTableUnreadable", .app)
    /// A plural taken from another language's `.stringsdict` (docs/localization.md).
    public static let pluralFromOtherLanguage = Reason("PluralFromOtherLanguage", .app)
    /// Text iOS would cut on the lock screen (docs/preview.md, docs/validation.md "Truncated text").
    public static let titleTruncated = Reason("TitleTruncated", .app)
    public static let subtitleTruncated = Reason("SubtitleTruncated", .app)
    public static let bodyTruncated = Reason("BodyTruncated", .app)

    /// Every reason of the app's contract.
    public static let appContract: [Reason] = [
        .unknownEventType, .missingObjectID, .objectIDWrongFormat, .missingParameter, .parameterWrongType, .unroutableURL,
        .unknownCategory, .unknownLocKey, .missingTranslation, .locArgsTooFew, .locArgNotNumber, .locTableUnreadable, .titleTruncated,
        .subtitleTruncated, .bodyTruncated,
        .pluralFromOtherLanguage,
    ]

    /// Every reason the conversion of a provider's message can give (docs/providers.md).
    public static let providerConversion: [Reason] = [
        .invalidArgument, .missingRegistration, .messageTooBig, .pushTooManyNotifications, .oneSignalRejects, .brazeRejects,
        .ambiguousFormat, .providerFieldWrongType, .dataOnlyNotDelivered, .fcmDirectOnly, .providerKeyIgnored, .apsKeyInData,
        .imageNeedsServiceExtension, .payloadOverridesNotification, .brazeSizeCeiling, .messageNotChosen, .noSuchMessage,
    ]

    /// Every reason validation can give, for documentation and its tests.
    public static let all: [Reason] = [
        .payloadEmpty, .payloadTooLarge, .badCollapseId, .badDeviceToken, .missingDeviceToken, .badExpirationDate,
        .badMessageId, .badPriority, .badTopic, .invalidPushType,
        .malformedJSON, .notAPayload, .unreadable,
        .missingAps, .apsNotDictionary, .unknownApsKey, .alertWrongType, .alertKeyWrongType, .unknownAlertKey,
        .locArgsNotStrings, .locArgsWithoutLocKey, .emptyAlert, .badgeNotInteger, .badgeNegative, .soundWrongType,
        .soundVolumeOutOfRange, .criticalAlertNeedsEntitlement, .contentAvailableNotOne, .mutableContentNotOne,
        .mutableContentWithoutAlert, .stringExpected, .unknownInterruptionLevel, .relevanceScoreOutOfRange,
        .liveActivityKeyWrongType, .liveActivityKeyMissing, .unknownLiveActivityEvent, .backgroundPushNotSilent,
        .pushTypeMismatch, .nothingToPresent, .simulatorTargetBundleWrongType, .lowestPriorityUnconfirmed, .deviceTokenUnusualLength,
    ] + appContract + providerConversion
}
