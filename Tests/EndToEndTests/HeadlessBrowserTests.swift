#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing
import TestSupport

/// The browser harness (HeadlessBrowser.swift) on small hand-written pages: each check it makes
/// passes a page that is right and fails one that is wrong, so a later test that finds nothing
/// wrong means something.
///
/// Chromium missing fails these tests, with a message to run `make test`, which installs it
/// (Makefile, `browser-deps`), as the other tools the tests run do. PUSHSIM_SKIP_BROWSER=1
/// skips them, for a machine where no Chromium can be installed.
@Suite(
    "Headless browser harness",
    .enabled(if: !HeadlessBrowser.isSkipped, "PUSHSIM_SKIP_BROWSER=1 skips the tests that need Chromium"))
struct HeadlessBrowserTests {
    /// A page written into a fresh directory of its own.
    static func page(_ name: String, _ text: String) throws -> URL {
        let path = try scratchDirectory("browser-test") + "/" + name
        try writeText(text, to: path)
        return URL(fileURLWithPath: path)
    }

    static func svg(_ notifications: String, height: Int = 120) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="390" height="\(height)" viewBox="0 0 390 \(height)">
        <rect width="390" height="\(height)" fill="#ffffff"/>
        \(notifications)
        </svg>
        """
    }

    /// A card 374 wide at x 8, whose text starts at x 22.
    static func notification(id: String, title: String, body: String, y: Int = 8, titleAttributes: String = "") -> String {
        """
        <g class="notification" id="\(id)" transform="translate(0 \(y))">
          <rect class="platter" x="8" y="0" width="374" height="76" rx="20" fill="#e5e5ea"/>
          <text class="title" x="22" y="30" font-family="Inter" font-weight="600" font-size="15"\(titleAttributes)>\(title)</text>
          <text class="body" x="22" y="52" font-family="Inter" font-size="15">\(body)</text>
        </g>
        """
    }

    static func html(style: String = "", _ body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>preview</title>
        <style>
        body { margin: 0; background: #fff; font: 15px Inter; }
        .platter { width: 374px; margin: 8px; padding: 14px; box-sizing: border-box; border-radius: 20px; background: #e5e5ea; }
        .title { font-weight: 600; }
        \(style)
        </style></head>
        <body>
        \(body)
        </body></html>
        """
    }

    static let fittingCard = #"<div class="platter" id="order"><div class="title">Order shipped</div><div class="body">Order 1187 is on its way</div></div>"#

    @Test func anSVGWhoseTextFitsHasNoProblems() throws {
        let page = try Self.page(
            "fits.svg",
            Self.svg(
                Self.notification(id: "shipped", title: "Order shipped", body: "Order 1187 is on its way")
                    + Self.notification(id: "message", title: "Alice", body: "See you at 5?", y: 100), height: 200))
        let report = try HeadlessBrowser().layout(of: page)
        #expect(report.cards == 2)
        #expect(report.problems.isEmpty, "\(report.problems)")
    }

    @Test func anSVGTextPastItsPlatterIsReportedByName() throws {
        let title = "Your order 1187 has shipped and will arrive on Tuesday"
        let page = try Self.page(
            "overflows.svg", Self.svg(Self.notification(id: "shipped", title: title, body: "Order 1187 is on its way")))
        let report = try HeadlessBrowser().layout(of: page)
        #expect(report.overflows.count == 1, "\(report.overflows)")
        let overflow = try #require(report.overflows.first)
        #expect(overflow.card == "shipped")
        #expect(overflow.element == "text.title")
        #expect(overflow.text == title)
        #expect((overflow.past["right"] ?? 0) > 10, "\(overflow.past)")
        #expect(report.problems.contains { $0.contains(title) && $0.contains("overflows its card") })
    }

    @Test func anHTMLCardWhoseTextFitsHasNoProblems() throws {
        let page = try Self.page("fits.html", Self.html(Self.fittingCard))
        let report = try HeadlessBrowser().layout(of: page)
        #expect(report.cards == 1)
        #expect(report.problems.isEmpty, "\(report.problems)")
    }

    @Test func anHTMLTextPastItsCardIsReportedByName() throws {
        let title = "Your order 1187 has shipped and will arrive on Tuesday"
        let card = #"<div class="platter" id="order"><div class="title" id="t">\#(title)</div><div class="body">Order 1187</div></div>"#
        let page = try Self.page("overflows.html", Self.html(style: ".title { white-space: nowrap; }", card))
        let report = try HeadlessBrowser().layout(of: page)
        let overflow = try #require(report.overflows.first { $0.element == "div#t.title" }, "\(report.overflows)")
        #expect(overflow.card == "order")
        #expect(overflow.text == title)
        #expect((overflow.past["right"] ?? 0) > 10, "\(overflow.past)")
        #expect((overflow.past["contentWidth"] ?? 0) > 10, "\(overflow.past)")
    }

    @Test func aJavaScriptErrorIsReported() throws {
        let page = try Self.page(
            "throws.html", Self.html(Self.fittingCard + "<script>document.title = 'x'; throw new Error('boom at load');</script>"))
        let report = try HeadlessBrowser().layout(of: page)
        #expect(report.errors.contains { $0.hasPrefix("JavaScript error:") && $0.contains("boom at load") }, "\(report.errors)")
    }

    /// Nothing leaves the machine, and nothing reaches even a server listening on it: a
    /// listener on a loopback port the page asks for sees no connection.
    @Test func externalResourcesFailToLoadAndAreReportedWithoutTouchingTheNetwork() throws {
        let listener = try #require(LoopbackListener())
        let probe = "http://127.0.0.1:\(listener.port)/probe.png"
        let body = """
            <div class="platter" id="order" style="background-image: url(https://example.org/background.png)">
            <img src="https://example.com/icon.png" width="38" height="38"><img src="\(probe)" width="1" height="1">
            <div class="title">Order shipped</div></div>
            <script src="http://203.0.113.7/app.js"></script>
            """
        let page = try Self.page("external.html", Self.html(body))
        let report = try HeadlessBrowser().layout(of: page)
        for url in ["https://example.com/icon.png", probe, "http://203.0.113.7/app.js"] {
            #expect(report.errors.contains { $0.hasPrefix("failed to load \(url) ") }, "\(url): \(report.errors)")
        }
        for url in ["https://example.com/icon.png", probe, "http://203.0.113.7/app.js", "https://example.org/background.png"] {
            #expect(report.requests.contains(url), "\(url): \(report.requests)")
        }
        #expect(!listener.wasConnected(), "the browser connected to \(probe)")
        // The listener does see a connection when one is made.
        let connect = try Binary.run(
            ["python3", "-c", "import socket; socket.create_connection(('127.0.0.1', \(listener.port))).close()"],
            executable: "/usr/bin/env")
        #expect(connect.status == 0, "\(connect.stderr)")
        #expect(listener.wasConnected())
    }

    @Test func truncatedTextsAreReportedAsShown() throws {
        let svg = try Self.page(
            "truncated.svg",
            Self.svg(
                Self.notification(
                    id: "shipped", title: "Your order 1187 has shipped and…", body: "Order 1187 is on its way",
                    titleAttributes: #" data-truncated="true""#)))
        let svgReport = try HeadlessBrowser().layout(of: svg)
        #expect(svgReport.truncated == [.init(element: "text.title", text: "Your order 1187 has shipped and…")])
        #expect(svgReport.problems.isEmpty, "\(svgReport.problems)")

        let card = #"<div class="platter"><div class="title" data-truncated="true">Your order <b>1187</b> has shipped and…</div></div>"#
        let htmlReport = try HeadlessBrowser().layout(of: try Self.page("truncated.html", Self.html(card)))
        #expect(htmlReport.truncated == [.init(element: "div.title", text: "Your order 1187 has shipped and…")])
        #expect(htmlReport.truncated.allSatisfy { $0.text.hasSuffix("…") })
    }

    /// Without Inter the browser would set the text in another font, and its overflows would
    /// not be pushsim's (docs/preview-font.md).
    @Test func aFontTheBrowserLacksIsReported() throws {
        let page = try Self.page(
            "fonts.html",
            Self.html(#"<div class="platter"><div class="title">Inter</div><div style="font-family: NoSuchFontPushsim, serif">not Inter</div></div>"#))
        let report = try HeadlessBrowser().layout(of: page)
        #expect(report.missingFonts == ["NoSuchFontPushsim"])
    }

    /// The browser's Inter is the one pushsim measures with: "AVATAR Ty. WAVE" is 25 124 units
    /// of Inter Regular's advances (Sources/PushSimCore/Preview/InterMetrics.swift, 2816 to the
    /// em), 133.83 px at 15 px — without kerning, which pushsim leaves out and a browser applies
    /// unless a page sets `font-kerning: none`.
    @Test func theBrowsersInterHasPushsimsAdvancesWithoutKerning() throws {
        let spans = #"<span id="plain" style="font-kerning: none">AVATAR Ty. WAVE</span><br><span id="kerned">AVATAR Ty. WAVE</span>"#
        let page = try Self.page("inter.html", Self.html(spans))
        let widths = try HeadlessBrowser().inspect(
            page: page, script: "return [plain, kerned].map(function (span) { return span.getBoundingClientRect().width; }).join(' ');")
        let measured = widths.split(separator: " ").compactMap { Double($0) }
        try #require(measured.count == 2, "\(widths)")
        #expect(abs(measured[0] - 25124.0 / 2816 * 15) < 0.1, "without kerning: \(measured[0])")
        #expect(measured[1] < measured[0] - 2, "kerned: \(measured[1])")
    }

    @Test func anHTMLCardWithTextDirectlyInsideThatOverflowsIsReported() throws {
        let card = #"<div class="platter" id="bare" style="white-space: nowrap; overflow: hidden">Your order 1187 has shipped and will arrive on Tuesday</div>"#
        let report = try HeadlessBrowser().layout(of: try Self.page("bare.html", Self.html(card)))
        #expect(report.overflows.map(\.element) == ["div#bare.platter"], "\(report.overflows)")
    }

    @Test func inspectReturnsWhatTheCheckReturnsAfterItsAwaits() throws {
        let page = try Self.page("plain.html", Self.html(Self.fittingCard))
        let browser = try HeadlessBrowser()
        let script = "await new Promise(function (done) { setTimeout(done, 3000); }); return document.title + ' ' + pushsim.errors.length;"
        #expect(try browser.inspect(page: page, script: script) == "preview 0")
        #expect(try browser.inspect(page: page, script: "return { width: innerWidth > 0 };") == #"{"width":true}"#)
    }

    @Test func aCheckThatThrowsFailsTheCall() throws {
        let page = try Self.page("plain.html", Self.html(Self.fittingCard))
        let error = #expect(throws: HeadlessBrowser.Failure.self) {
            try HeadlessBrowser().inspect(page: page, script: "throw new Error('the check broke');")
        }
        #expect(error?.description.contains("the check broke") == true, "\(String(describing: error))")
    }

    @Test func anSVGThatIsNotWellFormedFailsTheCall() throws {
        let page = try Self.page("broken.svg", Self.svg(#"<g class="notification"><text>unclosed</g>"#))
        let error = #expect(throws: HeadlessBrowser.Failure.self) { try HeadlessBrowser().layout(of: page) }
        #expect(error?.description.contains("not well-formed XML") == true, "\(String(describing: error))")
    }

    @Test func aPageThatNeverFinishesIsKilledAtTheTimeout() throws {
        let page = try Self.page("plain.html", Self.html(Self.fittingCard))
        var browser = try HeadlessBrowser()
        browser.timeout = 5
        let started = Date()
        let error = #expect(throws: HeadlessBrowser.Failure.self) { try browser.inspect(page: page, script: "for (;;) {}") }
        #expect(error?.description.contains("took more than 5 s") == true, "\(String(describing: error))")
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test func aScreenshotHasTheRequestedSizeAndMoreThanOneColour() throws {
        let page = try Self.page(
            "shot.svg", Self.svg(Self.notification(id: "shipped", title: "Order shipped", body: "Order 1187 is on its way")))
        let browser = try HeadlessBrowser()
        let png = try PNGFile(try browser.screenshot(page: page, width: 390, height: 120))
        #expect((png.width, png.height) == (390, 120))
        #expect(try png.distinctColours() > 2)

        let double = try PNGFile(try browser.screenshot(page: page, width: 390, height: 120, scale: 2))
        #expect((double.width, double.height) == (780, 240))
    }

    /// The colour count can fail: an empty page is one colour.
    @Test func aScreenshotOfAnEmptyPageIsOneColour() throws {
        let page = try Self.page("empty.html", "<!DOCTYPE html><html><body style=\"background: #fff\"></body></html>")
        let png = try PNGFile(try HeadlessBrowser().screenshot(page: page, width: 200, height: 100))
        #expect((png.width, png.height) == (200, 100))
        #expect(try png.distinctColours() == 1)
    }
}

/// Where the harness puts its scripts, without a browser.
@Suite("Instrumented pages")
struct InstrumentedPageTests {
    @Test func htmlScriptsGoFirstInTheHeadNotInAHeader() {
        let page = "<!DOCTYPE html><html><body><header>x</header></body></html>"
        #expect(InstrumentedPage.addingScriptsToHTML(page).hasPrefix("<!DOCTYPE html><html><script src="))
        let withHead = "<!doctype html><html><HEAD lang=en><meta charset=utf-8></head></html>"
        #expect(InstrumentedPage.addingScriptsToHTML(withHead).hasPrefix("<!doctype html><html><HEAD lang=en><script src="))
        #expect(InstrumentedPage.addingScriptsToHTML("<p>bare</p>").hasPrefix("<script src="))
    }

    @Test func svgScriptsGoAfterTheRootStartTagPastAQuotedGreaterThan() throws {
        let page = #"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" aria-label="a > b"><text>t</text></svg>"#
        let instrumented = try #require(InstrumentedPage.addingScriptsToSVG(page))
        #expect(instrumented.contains(#"aria-label="a > b"><script href="pushsim-prelude.js"/>"#))
        #expect(InstrumentedPage.addingScriptsToSVG(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#) == nil)
    }

    @Test func thePUSHSIMCHROMIUMVariableComesFirst() throws {
        let directory = try scratchDirectory("browser-path")
        let fake = directory + "/chromium"
        try writeText("#!/bin/sh\n", to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
        #expect(HeadlessBrowser.locate(environment: ["PATH": directory]) == fake)
        #expect(HeadlessBrowser.locate(environment: ["PATH": directory, "PUSHSIM_CHROMIUM": "/opt/chrome"]) == "/opt/chrome")
    }
}
