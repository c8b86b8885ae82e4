/// One `apns-*` request header a provider sets, as text: APNs takes every header as a string.
public struct APNsHeader: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

extension [APNsHeader] {
    public subscript(name: String) -> String? {
        first { $0.name == name }?.value
    }

    /// Sets `name`, keeping its place when it is already there.
    mutating func set(_ name: String, _ value: String) {
        if let index = firstIndex(where: { $0.name == name }) { self[index].value = value } else { append(APNsHeader(name, value)) }
    }

    /// The headers the provider set under the ones given on the command line: a flag wins, as
    /// it is what the user asked to simulate (docs/providers.md, "What the output holds").
    func filling(_ given: RequestHeaders) -> RequestHeaders {
        var headers = given
        headers.pushType = given.pushType ?? self["apns-push-type"]
        headers.priority = given.priority ?? self["apns-priority"]
        headers.expiration = given.expiration ?? self["apns-expiration"]
        headers.collapseID = given.collapseID ?? self["apns-collapse-id"]
        headers.topic = given.topic ?? self["apns-topic"]
        headers.apnsID = given.apnsID ?? self["apns-id"]
        return headers
    }
}
