import ArgumentParser

/// What the shells complete for pushsim's file arguments (`pushsim --generate-completion-script`).
/// A file completion with extensions also offers directories, so a path can be walked down to.
extension CompletionKind {
    /// Payloads: `.json` files, `.apns` files for `xcrun simctl push`, and directories.
    static var payloadFiles: CompletionKind { .file(extensions: ["json", "apns"]) }

    /// App models (`pushsim.json`, docs/app-model.md).
    static var appModelFiles: CompletionKind { .file(extensions: ["json"]) }
}
