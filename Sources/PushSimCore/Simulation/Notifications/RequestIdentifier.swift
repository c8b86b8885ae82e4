/// The request identifier of a remote notification sent without `apns-collapse-id`. iOS gives
/// such a notification a generated UUID; pushsim gives the nth remote notification the app
/// receives a UUID-shaped identifier made from n, so that the same inputs always make the same
/// identifiers (docs/delivery.md, "Request identifiers").
enum RequestIdentifier {
    /// `00000000-0000-4000-8000-00000000000N`, N in hexadecimal digits (uppercase, as
    /// `UUID().uuidString` writes them).
    static func generated(_ number: Int) -> String {
        let digits = Array(String(UInt64(max(number, 0)), radix: 16, uppercase: true).utf8)
        let padded = [UInt8](repeating: UInt8(ascii: "0"), count: max(0, 12 - digits.count)) + digits
        return "00000000-0000-4000-8000-" + String(decoding: padded, as: UTF8.self)
    }
}
