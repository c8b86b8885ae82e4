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
