#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing
import TestSupport

/// `pushsim preview` as a user runs it (docs/preview.md): a file written whole, the same bytes
/// every run, every payload drawn or said to be not shown, bad input refused with its reason.
@Suite("pushsim preview, end to end")
struct PreviewEndToEndTests {
    static let genius = ["--app", "fixtures/apps/genius/pushsim.json"]
    static let message = "fixtures/apps/genius/payloads/new-message-42.json"

    @Test func anSVGIsWrittenAndEachSurfaceSaysWhatShows() throws {
        let root = try scratchDirectory("preview")
        let file = root + "/message.svg"
        let run = try Binary.run(["preview", Self.message] + Self.genius + ["--surface", "lock-screen,expanded", "--output", file])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == """
            \(Self.message): lock screen, 6.1-inch iPhone: title whole; body whole
            \(Self.message): expanded, 6.1-inch iPhone: title whole; body whole

            """)
        #expect(run.stderr.hasSuffix("pushsim: wrote \(file) (1 notification of 1 payload)\n"))
        let svg = try readText(file)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains(">Alice sent you 2 new messages</text>"))
        // The Genius model's MESSAGE category: its actions, under the expanded card.
        #expect(svg.contains(">Mark as Read</text>"))
        let again = root + "/again.svg"
        #expect(try Binary.run(["preview", Self.message] + Self.genius + ["--surface", "lock-screen,expanded", "--output", again]).status == 0)
        #expect(try readText(again) == svg)
    }

    /// A long title is cut on the lock screen, with how much of it shows; expanded, it is whole.
    @Test func truncationIsCountedInGraphemeClusters() throws {
        let root = try scratchDirectory("preview")
        let payload = root + "/long.json"
        try #"{"aps":{"alert":{"title":"Your order from Joe's Pizzeria on Fifth Avenue is on its way 🍕🍕","body":"Short"}}}"#
            .write(toFile: payload, atomically: true, encoding: .utf8)
        let run = try Binary.run(["preview", payload, "--surface", "lock-screen,expanded,watch", "--output", root + "/long.html"], directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdoutLines
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("\(payload): lock screen, 6.1-inch iPhone: title "))
        #expect(lines[0].hasSuffix(" of 63 characters; body whole"))
        #expect(lines[1] == "\(payload): expanded, 6.1-inch iPhone: title whole; body whole")
        #expect(lines[2] == "\(payload): short look, 45 mm Apple Watch: title whole")
        let html = try readText(root + "/long.html")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("data-truncated=\"true\""))
    }

    /// A batch never stops at a bad file and never drops one: an invalid payload is reported
    /// with its reason (exit 1), a silent one is said to be not shown, and the rest are drawn.
    @Test func everyPayloadIsAccountedFor() throws {
        let root = try scratchDirectory("preview")
        let file = root + "/batch.svg"
        let payloads = ["badge-string.json", "unread-count.json", "new-message-42.json"].map { "fixtures/apps/genius/payloads/" + $0 }
        let run = try Binary.run(["preview"] + payloads + Self.genius + ["--output", file])
        #expect(run.status == 1)
        #expect(run.stdout.contains("badge-string.json:4:14: error: BadgeNotInteger: badge must be an integer"))
        #expect(run.stdout.contains("unread-count.json: not shown: background"))
        #expect(run.stdout.contains("new-message-42.json: lock screen, 6.1-inch iPhone: title whole; body whole"))
        #expect(run.stderr.contains("pushsim: wrote \(file) (1 notification of 3 payloads)"))
        let svg = try readText(file)
        #expect(svg.contains("not shown: the payload is invalid"))
        #expect(svg.contains("not shown: background"))
    }

    @Test func badOptionsAreUsageErrors() throws {
        let root = try scratchDirectory("preview")
        let cases: [([String], String)] = [
            (["--output", root + "/x.png"], "--output must name a .svg or .html file"),
            (["--output", root + "/x.svg", "--surface", "lockscreen"], "'lockscreen' is not a surface"),
            (["--output", root + "/x.svg", "--device", "iphone-6.2"], "'iphone-6.2' is not a device"),
            (["--output", root + "/x.svg", "--device", "watch-41mm", "--surface", "banner"], "--device watch-41mm shows only the watch surface, not banner"),
            (["--output", root + "/x.svg", "--appearance", "sepia"], "sepia"),
        ]
        for (arguments, message) in cases {
            let run = try Binary.run(["preview", Self.message] + Self.genius + arguments)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(run.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
    }

    /// `--surface all` on a watch is every surface a watch has: its short look.
    @Test func allSurfacesOfAWatchAreItsShortLook() throws {
        let root = try scratchDirectory("preview")
        let run = try Binary.run(["preview", Self.message] + Self.genius + ["--output", root + "/watch.svg", "--device", "watch-41mm", "--surface", "all"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutLines.count == 1, "\(run.stdout)")
        #expect(run.stdoutLines.first?.hasSuffix(": short look, 41 mm Apple Watch: title whole") == true, "\(run.stdout)")
    }

    /// Notification Center's stack is the notification's own group: a foreground notification
    /// the app presents without `list` is in none, so nothing is stacked behind it, whatever
    /// other groups hold (Home Assistant's `presentation_options`, fixtures/apps/home-assistant).
    @Test func aNotificationOutsideNotificationCenterHasNothingBehindIt() throws {
        let root = try scratchDirectory("preview")
        for number in 1...2 {
            try writeText(
                #"{"aps":{"alert":{"title":"Door \#(number)","body":"Opened"},"thread-id":"doors"},"presentation_options":["sound","badge","list","banner"]}"#,
                to: root + "/\(number).json")
        }
        try writeText(
            #"{"aps":{"alert":{"title":"Garage","body":"Closed"},"thread-id":"garage"},"presentation_options":["sound","badge","banner"]}"#,
            to: root + "/3.json")
        let run = try Binary.run(
            ["preview", root + "/1.json", root + "/2.json", root + "/3.json", "--app", "fixtures/apps/home-assistant/pushsim.json", "--state", "active",
             "--surface", "notification-center", "--output", root + "/stack.svg"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutLines == [
            "\(root)/1.json: Notification Center, 6.1-inch iPhone: title whole; body whole",
            "\(root)/2.json: Notification Center, 6.1-inch iPhone, 1 more behind: title whole; body whole",
            "\(root)/3.json: Notification Center, 6.1-inch iPhone: title whole; body whole",
        ])
    }

    /// A foreground app that presents a notification with only its sound and badge shows no
    /// banner and puts nothing in Notification Center: nothing is drawn (Mattermost's
    /// `willPresent` for the channel on screen, fixtures/apps/mattermost/README.md).
    @Test func aPresentationWithoutBannerOrListIsNotDrawn() throws {
        let root = try scratchDirectory("preview")
        let run = try Binary.run(
            ["preview", "fixtures/apps/mattermost/payloads/channel-message-foreground.json", "--app", "fixtures/apps/mattermost/pushsim.json",
             "--state", "active", "--output", root + "/none.svg"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutLines == [
            "fixtures/apps/mattermost/payloads/channel-message-foreground.json: not shown: the app presents it without a banner or a place in Notification Center (sound, badge)"
        ])
    }

    /// Mattermost's extension donates an `INSendMessageIntent` whose sender is the channel's
    /// name, then delivers `content.updating(from:)` (fixtures/apps/mattermost/README.md): the
    /// card has the sender's avatar, the app's icon small at its corner, and the name as title.
    @Test func aCommunicationNotificationIsDrawnWithItsSender() throws {
        let root = try scratchDirectory("preview")
        let file = root + "/sender.svg"
        let payload = "fixtures/apps/mattermost/payloads/id-loaded-message.json"
        let run = try Binary.run(["preview", payload, "--app", "fixtures/apps/mattermost/pushsim.json", "--output", file])
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try readText(file)
        #expect(svg.contains(#"<rect class="avatar""#))
        #expect(svg.contains(#"<rect class="small-icon""#))
        #expect(!svg.contains(#"<rect class="icon""#))
        #expect(svg.contains(">TS</text>"))
        #expect(svg.contains(#"<text class="title""#) && svg.contains(">Town Square</text>"))
        let delivered = try Binary.run(["deliver", payload, "--app", "fixtures/apps/mattermost/pushsim.json", "--state", "background", "--tap", "none"])
        #expect(delivered.stdout.contains(#"sender none → "Town Square""#), "\(delivered.stdout)")
    }

    /// As every output pushsim writes: a directory is refused (73) and nothing is left behind;
    /// a symbolic link to a file is followed and stays a link.
    @Test func theOutputIsWrittenWholeOrNotAtAll() throws {
        let root = try scratchDirectory("preview")
        try FileManager.default.createDirectory(atPath: root + "/dir.svg", withIntermediateDirectories: false)
        let refused = try Binary.run(["preview", Self.message] + Self.genius + ["--output", root + "/dir.svg"])
        #expect(refused.status == 73)
        #expect(refused.stderr.contains("dir.svg"))
        #expect(!refused.stderr.contains("wrote"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/dir.svg").isEmpty)
        try "old".write(toFile: root + "/real.svg", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/link.svg", withDestinationPath: root + "/real.svg")
        let linked = try Binary.run(["preview", Self.message] + Self.genius + ["--output", root + "/link.svg"])
        #expect(linked.status == 0, "\(linked.stderr)")
        #expect(try readText(root + "/real.svg").contains("<svg"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/link.svg") == root + "/real.svg")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["dir.svg", "link.svg", "real.svg"])
    }

    /// A hostile file name and hostile words are escaped in the picture and the page; a file
    /// name's hidden characters are shown.
    @Test func hostileNamesAndWordsAreEscaped() throws {
        let root = try scratchDirectory("preview")
        let name = "x\"><script>alert(1)<\u{202E}gnp.json"
        try #"{"aps":{"alert":{"title":"</text><script>alert(2)</script>","body":"&amp; <img src=x onerror=alert(3)>"}}}"#
            .write(toFile: root + "/" + name, atomically: true, encoding: .utf8)
        for output in ["out.svg", "out.html"] {
            let run = try Binary.run(["preview", name, "--output", output], directory: root)
            #expect(run.status == 0, "\(run.stderr)")
            let text = try readText(root + "/" + output)
            #expect(!text.contains("<script"))
            #expect(!text.contains("<img"))
            #expect(text.contains("&lt;/text&gt;&lt;script&gt;alert(2)&lt;/script&gt;"))
            #expect(text.contains("&amp;amp; &lt;img src=x onerror=alert(3)&gt;"))
            #expect(text.contains("x&quot;&gt;&lt;script&gt;alert(1)&lt;\\u{202E}gnp.json"))
        }
    }
}
