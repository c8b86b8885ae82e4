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
    /// A variant: its route's place in `routes` and its own place in that route's variants.
    struct Entry {
        var route: Int
        var variant: Int
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

    /// The routes the entries point into (all of them, in trial order; the caller inserts one
    /// scope's).
    let routes: [Router.CompiledRoute]
    private var nodes = [Node()]
    private var entries: [Entry] = []

    init(routes: [Router.CompiledRoute]) {
        self.routes = routes
    }

    /// Adds a variant after every one stored so far.
    mutating func insert(_ entry: Entry) {
        let route = routes[entry.route]
        var node = 0
        for segment in route.variants[entry.variant].fixedSegments {
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
                guard route.type(of: name) == .string else { return }
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
        let wildcard = route.variants[entry.variant].hasWildcard
        if route.hosts.isEmpty {
            if wildcard {
                if nodes[node].wildcard.anyHost == nil { nodes[node].wildcard.anyHost = index }
            } else {
                if nodes[node].exact.anyHost == nil { nodes[node].exact.anyHost = index }
            }
        } else {
            for host in Set(route.hosts) {
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
        let laterRoute = routes[later.route], laterVariant = laterRoute.variants[later.variant]
        let fixed = Array(laterVariant.fixedSegments)
        var best: Int?

        func covers(_ index: Int) -> Bool {
            comparisons += 1
            let earlier = routes[entries[index].route]
            return ShadowAnalysis.covers(earlier, earlier.variants[entries[index].variant], laterRoute, laterVariant)
        }

        func consider(_ ending: Ending) {
            if let index = ending.anyHost, index < best ?? .max, covers(index) {
                best = index
            }
            // Only a variant allowing every one of the later variant's hosts can cover it, so
            // any one of those hosts' lists holds them all: take the shortest.
            guard !laterRoute.hosts.isEmpty else { return }
            var shortest: [Int]?
            for host in laterRoute.hosts {
                let listed = ending.byHost[host] ?? []
                if listed.count < shortest?.count ?? .max { shortest = listed }
            }
            for index in shortest ?? [] {
                guard index < best ?? .max else { break }
                if covers(index) {
                    best = index
                    break
                }
            }
        }

        var pending = [(node: 0, depth: 0)]
        while let (node, depth) = pending.popLast() {
            consider(nodes[node].wildcard)
            guard depth < fixed.count else {
                if !laterVariant.hasWildcard { consider(nodes[node].exact) }
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
