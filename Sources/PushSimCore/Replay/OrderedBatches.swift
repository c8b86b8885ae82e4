/// The replay's workers as a stream (docs/replay.md, "Scale"; docs/performance.md, "`--jobs 2`"):
/// the caller's walk is cut into small batches, each worker takes the next
/// batch as soon as it finishes one, keeping its own `Worker` (its apps) from batch to batch, and
/// the results are handed back in input order through a `ReorderWindow`. No worker waits for a
/// slower one at the end of a chunk, as when each had a fixed half of every chunk.
///
/// Memory stays bounded: at most `outstandingLimit` batches are handed out and not yet
/// delivered, and at most two walk chunks are walked and not yet delivered.
///
/// The walk keeps the timing it has with one job: chunk c+1 is walked after the last item of
/// chunk c-1 is delivered and before the first of chunk c, so what the walk reports (a manifest
/// that cannot be used) comes at the same place among the results whatever the number of jobs.
struct OrderedBatches {
    /// Items per batch: small, so that the last batch of a run ends soon after the others.
    var batchSize: Int
    /// Batches handed out and not yet delivered (running, queued or waiting in the window).
    var outstandingLimit: Int

    /// Calls `walk` for chunks of items until it returns none, runs `process` on each item on
    /// the workers (one task per batch, with a `Worker` no other batch is using: as many batches
    /// run or wait to run at once as there are `workers`), and hands each
    /// item and its result to `deliver` in input order, on the caller's isolation; `deliver`
    /// returning false stops the run (no later item is delivered). Before each walk, `idle` is
    /// called for each worker no batch is using, to let go of what it no longer needs.
    @MainActor
    func run<Item: Sendable, Result: Sendable, Worker: Sendable>(
        workers: [Worker], walk: () -> [Item], process: @escaping @Sendable (Item, Worker) async -> Result,
        deliver: (Item, Result) -> Bool, idle: (Worker) -> Void = { _ in }
    ) async {
        precondition(!workers.isEmpty && batchSize > 0 && outstandingLimit > 0)
        let batchSize = self.batchSize
        let outstandingLimit = self.outstandingLimit
        await withTaskGroup(of: (Int, [(Item, Result)], Worker).self) { group in
            // The state is one local value passed `inout`, not variables the helpers capture:
            // where the runtime's exclusivity checks are kept (debug builds), each access to a
            // captured variable is checked, about eight checks per file.
            var state = Schedule<Item, Result, Worker>(idle: workers)
            state.walkIfDue(walk, idle: idle)
            state.handOut(&group, batchSize: batchSize, outstandingLimit: outstandingLimit, process: process)
            while !state.stopped, await state.receiveNext(from: &group) {
                // The worker gets its next batch before the results are reported, so it does
                // not wait for the reporting.
                state.handOut(&group, batchSize: batchSize, outstandingLimit: outstandingLimit, process: process)
                while !state.stopped, var ready = state.window.popNext() {
                    state.outstanding -= 1
                    // Each item taken out as it is delivered, and so let go before the walk goes
                    // on: what it holds (a large app model) is not kept while the next is loaded.
                    ready.reverse()
                    while let (item, result) = ready.popLast() {
                        state.walkIfDue(walk, idle: idle)
                        guard deliver(item, result) else {
                            state.stopped = true
                            break
                        }
                        state.delivered += 1
                    }
                }
                state.walkIfDue(walk, idle: idle)
                state.handOut(&group, batchSize: batchSize, outstandingLimit: outstandingLimit, process: process)
            }
            // Stopped: the batches still running finish, and their results are dropped.
        }
    }
}

/// Where one run of `OrderedBatches` stands.
private struct Schedule<Item: Sendable, Result: Sendable, Worker: Sendable> {
    var queue: [Item] = []  // walked, not yet handed out: queue[head...]
    var head = 0
    var walked = 0  // items walked so far
    var lastChunkStart = 0  // where the last chunk walked begins
    var exhausted = false
    var delivered = 0
    var idle: [Worker]
    var window = ReorderWindow<[(Item, Result)]>()
    var handedOut = 0
    var outstanding = 0
    var stopped = false

    init(idle: [Worker]) {
        self.idle = idle
    }

    /// Walks the next chunk once every item before the last chunk walked is delivered (the
    /// first two chunks at once).
    mutating func walkIfDue(_ walk: () -> [Item], idle release: (Worker) -> Void) {
        while !exhausted, walked == 0 || delivered >= lastChunkStart {
            // Items handed out, then what the workers between batches no longer need, are let
            // go before the walk makes more: a large app model is freed once its files are
            // delivered, not kept while the walk loads the next (docs/guarantees.md, "Amplification").
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            }
            idle.forEach(release)
            let chunk = walk()
            if chunk.isEmpty {
                exhausted = true
                return
            }
            lastChunkStart = walked
            walked += chunk.count
            queue.append(contentsOf: chunk)
        }
    }

    /// Waits for a batch to finish: its worker is free, its results wait for their turn in the
    /// window. False when none is running. The results are held by the window alone, not by the
    /// caller's loop as well: delivered, they are freed before the walk goes on (they may hold
    /// a large app model; docs/guarantees.md, "Amplification").
    nonisolated(nonsending) mutating func receiveNext(from group: inout TaskGroup<(Int, [(Item, Result)], Worker)>) async -> Bool {
        guard let (place, results, worker) = await group.next() else { return false }
        idle.append(worker)
        window.insert(results, at: place)
        return true
    }

    /// Hands the walked items out, a batch to each worker free, within the limit.
    mutating func handOut(
        _ group: inout TaskGroup<(Int, [(Item, Result)], Worker)>, batchSize: Int, outstandingLimit: Int,
        process: @escaping @Sendable (Item, Worker) async -> Result
    ) {
        while !stopped, !idle.isEmpty, outstanding < outstandingLimit, head < queue.count {
            let end = min(head + batchSize, queue.count)
            let batch = Array(queue[head..<end])
            head = end
            if head > 4 * batchSize, head * 2 > queue.count {
                queue.removeFirst(head)
                head = 0
            }
            let worker = idle.removeLast()
            let place = handedOut
            group.addTask {
                var results: [(Item, Result)] = []
                results.reserveCapacity(batch.count)
                for item in batch { results.append((item, await process(item, worker))) }
                return (place, results, worker)
            }
            handedOut += 1
            outstanding += 1
        }
    }
}
