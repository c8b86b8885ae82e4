import Testing

/// How a page is read into examples (docs/README.md, "Examples in these pages are run").
@Suite("Reading the docs' examples")
struct DocExamplesParsingTests {
    @Test func eachDollarLineIsACommandWithTheLinesUnderIt() throws {
        let page = try DocExamples(file: "p.md", text: """
            Text.

            ```
            $ pushsim a
            one
            two
            $ cd x
            $ pushsim b
            ```

            ```json
            {"not": "an example"}
            ```
            """)
        #expect(page.examples == [
            DocExample(file: "p.md", line: 4, command: "pushsim a", expected: ["one", "two"]),
            DocExample(file: "p.md", line: 7, command: "cd x", expected: []),
            DocExample(file: "p.md", line: 8, command: "pushsim b", expected: []),
        ])
    }

    @Test func commentsAboveTheFenceSetUpOrSkipTheBlock() throws {
        let page = try DocExamples(file: "p.md", text: """
            <!-- setup: cd /tmp -->
            <!-- setup: touch a -->
            ```
            $ pushsim a
            ```
            <!-- not run: needs a simulator -->
            ```
            $ xcrun simctl push booted x a.apns
            ```
            """)
        #expect(page.steps == [
            .setup(line: 1, script: "cd /tmp"), .setup(line: 2, script: "touch a"),
            .example(DocExample(file: "p.md", line: 4, command: "pushsim a", expected: [])),
        ])
        #expect(page.skipped == [DocExamples.SkippedBlock(line: 7, reason: "needs a simulator")])
    }

    @Test func aSkipNeedsAReasonAndAnUnknownCommentIsAnError() {
        #expect(throws: DocExamples.ParseError.self) {
            try DocExamples(file: "p.md", text: "<!-- not run: -->\n```\n$ pushsim a\n```\n")
        }
        #expect(throws: DocExamples.ParseError.self) {
            try DocExamples(file: "p.md", text: "<!-- skip -->\n```\n$ pushsim a\n```\n")
        }
        #expect(throws: DocExamples.ParseError.self) {
            try DocExamples(file: "p.md", text: "```\n$ pushsim a\n")
        }
    }

    @Test func tmpMeansTheScratchDirectory() {
        #expect(DocSession.inWorld(#"cd /tmp && x --output "/tmp/a b/c" /tmp"#, "/w") == #"cd /w && x --output "/w/a b/c" /w"#)
        #expect(DocSession.inWorld("ls /tmpfiles/x", "/w") == "ls /tmpfiles/x")
    }
}
