#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing
import TestSupport

/// `pushsim preview`'s pictures in a real browser (headless Chromium, HeadlessBrowser.swift):
/// what a person would see — each page loads without an error or a request, no text passes its
/// card, a cut title shows the characters the layout says and ends with "…" — on every fixture
/// app, in SVG and HTML, light and dark (docs/preview.md, "Pictures").
@Suite(
    "Previews in a browser",
    .enabled(if: !HeadlessBrowser.isSkipped, "PUSHSIM_SKIP_BROWSER=1 skips the tests that need Chromium"))
struct PreviewBrowserTests {
    /// Every fixture app with payloads.
    static let apps: [String] = {
        let root = repositoryRoot + "/fixtures/apps"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: "\(root)/\($0)/payloads") }.sorted()
    }()

    private func payloads(of app: String) throws -> [String] {
        let directory = "fixtures/apps/\(app)/payloads"
        return try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/" + directory)
            .filter { $0.hasSuffix(".json") && $0 != "pushsim.expect.json" }.sorted().map { "\(directory)/\($0)" }
    }

    @Test(arguments: apps)
    func everyFixtureAppIsDrawnWithNothingPastItsCard(app: String) throws {
        #expect(Self.apps.count >= 7)
        let root = try scratchDirectory("preview-browser")
        let browser = try HeadlessBrowser()
        for (output, appearance) in [("\(app).svg", "light"), ("\(app).html", "dark")] {
            let file = root + "/" + output
            let run = try Binary.run(
                ["preview"] + payloads(of: app) + ["--app", "fixtures/apps/\(app)/pushsim.json", "--surface", "all", "--appearance", appearance, "--output", file])
            #expect(run.stderr.contains("pushsim: wrote \(file) ("), "\(app): \(run.stderr)")
            let report = try browser.layout(of: file)
            #expect(report.cards > 0, "\(output): no card drawn")
            #expect(report.problems.isEmpty, "\(output):\n\(report.problems.joined(separator: "\n"))")
        }
    }

    /// The browser shows the cut the layout made: the title's visible text is the characters
    /// `preview` counts, then "…"; the body's last line too.
    @Test func aCutTitleEndsWithAnEllipsisWhereTheLayoutSays() throws {
        let root = try scratchDirectory("preview-browser")
        let payload = root + "/order.json"
        let title = "Your order from Joe's Pizzeria on Fifth Avenue is on its way to you now"
        let body = String(repeating: "Marco picked up two large pepperoni pizzas and garlic knots. ", count: 6)
        try writeText(#"{"aps":{"alert":{"title":"\#(title)","body":"\#(body)"}}}"#, to: payload)
        for output in ["order.svg", "order.html"] {
            let run = try Binary.run(["preview", payload, "--output", root + "/" + output], directory: root)
            #expect(run.status == 0, "\(run.stderr)")
            let counted = try #require(run.stdout.firstMatch(of: /title (\d+) of (\d+) characters/))
            let shown = try #require(Int(counted.output.1))
            #expect(Int(counted.output.2) == title.count)
            let report = try HeadlessBrowser().layout(of: root + "/" + output)
            #expect(report.problems.isEmpty, "\(report.problems)")
            let cutTitle = try #require(report.truncated.first { $0.element.contains("title") })
            #expect(cutTitle.text.hasSuffix("…"))
            #expect(cutTitle.text == String(title.prefix(shown)).trimmingCharacters(in: .whitespaces) + "…")
            #expect(report.truncated.contains { $0.element.contains("body") && $0.text.hasSuffix("…") })
        }
    }

    /// Right-to-left, CJK and emoji text, on the narrowest iPhone and a watch: nothing passes
    /// its card.
    @Test(arguments: ["iphone-4.7", "watch-41mm"])
    func otherScriptsStayInsideTheirCards(device: String) throws {
        let root = try scratchDirectory("preview-browser")
        let texts = [
            ("ar.json", "تم شحن طلبك وسيصل غدًا بين الساعة التاسعة والحادية عشرة صباحًا", "يمكنك تتبع طلبك مباشرة في التطبيق. سنخبرك عندما يقترب السائق من منزلك حتى تتمكن من مقابلته عند الباب"),
            ("ja.json", "ご注文の商品を発送しました。お届け予定日は明日の午前中です", "ご注文ありがとうございます。配送状況はアプリでリアルタイムに確認できます。配達員が近くに来たらお知らせします。"),
            ("emoji.json", "🎉🎉 Party time 👨‍👩‍👧‍👦🇯🇵 with everyone we know", String(repeating: "🎂", count: 90)),
        ]
        var files: [String] = []
        for (name, title, body) in texts {
            try writeText(#"{"aps":{"alert":{"title":"\#(title)","body":"\#(body)"},"thread-id":"t"}}"#, to: root + "/" + name)
            files.append(name)
        }
        let surfaces = device.hasPrefix("watch") ? "watch" : "all"
        let run = try Binary.run(["preview"] + files + ["--device", device, "--surface", surfaces, "--output", "out.svg"], directory: root)
        #expect(run.status == 0, "\(run.stderr)")
        let report = try HeadlessBrowser().layout(of: root + "/out.svg")
        #expect(report.problems.isEmpty, "\(report.problems.joined(separator: "\n"))")
        // The body of 90 emoji is cut on an iPhone; a short look shows no body.
        #expect(report.truncated.isEmpty == device.hasPrefix("watch"))
    }

    /// The picture as a person sees it: a PNG of the SVG's size, with more than its background.
    @Test func theScreenshotShowsTheCards() throws {
        let root = try scratchDirectory("preview-browser")
        let file = root + "/genius.svg"
        let run = try Binary.run(
            ["preview", "fixtures/apps/genius/payloads/new-message-42.json", "--app", "fixtures/apps/genius/pushsim.json", "--output", file])
        #expect(run.status == 0)
        let svg = try String(contentsOfFile: file, encoding: .utf8)
        let size = try #require(svg.firstMatch(of: /width="(\d+)" height="(\d+)"/))
        let width = try #require(Int(size.output.1)), height = try #require(Int(size.output.2))
        let png = try PNGFile(try HeadlessBrowser().screenshot(page: file, width: width, height: height))
        #expect(png.width == width && png.height == height)
        #expect(try png.distinctColours() > 20)
    }
}

/// The HTML reports in a browser: they load without an error or a request, nothing passes its
/// card, and on a phone's width the page needs no sideways scrolling.
@Suite(
    "Reports in a browser",
    .enabled(if: !HeadlessBrowser.isSkipped, "PUSHSIM_SKIP_BROWSER=1 skips the tests that need Chromium"))
struct HTMLReportBrowserTests {
    @Test func aReplayReportReadsOnALaptopAndAPhone() throws {
        let root = try HTMLReportEndToEndTests.failingCopy()
        let report = root + "/report.html"
        _ = try Binary.run(["replay", "genius", "--html", report], directory: root)
        let browser = try HeadlessBrowser()
        let layout = try browser.layout(of: report)
        #expect(layout.cards > 0)
        #expect(layout.problems.isEmpty, "\(layout.problems.joined(separator: "\n"))")
        for width in [1280, 390] {
            let shot = try browser.screenshot(page: report, width: width, height: 900)
            #expect(try PNGFile(shot).width == width)
        }
        // No sideways scrolling at a phone's width, and the failures before the passes.
        let fits = try browser.inspect(
            page: URL(fileURLWithPath: report),
            script: """
                document.body.style.width = '390px';
                const failed = document.querySelector('h2');
                return JSON.stringify({ wide: document.querySelector('main').scrollWidth > 390, first: failed.textContent });
                """)
        #expect(fits.contains("\"wide\":false"), "\(fits)")
        #expect(fits.contains("\"first\":\"2 failed\""), "\(fits)")
    }

    @Test func aScenarioReportLoads() throws {
        let root = try scratchDirectory("html-report")
        _ = try Binary.run(["scenario", "fixtures/apps/genius/scenarios", "--html", root + "/scenarios.html"])
        let layout = try HeadlessBrowser().layout(of: root + "/scenarios.html")
        #expect(layout.errors.isEmpty && layout.requests.isEmpty && layout.missingFonts.isEmpty, "\(layout.problems)")
    }
}
