#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import TestSupport

/// Runs the steps of action.yml on this machine the way GitHub's runner does for a composite
/// action: each `run` with `bash --noprofile --norc -eo pipefail`, its `env` evaluated, step
/// outputs through GITHUB_OUTPUT, PATH additions through GITHUB_PATH. `uses:` steps are
/// recorded with their evaluated `with`, not run. Only the expressions action.yml uses are
/// understood; any other makes the run throw, so a new one needs this runner taught first.
struct LocalActionRunner {
    struct Failure: Error, CustomStringConvertible { var description: String }

    struct Result {
        var ran: [String] = []
        var skipped: [String] = []
        /// `uses:` steps that would have run: name → (action, evaluated `with`).
        var used: [String: (action: String, with: [String: String])] = [:]
        var outputs: [String: [String: String]] = [:]
        var addedPaths: [String] = []
        /// The failing step's name and exit status.
        var failed: (step: String, status: Int32)?
        var stdout = ""
        var stderr = ""
    }

    /// The action's checkout (GITHUB_ACTION_PATH): the repository itself, or a copy of it.
    var actionPath = repositoryRoot
    var actionFile: String { actionPath + "/action.yml" }
    var inputs: [String: String] = [:]
    var environment: [String: String] = [:]
    var directory: String
    var runnerTemp: String
    /// Stop before the step with this name (the build, when a test is about the steps before it).
    var stopBefore: String?

    static func parse(_ yamlFile: String) throws -> [String: Any] {
        let run = try Binary.run(
            ["python3", repositoryRoot + "/Tests/Tools/yaml-to-json.py", yamlFile],
            environment: ["PYTHONPATH": repositoryRoot + "/.build/test-tools/python"], executable: "/usr/bin/env")
        guard run.status == 0, let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        else { throw Failure(description: "\(yamlFile) is not YAML: \(run.stderr)") }
        return object
    }

    func run() throws -> Result {
        let action = try Self.parse(actionFile)
        var inputValues: [String: String] = [:]
        for (name, spec) in action["inputs"] as? [String: [String: Any]] ?? [:] {
            inputValues[name] = inputs[name] ?? (spec["default"] as? String ?? "")
        }
        for name in inputs.keys where inputValues[name] == nil { throw Failure(description: "action.yml has no input \(name)") }
        let steps = (action["runs"] as? [String: Any])?["steps"] as? [[String: Any]] ?? []
        var result = Result()

        func evaluate(_ text: String) throws -> String {
            var output = ""
            var rest = Substring(text)
            while let open = rest.range(of: "${{") {
                output += rest[..<open.lowerBound]
                guard let close = rest[open.upperBound...].range(of: "}}") else { throw Failure(description: "unclosed ${{ in \(text)") }
                output += try value(of: rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces))
                rest = rest[close.upperBound...]
            }
            return output + rest
        }
        func value(of expression: String) throws -> String {
            let parts = expression.split(separator: ".").map(String.init)
            switch (parts.first, parts.count) {
            case ("inputs", 2): return inputValues[parts[1]] ?? ""
            case ("github", 2) where parts[1] == "action_path": return actionPath
            case ("github", 2) where parts[1] == "action_repository": return environment["GITHUB_ACTION_REPOSITORY"] ?? ""
            case ("github", 2) where parts[1] == "server_url": return "https://github.com"
            case ("runner", 2) where parts[1] == "os": return "Linux"
            case ("runner", 2) where parts[1] == "arch": return "X64"
            case ("steps", 4) where parts[2] == "outputs": return result.outputs[parts[1]]?[parts[3]] ?? ""
            default: throw Failure(description: "the local runner does not know ${{ \(expression) }}")
            }
        }
        func condition(_ text: String) throws -> Bool {
            for (symbol, equal) in [("!=", false), ("==", true)] {
                let sides = text.components(separatedBy: " \(symbol) ")
                if sides.count == 2, sides[1].hasPrefix("'"), sides[1].hasSuffix("'") {
                    return (try value(of: sides[0]) == String(sides[1].dropFirst().dropLast())) == equal
                }
            }
            throw Failure(description: "the local runner does not know the condition \(text)")
        }

        for step in steps {
            let name = step["name"] as? String ?? "(unnamed)"
            if name == stopBefore { break }
            if let test = step["if"] as? String, !(try condition(test)) {
                result.skipped.append(name)
                continue
            }
            if let uses = step["uses"] as? String {
                var with: [String: String] = [:]
                for (key, raw) in step["with"] as? [String: Any] ?? [:] { with[key] = try evaluate("\(raw)") }
                result.used[name] = (uses, with)
                continue
            }
            guard let script = step["run"] as? String else { throw Failure(description: "step \(name) neither runs nor uses") }
            let outputFile = runnerTemp + "/output-\(result.ran.count)"
            let pathFile = runnerTemp + "/path-\(result.ran.count)"
            try Data().write(to: URL(fileURLWithPath: outputFile))
            try Data().write(to: URL(fileURLWithPath: pathFile))
            let scriptFile = runnerTemp + "/step-\(result.ran.count).sh"
            try Data(script.utf8).write(to: URL(fileURLWithPath: scriptFile))
            var env = environment
            env["GITHUB_ACTION_PATH"] = actionPath
            env["GITHUB_OUTPUT"] = outputFile
            env["GITHUB_PATH"] = pathFile
            env["RUNNER_TEMP"] = runnerTemp
            env["PATH"] = (result.addedPaths.reversed() + [ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
                .joined(separator: ":")
            for (key, raw) in step["env"] as? [String: Any] ?? [:] { env[key] = try evaluate("\(raw)") }
            let run = try Binary.run(
                ["bash", "--noprofile", "--norc", "-eo", "pipefail", scriptFile], environment: env, directory: directory,
                executable: "/usr/bin/env")
            result.ran.append(name)
            result.stdout += run.stdout
            result.stderr += run.stderr
            var outputs: [String: String] = [:]
            for line in try readText(outputFile).split(separator: "\n") {
                guard let equals = line.firstIndex(of: "=") else { continue }
                outputs[String(line[..<equals])] = String(line[line.index(after: equals)...])
            }
            if let id = step["id"] as? String { result.outputs[id] = outputs }
            result.addedPaths += try readText(pathFile).split(separator: "\n").map(String.init)
            if run.status != 0 {
                result.failed = (name, run.status)
                break
            }
        }
        return result
    }
}
