/// The routes a router refused to load: every invalid route, each named, with the reason.
public struct RouterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One route that cannot be registered.
    public struct InvalidRoute: Sendable, Equatable, CustomStringConvertible {
        /// The route's position in the list given to the router, counted from 0.
        public var index: Int
        public var name: String
        public var pattern: String
        public var problem: Problem

        public init(index: Int, name: String, pattern: String, problem: Problem) {
            self.index = index
            self.name = name
            self.pattern = pattern
            self.problem = problem
        }

        public var description: String {
            "route \"\(name)\" (\(pattern)) is invalid: \(problem)"
        }
    }

    /// Why a route cannot be registered.
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        case emptyPattern
        /// A `?` or `#` in the pattern: patterns match paths only.
        case queryOrFragment(Character)
        /// `scheme://` written inside the pattern.
        case containsScheme
        /// A `(` never closed; its position counted in characters from 1.
        case unclosedGroup(column: Int)
        /// A `)` with no `(` before it.
        case unopenedGroup(column: Int)
        /// `()`.
        case emptyGroup(column: Int)
        /// Side-by-side optional groups that expand to more variants than the limit.
        case tooManyVariants(limit: Int)
        case wildcardNotLast(variant: String)
        /// A `*` inside a segment (`a*`), rather than a whole segment.
        case wildcardInsideSegment(segment: String)
        /// A `:` with no name after it.
        case emptyParameterName(variant: String)
        case invalidParameterName(String)
        case duplicateParameterName(String, variant: String)
        /// A literal segment whose percent-escapes cannot be decoded.
        case malformedLiteral(segment: String, reason: String)
        /// `parameterTypes` names a parameter the pattern does not have.
        case typeForUnknownParameter(String)
        case invalidScheme(String)
        /// `hosts` given for a custom scheme, whose host is the pattern's first segment.
        case hostsOnCustomScheme(String)
        case emptyHost

        public var description: String {
            switch self {
            case .emptyPattern:
                return "the pattern is empty (the root is \"/\")"
            case .queryOrFragment(let mark):
                return "a pattern matches paths only, so \"\(mark)\" is not allowed "
                    + "(query parameters reach the route by name, with no pattern)"
            case .containsScheme:
                return "a pattern is a path: give the scheme in the route's scheme, not as \"scheme://\" in the pattern"
            case .unclosedGroup(let column):
                return "the \"(\" at character \(column) is never closed"
            case .unopenedGroup(let column):
                return "the \")\" at character \(column) has no matching \"(\""
            case .emptyGroup(let column):
                return "the optional group \"()\" at character \(column) is empty"
            case .tooManyVariants(let limit):
                return "its optional groups expand to more than \(limit) variants"
            case .wildcardNotLast(let variant):
                return "\"*\" must be the last segment, but \(variant) has segments after it"
            case .wildcardInsideSegment(let segment):
                return "\"*\" must be a whole segment, not part of \"\(segment)\" (a literal asterisk is %2A)"
            case .emptyParameterName(let variant):
                return "a \":\" in \(variant) has no parameter name after it"
            case .invalidParameterName(let name):
                return "parameter name \"\(name)\" may contain only ASCII letters, digits, \"_\" and \"-\""
            case .duplicateParameterName(let name, let variant):
                return "parameter :\(name) appears twice in \(variant)"
            case .malformedLiteral(let segment, let reason):
                return "segment \"\(segment)\" cannot be percent-decoded: \(reason)"
            case .typeForUnknownParameter(let name):
                return "parameterTypes declares \"\(name)\", which is not a parameter of the pattern"
            case .invalidScheme(let scheme):
                return "scheme \"\(scheme)\" is not a URL scheme (a letter, then letters, digits, \"+\", \"-\" or \".\", with no \"://\")"
            case .hostsOnCustomScheme(let scheme):
                return "hosts apply only to http and https, and this route is for scheme \(scheme) "
                    + "(a custom scheme's host is the first segment of the pattern)"
            case .emptyHost:
                return "hosts contains an empty host name"
            }
        }
    }

    public var invalidRoutes: [InvalidRoute]

    public init(invalidRoutes: [InvalidRoute]) {
        self.invalidRoutes = invalidRoutes
    }

    /// One line per invalid route.
    public var description: String {
        invalidRoutes.map(\.description).joined(separator: "\n")
    }
}
