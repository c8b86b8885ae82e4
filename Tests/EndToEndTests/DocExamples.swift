/// The runnable examples of one Markdown page, in page order: the conventions are in
/// docs/README.md ("Examples in these pages are run").
///
/// A fenced code block holding at least one line that starts with `$ ` is an example block.
/// Each `$ ` line is a command; the lines after it, up to the next `$ ` line or the closing
/// fence, are its expected output. HTML comments on the lines right before the opening fence
/// steer the block: `<!-- setup: SHELL -->` runs SHELL first (its output is not shown or
/// compared, it must succeed), `<!-- not run: REASON -->` skips the block.
struct DocExamples {
    enum Step: Equatable {
        /// Hidden preparation before a block, such as removing a rule the next output assumes removed.
        case setup(line: Int, script: String)
        case example(DocExample)
    }

    struct SkippedBlock: Equatable {
        var line: Int
        var reason: String
    }

    struct ParseError: Error, CustomStringConvertible {
        var file: String
        var line: Int
        var reason: String
        var description: String { "\(file):\(line): \(reason)" }
    }

    var file: String
    var steps: [Step] = []
    var skipped: [SkippedBlock] = []

    var examples: [DocExample] {
        steps.compactMap { if case .example(let example) = $0 { example } else { nil } }
    }

    init(file: String, text: String) throws {
        self.file = file
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else { index += 1; continue }
            let fence = index
            var close = fence + 1
            while close < lines.count, !lines[close].hasPrefix("```") { close += 1 }
            guard close < lines.count else { throw ParseError(file: file, line: fence + 1, reason: "code block never closed") }
            try readBlock(body: Array(lines[(fence + 1)..<close]), firstLine: fence + 2, directives: directives(before: fence, in: lines))
            index = close + 1
        }
    }

    /// The `<!-- … -->` lines right above line `fence`, top to bottom.
    private func directives(before fence: Int, in lines: [String]) -> [(line: Int, text: String)] {
        var found: [(line: Int, text: String)] = []
        var index = fence - 1
        while index >= 0 {
            let text = lines[index].trimmedOfBlanks
            guard text.hasPrefix("<!--"), text.hasSuffix("-->") else { break }
            found.insert((index + 1, String(text.dropFirst(4).dropLast(3)).trimmedOfBlanks), at: 0)
            index -= 1
        }
        return found
    }

    private mutating func readBlock(body: [String], firstLine: Int, directives: [(line: Int, text: String)]) throws {
        guard body.contains(where: { $0.hasPrefix("$ ") }) else { return }
        var setups: [Step] = []
        for directive in directives {
            if directive.text.hasPrefix("not run:") {
                let reason = String(directive.text.dropFirst("not run:".count)).trimmedOfBlanks
                guard !reason.isEmpty else { throw ParseError(file: file, line: directive.line, reason: "<!-- not run: --> needs a reason") }
                skipped.append(SkippedBlock(line: firstLine - 1, reason: reason))
                return
            } else if directive.text.hasPrefix("setup:") {
                setups.append(.setup(line: directive.line, script: String(directive.text.dropFirst("setup:".count)).trimmedOfBlanks))
            } else {
                throw ParseError(file: file, line: directive.line, reason: "unknown directive before an example block (setup: or not run: expected)")
            }
        }
        steps += setups
        var current: DocExample?
        for (offset, line) in body.enumerated() {
            if line.hasPrefix("$ ") {
                if let current { steps.append(.example(current)) }
                current = DocExample(file: file, line: firstLine + offset, command: String(line.dropFirst(2)), expected: [])
            } else if current != nil {
                current?.expected.append(line)
            } else {
                throw ParseError(file: file, line: firstLine + offset, reason: "output before the block's first `$ ` command")
            }
        }
        if let current { steps.append(.example(current)) }
    }
}

/// One `$ COMMAND` line of a page and the output lines the page shows under it.
struct DocExample: Equatable {
    var file: String
    var line: Int
    var command: String
    var expected: [String]
}

extension String {
    var trimmedOfBlanks: String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
