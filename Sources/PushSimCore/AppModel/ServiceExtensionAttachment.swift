/// An attachment a version 3 service extension rule downloads and adds to the content
/// (docs/app-model.md, "Version 3"): `{"url": EXPR, "type": "image", "bytes": EXPR, "download":
/// "succeeds"}`. iOS checks each file against the limits of its type when the extension makes
/// the `UNNotificationAttachment`
/// (https://developer.apple.com/documentation/usernotifications/unnotificationattachment).
extension ServiceExtension {
    public struct Attachment: Sendable, Equatable {
        /// Where the extension downloads it from: an expression (docs/conditions.md).
        public var url: Condition
        public var type: AttachmentType
        /// The file's size in bytes: an expression, or a number.
        public var bytes: Condition
        public var download: Download

        public init(url: Condition, type: AttachmentType, bytes: Condition, download: Download = .succeeds) {
            self.url = url
            self.type = type
            self.bytes = bytes
            self.download = download
        }
    }

    /// The kinds of file `UNNotificationAttachment` takes, each with its largest size.
    public enum AttachmentType: String, Sendable, CaseIterable {
        case image, audio, video

        /// Apple's "Supported file types" table gives 5 MB for audio, 10 MB for images and
        /// 50 MB for movies. pushsim reads a megabyte as 1,000,000 bytes, the smaller reading:
        /// a file pushsim accepts is accepted whichever Apple means (docs/delivery.md,
        /// "Attachments").
        public var maximumBytes: Int64 {
            switch self {
            case .image: return 10_000_000
            case .audio: return 5_000_000
            case .video: return 50_000_000
            }
        }

        /// "10 MB": the limit as Apple writes it.
        public var limitText: String { "\(maximumBytes / 1_000_000) MB" }
    }

    /// Whether the download completes: a model says what the network does.
    public enum Download: String, Sendable, CaseIterable {
        case succeeds, fails
    }
}
