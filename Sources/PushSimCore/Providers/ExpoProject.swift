/// The Expo project a push is sent for: Expo's push service finds it from the push token and
/// adds it to every iOS payload as `experienceId`, `scopeKey` (the project's full name,
/// `@owner/slug`) and `projectId` (its EAS id). A message does not carry it, so pushsim is told
/// with `--expo-project` and `--expo-project-id` (docs/providers.md, "Expo").
public struct ExpoProject: Sendable, Hashable {
    /// `@owner/slug`.
    public let fullName: String
    /// The EAS project id, a UUID; nil leaves `projectId` out.
    public let id: String?

    public struct Problem: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    public init(fullName: String, id: String? = nil) throws(Problem) {
        guard Self.isFullName(fullName) else {
            throw Problem(description: "\"\(Self.shown(fullName))\" is not an Expo project's full name: write @owner/slug, as in @acme/shop-app")
        }
        if let id, !Self.isUUID(id) {
            throw Problem(description: "\"\(Self.shown(id))\" is not an EAS project id: it is a UUID, as in 51092087-87a4-4b12-8008-145625477434")
        }
        self.fullName = fullName
        self.id = id?.lowercased()
    }

    /// `@` + an account name + `/` + a slug, neither empty, with no space, slash or control
    /// character: Expo's account names and slugs are letters, digits, `-`, `_` and `.`.
    private static func isFullName(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "@", let slash = scalars.firstIndex(of: "/"), slash > 1, slash < scalars.count - 1 else { return false }
        return scalars.dropFirst().allSatisfy { scalar in
            scalar == "/" || scalar == "-" || scalar == "_" || scalar == "." || (scalar.isASCII && scalar.properties.isAlphabetic)
                || ("0"..."9").contains(scalar)
        } && scalars[(slash + 1)...].allSatisfy { $0 != "/" }
    }

    /// 8-4-4-4-12 hexadecimal digits.
    private static func isUUID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }

    /// The text as an error quotes it: control characters shown as `?` so a hostile argument
    /// cannot write to the terminal.
    private static func shown(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.prefix(80).map { $0.properties.generalCategory == .control ? "?" : $0 }))
    }
}

/// What converting a message needs besides the message itself (docs/providers.md).
public struct ConversionOptions: Sendable, Hashable {
    /// Expo's project keys; nil leaves them out.
    public var expoProject: ExpoProject?

    public init(expoProject: ExpoProject? = nil) {
        self.expoProject = expoProject
    }
}
