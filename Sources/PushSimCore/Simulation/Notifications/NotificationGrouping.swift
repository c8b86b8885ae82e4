/// Notification Center's side of a delivery (docs/delivery.md, "Grouping, scenes, the summary
/// and replacement"): the group a notification joins — its `thread-id`, else the app's group —
/// and the notification with the same `apns-collapse-id` it replaces.
extension SimulatedApp {
    /// Puts the notification being delivered in Notification Center, and says so in the trace
    /// and the report.
    func putInNotificationCenter(_ notification: AppNotification, text: String = "", _ report: inout DeliveryReport) {
        let replaced = delivered.add(notification, text: text)
        if let replaced, let collapseID = notification.collapseID {
            report.replaced = replaced.description
            recorder.note(.presented, "replaces \(quoted(replaced.description)) in Notification Center: the same apns-collapse-id \(collapseID)")
        }
    }

    /// Once the delivery is over, the group the notification it added stays in — unless the
    /// user opened or dismissed it, or a handler cleared it.
    func noteGroupJoined() {
        guard let added = delivered.added, let entry = delivered.entry(added) else { return }
        if let thread = entry.notification.threadID {
            recorder.note(.presented, "stays in Notification Center, in the group of thread-id \(thread)")
        } else {
            recorder.note(.presented, "stays in Notification Center, in the app's group (no thread-id)")
        }
    }

    /// Notification Center grouped: the group with the newest notification first, each group's
    /// notifications newest first, each named as `deliveredNotifications` names it.
    public var notificationGroups: [[String]] { delivered.groups.map { $0.map(\.description) } }

    /// How many notifications Notification Center holds behind the one the last delivery put
    /// in it, in its group (its `thread-id`'s, else the app's): nil when that delivery put none
    /// there, or it is gone (a foreground notification presented without `list`, one the user
    /// dismissed).
    var notificationsBehindLastAdded: Int? {
        guard let added = delivered.added, let entry = delivered.entry(added) else { return nil }
        let thread = entry.notification.threadID
        return delivered.groups.first { $0.first?.notification.threadID == thread }.map { max($0.count - 1, 0) }
    }
}
