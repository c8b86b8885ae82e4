#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation

/// The markup contract of pushsim's pictures, which `layoutCheck` reads:
///
/// - **SVG**: each notification is a `<g class="notification">` (its `id`, if any, names it in
///   the report) holding one `<rect class="platter">`, the card, and the `<text>` elements of its
///   lines. A text whose box (`getBBox()`, through its transforms) passes the platter's by more
///   than half a pixel on any side overflows it. A `rect.platter` outside such a group has its
///   parent element as its group.
/// - **HTML**: the card is any element of class `platter` (not an SVG rect). Inside it, an
///   element overflows when its content is larger than its box (`scrollWidth > clientWidth`,
///   or the heights), or when its box or the box of its text passes the card's. So truncate in
///   the markup, not with CSS `text-overflow`, which clips text the check then reports: the page
///   must show pushsim's truncation, not the browser's.
/// - **Both**: an element whose text pushsim cut carries `data-truncated="true"`; the report
///   gives its visible text (`innerText` in HTML, the collapsed `textContent` of SVG text), which
///   should end with "…".
///
/// Hidden elements (`display: none`, `visibility: hidden`, no box) are not checked. The report
/// also lists the page's errors and requests (HeadlessBrowser.inspect) and each font family the
/// texts ask for that the browser does not have: pushsim measures with Inter
/// (docs/preview-font.md), and a browser without it sets the text in another font, whose
/// overflows prove nothing.
extension HeadlessBrowser {
    static let layoutCheck = #"""
        const tolerance = 0.5;
        const systemAliases = new Set(['-apple-system', 'blinkmacsystemfont']);
        const generic = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'emoji', 'math',
          'fangsong', 'ui-serif', 'ui-sans-serif', 'ui-monospace', 'ui-rounded']);
        const isSVG = function (element) { return element.namespaceURI === 'http://www.w3.org/2000/svg'; };
        function describe(element) {
          let name = element.localName;
          if (element.id) name += '#' + element.id;
          const classes = (element.getAttribute('class') || '').trim();
          if (classes) name += '.' + classes.split(/\s+/).join('.');
          return name;
        }
        function visibleText(element) {
          if (typeof element.innerText === 'string') return element.innerText.trim();
          return element.textContent.replace(/\s+/g, ' ').trim();
        }
        function hidden(element) {
          const style = getComputedStyle(element);
          return style.display === 'none' || style.visibility === 'hidden' || style.visibility === 'collapse';
        }
        // An SVG element's box in the window's coordinates, as an HTML element's client rect is.
        function svgBox(element) {
          const box = element.getBBox();
          const matrix = element.getScreenCTM();
          if ((box.width === 0 && box.height === 0) || !matrix) return null;
          const corners = [[box.x, box.y], [box.x + box.width, box.y], [box.x, box.y + box.height],
            [box.x + box.width, box.y + box.height]].map(function (p) { return new DOMPoint(p[0], p[1]).matrixTransform(matrix); });
          const xs = corners.map(function (p) { return p.x; });
          const ys = corners.map(function (p) { return p.y; });
          return { left: Math.min.apply(null, xs), top: Math.min.apply(null, ys), right: Math.max.apply(null, xs), bottom: Math.max.apply(null, ys) };
        }
        function htmlBox(rect) {
          if (rect.width === 0 && rect.height === 0) return null;
          return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
        }
        // How far `box` passes `card` on each side, more than the tolerance; null if it does not.
        function past(box, card) {
          const by = {};
          const sides = { left: card.left - box.left, top: card.top - box.top, right: box.right - card.right, bottom: box.bottom - card.bottom };
          for (const side in sides) if (sides[side] > tolerance) by[side] = Math.round(sides[side] * 100) / 100;
          return Object.keys(by).length ? by : null;
        }
        const overflows = [];
        const platters = Array.from(document.querySelectorAll('.platter'));
        platters.forEach(function (platter, index) {
          if (isSVG(platter)) {
            const group = platter.closest('g.notification') || platter.parentElement;
            const name = group.id || platter.id || 'card ' + (index + 1);
            const card = svgBox(platter);
            if (!card) return;
            for (const text of group.querySelectorAll('text')) {
              if (hidden(text)) continue;
              const box = svgBox(text);
              const by = box && past(box, card);
              if (by) overflows.push({ card: name, element: describe(text), text: visibleText(text), past: by });
            }
            return;
          }
          const name = platter.id || 'card ' + (index + 1);
          const card = htmlBox(platter.getBoundingClientRect());
          if (!card || hidden(platter)) return;
          const found = new Map();
          function note(element, by) {
            const entry = found.get(element) || { card: name, element: describe(element), text: visibleText(element), past: {} };
            for (const side in by) entry.past[side] = Math.max(entry.past[side] || 0, by[side]);
            found.set(element, entry);
          }
          function contentPastBox(element) {
            if (isSVG(element)) return null;
            const by = {};
            if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth) by.contentWidth = element.scrollWidth - element.clientWidth;
            if (element.clientHeight > 0 && element.scrollHeight > element.clientHeight) by.contentHeight = element.scrollHeight - element.clientHeight;
            return Object.keys(by).length ? by : null;
          }
          for (const element of platter.querySelectorAll('*')) {
            if (hidden(element) || element.getClientRects().length === 0) continue;
            const content = contentPastBox(element);
            if (content) note(element, content);
            const by = past(htmlBox(element.getBoundingClientRect()) || card, card);
            if (by) note(element, by);
          }
          // Text overflowing a box that is itself wide enough to pass the card.
          const walker = document.createTreeWalker(platter, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent.trim() || hidden(node.parentElement)) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const by = past(htmlBox(range.getBoundingClientRect()) || card, card);
            if (by) note(node.parentElement, by);
          }
          // The card's own content larger than the card, when nothing inside it says why (text
          // directly in the card).
          const cardContent = found.size === 0 && contentPastBox(platter);
          if (cardContent) note(platter, cardContent);
          overflows.push.apply(overflows, Array.from(found.values()));
        });
        const truncated = Array.from(document.querySelectorAll('[data-truncated="true"]'))
          .map(function (element) { return { element: describe(element), text: visibleText(element) }; });
        // A family the browser lacks measures as the fallback after it does, on both fallbacks.
        const families = new Set();
        for (const element of document.querySelectorAll('*')) {
          if (['script', 'style', 'title', 'pre', 'metadata'].includes(element.localName)) continue;
          const hasText = Array.from(element.childNodes).some(function (node) { return node.nodeType === 3 && node.textContent.trim(); });
          if (!hasText) continue;
          // A stack is its named families: the system's aliases (-apple-system…) name no font
          // a test machine can have, so a stack is missing when none of its fonts is there.
          const named = getComputedStyle(element).fontFamily.split(',').map(function (family) { return family.trim().replace(/^["']|["']$/g, ''); })
            .filter(function (family) { return family && !generic.has(family.toLowerCase()) && !systemAliases.has(family.toLowerCase()); });
          if (named.length) families.add(named.join(', '));
        }
        const context = new OffscreenCanvas(1, 1).getContext('2d');
        function width(font) { context.font = '40px ' + font; return context.measureText('Hamburgefonstiv 0123456789').width; }
        function missing(family) {
          const quoted = '"' + family.replace(/"/g, '') + '"';
          return width(quoted + ', monospace') === width('monospace') && width(quoted + ', serif') === width('serif');
        }
        const missingFonts = Array.from(families).filter(function (stack) { return stack.split(', ').every(missing); });
        return { cards: platters.length, overflows: overflows, truncated: truncated, errors: pushsim.errors,
          requests: pushsim.requests, missingFonts: missingFonts };
        """#
}

/// What `layoutCheck` found on a page.
struct LayoutReport: Decodable, Equatable {
    struct Overflow: Decodable, Equatable {
        /// The notification's `id`, else "card N" in document order.
        var card: String
        /// `text#title.title`: the element's name, id and classes.
        var element: String
        var text: String
        /// Pixels past the card by side (`left`, `top`, `right`, `bottom`), or by which the
        /// element's content is larger than its box (`contentWidth`, `contentHeight`).
        var past: [String: Double]
    }

    struct Truncation: Decodable, Equatable {
        var element: String
        var text: String
    }

    /// How many cards (`.platter`) the page has: zero means the check found nothing to check.
    var cards: Int
    var overflows: [Overflow]
    var truncated: [Truncation]
    var errors: [String]
    var requests: [String]
    var missingFonts: [String]

    /// Everything a person would call wrong with the page, one line each.
    var problems: [String] {
        errors + requests.map { "requested \($0): a self-contained page requests nothing" }
            + missingFonts.map { "the browser has no font \"\($0)\"" }
            + overflows.map { overflow in
                let by = overflow.past.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
                return "\(overflow.card): \(overflow.element) \"\(overflow.text)\" overflows its card (\(by))"
            }
    }
}
