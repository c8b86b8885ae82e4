#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation

/// A copy of a page in a temporary directory with two scripts of the harness added before
/// anything of its own runs: `pushsim-prelude.js`, which records what goes wrong while the page
/// loads and runs the check after the load event, and `pushsim-check.js`, the test's check.
/// They are files beside the copy, not inline, so no check needs escaping for HTML or XML.
///
/// An SVG page stays an SVG document, parsed as XML and drawn as the browser draws an `.svg`
/// file (the scripts go first inside its root `<svg>`); an HTML page gets them first in its
/// `<head>`. The check's result comes back base64-encoded in a hidden
/// `<pre id="pushsim-result">`, which `--dump-dom` prints.
struct InstrumentedPage {
    let directory: String
    let url: URL

    static let preludeName = "pushsim-prelude.js"
    static let checkName = "pushsim-check.js"
    static let resultID = "pushsim-result"

    init(of page: URL, check: String) throws {
        let text = try String(contentsOf: page, encoding: .utf8)
        let isSVG = page.pathExtension.lowercased() == "svg"
        guard let instrumented = isSVG ? Self.addingScriptsToSVG(text) : Self.addingScriptsToHTML(text) else {
            throw HeadlessBrowser.Failure(description: "\(page.path) has no root <svg> start tag to add the harness's scripts to")
        }
        directory = try scratchDirectory("browser-page")
        url = URL(fileURLWithPath: directory + "/" + page.lastPathComponent)
        try writeText(instrumented, to: url.path)
        try writeText(Self.prelude, to: directory + "/" + Self.preludeName)
        try writeText("window.__pushsimCheck = async function (pushsim) {\n\(check)\n};\n", to: directory + "/" + Self.checkName)
    }

    func remove() { try? FileManager.default.removeItem(atPath: directory) }

