/// Which key of the provider's message each part of the APNs payload came from, so that a
/// finding about the converted payload (`/aps/badge`) is placed at the provider's key
/// (`/message/apns/payload/aps/badge`) and its line:column (docs/providers.md).
///
/// Kept by pointer, not as a list searched per finding: a payload of n keys each with a finding
/// would make that quadratic (docs/guarantees.md, "Scaling").
public struct PointerOrigins: Sendable, Equatable {
    private var origins: [JSONPointer: JSONPointer] = [:]
    /// Where anything not recorded comes from: the message itself.
    public var message: JSONPointer

    public init(message: JSONPointer) {
        self.message = message
    }

    /// `apns` came from `provider`; a later record of the same key replaces an earlier one, as
    /// its value did (`apns.payload` over `data`).
    mutating func record(_ apns: JSONPointer, from provider: JSONPointer) {
        origins[apns] = provider
    }

    /// The provider's pointer for `apns`: the longest recorded prefix, with the rest of `apns`
    /// after it; the message itself when nothing on its path was recorded. One lookup per
    /// level of `apns`.
    public func provider(for apns: JSONPointer) -> JSONPointer {
        var length = apns.tokens.count
        while length > 0 {
            if let provider = origins[JSONPointer(Array(apns.tokens.prefix(length)))] {
                return JSONPointer(provider.tokens + apns.tokens.dropFirst(length))
            }
            length -= 1
        }
        return message
    }
}
