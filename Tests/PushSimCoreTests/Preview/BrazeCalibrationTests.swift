import Testing

@testable import PushSimCore

/// The only published character counts of a notification's lines are Braze's, measured from
/// its screenshots of an iPhone: a title beside "now" shows 35 characters, beside "3h ago" 33,
/// beside "Yesterday, 8:37 AM" 22; a body shows 179 in four lines, 154 beside a thumbnail
/// (docs/preview.md, "How close to a device"). Laid out in Inter on a 6.1-inch iPhone, running
/// English text must land within a tenth of each: a change to the platter's measures, the
/// fonts or the widths that moves pushsim away from what devices show fails here.
@Suite("Calibration against published counts")
struct BrazeCalibrationTests {
    private let phone = PreviewDevice.named("iphone-6.1")!
    /// Running English, long enough to fill four lines of any column.
    private let english = """
        Your order has shipped and will arrive tomorrow between 9 and 11 am. Track it in the app to \
        see live updates from the courier. Sarah commented on your photo: This looks amazing, where \
        was it taken? Reminder: your appointment with Dr. Lee is at 3:30 PM today.
        """

    private func within(_ count: Int?, _ published: Int) -> Bool {
        guard let count else { return false }
        return abs(Double(count - published)) <= Double(published) / 10
    }

    @Test(arguments: [("now", 35), ("3h ago", 33), ("Yesterday, 8:37 AM", 22)])
    func titleBesideTheTime(time: String, published: Int) {
        let layout = NotificationTextLayout.lay(title: english, subtitle: nil, body: nil, on: .lockScreen, of: phone, time: time)
        #expect(within(layout.title?.shownCharacters, published), "\(layout.title?.shownCharacters ?? 0) characters beside \(time)")
    }

    @Test(arguments: [(false, 179), (true, 154)])
    func bodyInFourLines(thumbnail: Bool, published: Int) {
        let layout = NotificationTextLayout.lay(title: nil, subtitle: nil, body: english, on: .lockScreen, of: phone, thumbnail: thumbnail)
        #expect(within(layout.body?.shownCharacters, published), "\(layout.body?.shownCharacters ?? 0) characters")
    }
}
