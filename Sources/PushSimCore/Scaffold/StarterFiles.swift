/// One file `pushsim init` writes, by its path relative to the target directory.
public struct ScaffoldFile: Sendable, Equatable {
    public var path: String
    public var text: String
}

/// Everything `pushsim init` writes, in the order it is written and listed (docs/getting-started.md).
public enum StarterFiles {
    public static let payloadDirectory = "pushsim/payloads"
    public static let workflowPath = StarterWorkflow.path

    /// The fixture tree, then the file that runs it in `ci`.
    package static func files(ci: StarterCI, provider: StarterProvider = .apns) -> [ScaffoldFile] {
        var files = [ScaffoldFile(path: AppModelLoader.discoveredFileName, text: provider.appModelText)]
        for payload in provider.payloadFiles {
            files.append(ScaffoldFile(path: "\(payloadDirectory)/\(payload.name)", text: payload.text))
        }
        files.append(ScaffoldFile(path: "\(payloadDirectory)/\(ExpectationManifest.fileName)", text: StarterPayloads.expectations))
        if let file = ci.file { files.append(file) }
        return files
    }
}
