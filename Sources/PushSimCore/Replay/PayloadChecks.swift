/// Stage 2c of a replay: reading, decoding and validation, the part that needs no app,
/// spread over `jobs` workers; results come back in input order (docs/replay.md, "Jobs").
enum PayloadChecks {
    static func check(_ items: [ReplayItem], jobs: Int, flagHeaders: RequestHeaders) async -> [PayloadCheck] {
        let work: [(WalkEntry, RequestHeaders)] = items.map { ($0.entry, $0.replayCase.headers ?? flagHeaders) }
        guard jobs > 1, work.count > 1 else { return work.map(checkOne) }
        return await withTaskGroup(of: [(Int, PayloadCheck)].self) { group in
            for worker in 0..<min(jobs, work.count) {
                group.addTask {
                    var results: [(Int, PayloadCheck)] = []
                    var index = worker
                    while index < work.count {
                        results.append((index, checkOne(work[index])))
                        index += jobs
                    }
                    return results
                }
            }
            var ordered = [PayloadCheck?](repeating: nil, count: work.count)
            for await results in group {
                for (index, check) in results { ordered[index] = check }
            }
            return ordered.map { $0! }
        }
    }

    @Sendable
    private static func checkOne(_ work: (WalkEntry, RequestHeaders)) -> PayloadCheck {
        let (entry, headers) = work
        let source = InputSource.path(entry.path)
        if let problem = entry.problem {
            return PayloadCheck(source: source, verdict: .unreadable, diagnostics: [Diagnostic(.error, .unreadable, .file, problem.reason)])
        }
        return PayloadChecker(headers: headers).check(source)
    }
}
