/// Ends its observation when released, so nobody has to remember to remove it.
///
/// The token holds its center strongly: the center never holds tokens (only handlers that
/// capture their observers weakly), so there is no cycle, and no weak reference to a
/// long-lived center is left behind for LeakSanitizer to mistake for a leak.
public final class ObservationToken {
    private let center: AppMessageCenter
    let id: Int

    init(center: AppMessageCenter, id: Int) {
        self.center = center
        self.id = id
    }

    deinit {
        center.remove(id)
    }
}
