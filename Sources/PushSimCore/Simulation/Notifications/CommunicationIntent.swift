/// The message a notification service extension donated before it delivered
/// `content.updating(from:)`: an `INSendMessageIntent`, whose sender's display name and
/// group name iOS draws in place of the content's title and subtitle, with the sender's avatar
/// in place of the app's icon — a communication notification
/// (https://developer.apple.com/documentation/usernotifications/implementing-communication-notifications;
/// docs/preview.md, "Communication notifications").
public struct CommunicationIntent: Sendable, Equatable {
    /// `INPerson.displayName` of the intent's `sender`.
    public var sender: String
    /// `INSendMessageIntent.speakableGroupName`: the conversation's name, for a group; nil for
    /// a message to the user alone.
    public var group: String?

    public init(sender: String, group: String? = nil) {
        self.sender = sender
        self.group = group
    }

    /// The line iOS draws in the title's place: the group's name, else the sender's.
    public var title: String { group ?? sender }

    /// The line under it: the sender's name in a group; nothing in a message to the user alone,
    /// where the content's subtitle is not drawn either (docs/preview.md).
    public var subtitle: String? { group == nil ? nil : sender }
}
