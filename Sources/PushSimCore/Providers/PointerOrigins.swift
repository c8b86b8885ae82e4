/// Which key of the provider's message each part of the APNs payload came from, so that a
/// finding about the converted payload (`/aps/badge`) is placed at the provider's key
/// (`/message/apns/payload/aps/badge`) and its line:column (docs/providers.md).
public struct PointerOrigins: Sendable, Equatable {
    private var pairs: [(apns: JSONPointer, provider: JSONPointer)] = []
    /// Where anything not recorded comes from: the message itself.
    public var message: JSONPointer

    public init(message: JSONPointer) {
        self.message = message
    }

    mutating func record(_ apns: JSONPointer, from provider: JSONPointer) {
        pairs.append((apns, provider))
    }

    /// The provider's pointer for `apns`: the longest recorded prefix, with the rest of `apns`
    /// after it; the message itself when nothing on its path was recorded.
    public func provider(for apns: JSONPointer) -> JSONPointer {
        var best: (length: Int, pointer: JSONPointer)?
        for pair in pairs where pair.apns.tokens.count <= apns.tokens.count && (best?.length ?? -1) < pair.apns.tokens.count {
            if Array(apns.tokens.prefix(pair.apns.tokens.count)) == pair.apns.tokens { best = (pair.apns.tokens.count, pair.provider) }
        }
        guard let best else { return message }
        return JSONPointer(best.pointer.tokens + apns.tokens.dropFirst(best.length))
    }

    public static func == (lhs: PointerOrigins, rhs: PointerOrigins) -> Bool {
        lhs.message == rhs.message && lhs.pairs.elementsEqual(rhs.pairs) { $0.apns == $1.apns && $0.provider == $1.provider }
    }
}
