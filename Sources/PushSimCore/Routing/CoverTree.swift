/// The variants of one scheme scope seen so far, in trial order, arranged by segment so that
/// the ones that could cover a new variant (router.md rule 1; `ShadowAnalysis`) are found
/// without looking at any other.
///
/// A path from the root spells a variant's segments before any `*`: one branch per literal
/// text, and one branch for every untyped parameter (they all cover the same URLs). A variant
/// with a typed parameter covers nothing, so it is never stored. Variants that end at the same
/// node cover exactly the same paths and differ only by hosts: of those allowing any host, the
/// first covers everything the others could, so only it is kept; those limited to hosts are
/// listed under each host they allow.
struct CoverTree {
    struct Entry {
        var route: Router.CompiledRoute
        var variant: RouteVariant
    }

    /// Variants that end at one node, either with no `*` or with a `*` after the node's segments.
    private struct Ending {
        /// The first one that allows any host.
        var anyHost: Int?
        /// Those limited to hosts, in trial order, under each host they allow.
        var byHost: [String: [Int]] = [:]
    }

    private struct Node {
        var literals: [String: Int] = [:]
        var parameter: Int?
        var exact = Ending()
        var wildcard = Ending()
    }

    private var nodes = [Node()]
    private var entries: [Entry] = []

    /// Adds a variant after every one stored so far.
    mutating func insert(_ entry: Entry) {
        var node = 0
        for segment in entry.variant.fixedSegments {
            switch segment {
            case .literal(let text):
                if let next = nodes[node].literals[text] {
                    node = next
                } else {
                    nodes.append(Node())
                    nodes[node].literals[text] = nodes.count - 1
                    node = nodes.count - 1
                }
            case .parameter(let name):
                guard entry.route.type(of: name) == .string else { return }
                if let next = nodes[node].parameter {
                    node = next
                } else {
                    nodes.append(Node())
                    nodes[node].parameter = nodes.count - 1
                    node = nodes.count - 1
                }
            case .wildcard:
                return
            }
        }
        let index = entries.count
        entries.append(entry)
        let wildcard = entry.variant.hasWildcard
        if entry.route.hosts.isEmpty {
            if wildcard {
                if nodes[node].wildcard.anyHost == nil { nodes[node].wildcard.anyHost = index }
            } else {
                if nodes[node].exact.anyHost == nil { nodes[node].exact.anyHost = index }
            }
        } else {
            for host in Set(entry.route.hosts) {
                if wildcard {
                    nodes[node].wildcard.byHost[host, default: []].append(index)
                } else {
                    nodes[node].exact.byHost[host, default: []].append(index)
                }
            }
        }
    }

    /// The first stored variant that covers `later`; `comparisons` counts the pairs compared.
    func firstCovering(_ later: Entry, comparisons: inout Int) -> Entry? {
        let fixed = Array(later.variant.fixedSegments)
        var best: Int?

        func consider(_ ending: Ending) {
            if let index = ending.anyHost, index < best ?? .max {
                comparisons += 1
                if ShadowAnalysis.covers(entries[index].route, entries[index].variant, later.route, later.variant) {
                    best = index
                }
            }
            // Only a variant allowing every one of the later variant's hosts can cover it, so
            // any one of those hosts' lists holds them all: take the shortest.
            guard !later.route.hosts.isEmpty else { return }
            var shortest: [Int]?
            for host in later.route.hosts {
                let listed = ending.byHost[host] ?? []
                if listed.count < shortest?.count ?? .max { shortest = listed }
            }
            for index in shortest ?? [] {
                guard index < best ?? .max else { break }
                comparisons += 1
                if ShadowAnalysis.covers(entries[index].route, entries[index].variant, later.route, later.variant) {
                    best = index
                    break
                }
            }
        }

        var pending = [(node: 0, depth: 0)]
        while let (node, depth) = pending.popLast() {
            consider(nodes[node].wildcard)
            guard depth < fixed.count else {
                if !later.variant.hasWildcard { consider(nodes[node].exact) }
                continue
            }
            switch fixed[depth] {
            case .literal(let text):
                if let next = nodes[node].literals[text] { pending.append((next, depth + 1)) }
                if !text.isEmpty, let next = nodes[node].parameter { pending.append((next, depth + 1)) }
            case .parameter:
                if let next = nodes[node].parameter { pending.append((next, depth + 1)) }
            case .wildcard:
                break
            }
        }
        return best.map { entries[$0] }
    }
}