    /// After the root `<svg …>` start tag (a `>` inside a quoted attribute value does not end it).
    static func addingScriptsToSVG(_ text: String) -> String? {
        guard let open = text.range(of: "<svg", options: .caseInsensitive) else { return nil }
        var quote: Character?
        var index = open.upperBound
        while index < text.endIndex {
            let character = text[index]
            if let current = quote {
                if character == current { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ">" {
                if text[text.index(before: index)] == "/" { return nil }
                let tags = "<script href=\"\(preludeName)\"/><script href=\"\(checkName)\"/>"
                return String(text[...index]) + tags + String(text[text.index(after: index)...])
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// After `<head …>`, else `<html …>`, else `<!DOCTYPE …>`, else at the start: first in the
    /// document either way, and well inside the 1024 bytes where a `<meta charset>` still counts.
    static func addingScriptsToHTML(_ text: String) -> String {
        let tags = "<script src=\"\(preludeName)\"></script><script src=\"\(checkName)\"></script>"
        for opening in ["<head", "<html", "<!doctype"] {
            var searchFrom = text.startIndex
            while let found = text.range(of: opening, options: .caseInsensitive, range: searchFrom..<text.endIndex) {
                searchFrom = found.upperBound
                // `<header` is not `<head`.
                guard found.upperBound < text.endIndex, " \t\r\n>".contains(text[found.upperBound]),
                    let end = text[found.upperBound...].firstIndex(of: ">")
                else { continue }
                return String(text[...end]) + tags + String(text[text.index(after: end)...])
            }
        }
        return tags + text
    }

    /// The check's result in the DOM Chromium dumped, or why there is none.
    func result(inDumpedDOM dom: String, stderr: String) throws -> String {
        let marker = "id=\"\(Self.resultID)\""
        guard let attribute = dom.range(of: marker), let open = dom[attribute.upperBound...].firstIndex(of: ">") else {
            let parseError = dom.contains("parsererror") ? " (the page is not well-formed XML: see <parsererror> below)" : ""
            throw HeadlessBrowser.Failure(
                description: "the check left no result in \(url.lastPathComponent)\(parseError): the page did not finish "
                    + "loading, or the browser failed.\nDOM:\n\(dom.prefix(4000))\nChromium said:\n\(stderr.suffix(4000))")
        }
        let encoded = dom[dom.index(after: open)...].prefix { $0 != "<" }
        guard let data = Data(base64Encoded: String(encoded)),
            let outcome = try? JSONDecoder().decode(CheckOutcome.self, from: data)
        else {
            throw HeadlessBrowser.Failure(description: "the check's result is not what the prelude writes: \(encoded.prefix(200))")
        }
        guard let value = outcome.value else {
            throw HeadlessBrowser.Failure(
                description: "the check failed in \(url.lastPathComponent): \(outcome.error ?? "?")\n"
                    + "errors while the page loaded: \(outcome.errors ?? [])")
        }
        return value
    }

    private struct CheckOutcome: Decodable {
        var value: String?
        var error: String?
        var errors: [String]?
    }

    /// Runs before the page's own scripts. Errors of elements (an image, a script, a style
    /// sheet that fails to load) do not bubble but do pass the window on their way down, so a
    /// capturing listener there sees them all.
    static let prelude = #"""
        (function () {
          'use strict';
          const errors = [];
          const own = new Set(['\#(preludeName)', '\#(checkName)'].map(function (name) { return new URL(name, document.URL).href; }));
          function short(url) { return String(url || '').replace(/^file:\/\/.*\//, ''); }
          function resourceOf(element) {
            for (const name of ['src', 'href', 'data', 'xlink:href']) {
              const value = element.getAttribute && element.getAttribute(name);
              if (value) return value;
            }
            return '';
          }
          addEventListener('error', function (event) {
            if (event instanceof ErrorEvent) {
              errors.push('JavaScript error: ' + event.message + (event.filename ? ' (' + short(event.filename) + ':' + event.lineno + ')' : ''));
            } else if (event.target && event.target !== window) {
              errors.push('failed to load ' + resourceOf(event.target) + ' (<' + event.target.localName + '>)');
            }
          }, true);
          addEventListener('unhandledrejection', function (event) {
            const reason = event.reason;
            errors.push('unhandled promise rejection: ' + (reason && reason.message ? reason.message : String(reason)));
          });
          const consoleError = console.error;
          console.error = function () {
            errors.push('console.error: ' + Array.prototype.map.call(arguments, String).join(' '));
            return consoleError.apply(console, arguments);
          };
          function write(outcome) {
            const bytes = new TextEncoder().encode(JSON.stringify(outcome));
            let binary = '';
            for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
            const pre = document.createElementNS('http://www.w3.org/1999/xhtml', 'pre');
            pre.id = '\#(resultID)';
            pre.setAttribute('hidden', '');
            pre.textContent = btoa(binary);
            (document.body || document.documentElement).appendChild(pre);
          }
          async function run() {
            try {
              await document.fonts.ready;
              // An SVG that is not well-formed XML is replaced by the browser's error page.
              const parserError = document.getElementsByTagName('parsererror')[0];
              if (parserError) {
                const detail = parserError.getElementsByTagName('div')[0] || parserError;
                throw new Error('the page is not well-formed XML: ' + detail.textContent);
              }
              const check = window.__pushsimCheck;
              if (typeof check !== 'function') throw new Error('the check script did not compile');
              const requests = performance.getEntriesByType('resource').map(function (entry) { return entry.name; })
                .filter(function (url) { return !own.has(url) && !/^(data|blob):/.test(url); });
              const value = await check({ errors: errors.slice(), requests: requests });
              write({ value: typeof value === 'string' ? value : JSON.stringify(value === undefined ? null : value) });
            } catch (error) {
              write({ error: String(error && error.stack ? error.stack : error), errors: errors });
            }
          }
          addEventListener('load', function () { setTimeout(run, 0); });
        })();
        """#
}
