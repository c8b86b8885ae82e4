/// With `replay --update`, a run's result lines wait here until its manifest is written, so an
/// `UPDATED` line is printed only for a case that was written (docs/replay.md). Diagnostics
/// pass straight through. The lines of the files that were updated are marked, so they can
/// be replaced by a `FAIL … not updated` line when the write fails; every other line is printed
/// as it was. What waits is the printed text, not the deliveries: a run of a directory holds
/// a line per file.
final class HeldResults: OutputSink {
    struct Updated {
        var file: String
        /// What happened to the file (`toast "hi"`), for the line that replaces it.
        var phrase: String
        var lines: Range<Int>
        var testCases: Range<Int>
    }

    private let output: OutputSink
    var holding = false
    private var lines: [String] = []
    private var updated: [Updated] = []
    private var itemStart = (line: 0, testCase: 0)

    init(passingTo output: OutputSink) {
        self.output = output
    }

    func result(_ line: String) {
        if holding { lines.append(line) } else { output.result(line) }
    }

    func diagnostic(_ line: String) { output.diagnostic(line) }
    func progress(_ line: String?) { output.progress(line) }

    /// Marks where the next file's lines (and JUnit test case) start.
    func beginFile(junit: JUnitReport?) {
        itemStart = (lines.count, junit?.heldCount ?? 0)
    }

    /// The file whose lines were held since `beginFile` was updated.
    func endUpdatedFile(_ file: String, phrase: String, junit: JUnitReport?) {
        guard holding else { return }
        updated.append(
            Updated(
                file: file, phrase: phrase, lines: itemStart.line..<lines.count,
                testCases: itemStart.testCase..<(junit?.heldCount ?? 0)))
    }

    /// Prints what was held, in order, with `replace` called instead for each updated file
    /// when `replacingUpdated`; holds no more.
    func release(junit: JUnitReport?, replacingUpdated: Bool, replace: (Updated) -> Void) {
        holding = false
        junit?.holding = false
        let held = lines
        let testCases = junit?.takeHeld() ?? []
        let marked = updated
        lines.removeAll(keepingCapacity: true)
        updated.removeAll(keepingCapacity: true)
        var line = 0
        var testCase = 0
        func pass(lineEnd: Int, testCaseEnd: Int) {
            while line < lineEnd {
                output.result(held[line])
                line += 1
            }
            while testCase < testCaseEnd {
                junit?.add(file: testCases[testCase].file, result: testCases[testCase].result)
                testCase += 1
            }
        }
        if replacingUpdated {
            for file in marked {
                pass(lineEnd: file.lines.lowerBound, testCaseEnd: file.testCases.lowerBound)
                replace(file)
                line = file.lines.upperBound
                testCase = file.testCases.upperBound
            }
        }
        pass(lineEnd: held.count, testCaseEnd: testCases.count)
    }
}
