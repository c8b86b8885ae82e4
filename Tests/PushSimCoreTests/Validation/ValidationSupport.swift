import TestSupport
@testable import PushSimCore

/// Checks payload text as a file would be checked, without touching the disk.
func check(_ text: String, headers: RequestHeaders = RequestHeaders(), name: String = "test.json") -> PayloadCheck {
    PayloadChecker(headers: headers).check(bytes: Array(text.utf8), source: .path(name))
}

extension PayloadCheck {
    /// "Reason@/pointer" (or "Reason@header"), for compact expectations.
    var findings: [String] {
        diagnostics.map { diagnostic in
            switch diagnostic.subject {
            case .key(let pointer): return "\(diagnostic.reasonName)@\(pointer.displayString)"
            case .header(let name): return "\(diagnostic.reasonName)@\(name)"
            case .file: return diagnostic.reasonName
            }
        }
    }

    var errors: [String] {
        zip(diagnostics, findings).filter { $0.0.severity == .error }.map(\.1)
    }

    var warnings: [String] {
        zip(diagnostics, findings).filter { $0.0.severity == .warning }.map(\.1)
    }
}

/// An app model named `name` with `localization` tables, in a temporary directory holding
/// `files` (path → text) beside its `pushsim.json`.
func appWithTables(_ name: String, files: [String: String]) throws -> AppModel {
    let directory = TemporaryDirectory()
    for (path, text) in files.sorted(by: { $0.key < $1.key }) { directory.file(path, text) }
    directory.file(
        "pushsim.json",
        #"""
        {"schemaVersion": 1, "app": {"name": "\#(name)", "bundleId": "com.example.loc"},
         "localization": {"tables": ["Resources/*.lproj/Localizable.*"]},
         "events": {}, "screens": {"Home": {}}, "launch": {"stack": "Home"}}
        """#)
    return try AppModelLoader.load(.flag(directory.path + "/pushsim.json")).model
}
