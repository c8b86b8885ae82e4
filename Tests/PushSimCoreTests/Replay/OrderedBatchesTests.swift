#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing

@testable import PushSimCore

/// With several jobs the workers take small batches as they finish one and the results come
/// back in input order (docs/replay.md, "Scale"; docs/performance.md, "`--jobs 2`").
@Suite("Replay workers as a stream")
@MainActor
struct OrderedBatchesTests {
    @Test func aWindowHandsOnInOrderWhateverOrderItReceives() {
        var window = ReorderWindow<String>()
        window.insert("c", at: 2)
        window.insert("b", at: 1)
        #expect(window.popNext() == nil)
        #expect(window.count == 2)
        window.insert("a", at: 0)
        #expect(window.popNext() == "a")
        #expect(window.popNext() == "b")
        #expect(window.popNext() == "c")
        #expect(window.popNext() == nil)
        window.insert("e", at: 4)
        #expect(window.popNext() == nil)
        window.insert("d", at: 3)
        #expect([window.popNext(), window.popNext()] == ["d", "e"])
        #expect(window.count == 0 && window.next == 5)
    }

    /// What one run of `OrderedBatches` did, in the order it happened on the caller's side.
    final class Log {
        var events: [String] = []
        var walkedChunks = 0
        var delivered: [Int] = []
        /// Items walked and not yet delivered, at most.
        var mostWaiting = 0
    }

    /// Items 0..<count in chunks of `chunk`; the work of item i takes longer the earlier it is
    /// in its batch's group, so later batches often finish first.
    func replay(count: Int, chunk: Int, jobs: Int, batchSize: Int, stopAt: Int? = nil) async -> Log {
        MainActor.preconditionIsolated()
        let log = Log()
        var next = 0
        let stream = OrderedBatches(batchSize: batchSize, outstandingLimit: 4 * jobs)
        await stream.run(
            workers: Array(0..<jobs),
            walk: {
                MainActor.preconditionIsolated()
                let end = min(next + chunk, count)
                defer { next = end }
                if end > next {
                    log.walkedChunks += 1
                    log.events.append("walk \(log.walkedChunks - 1)")
                }
                log.mostWaiting = max(log.mostWaiting, end - log.delivered.count)
                return Array(next..<end)
            },
            process: { item, worker in
                // Earlier batches sleep longer, so batches finish out of order.
                usleep(useconds_t(((item / batchSize) % 3 == 0 ? 300 : 20) + worker))
                return item * 10
            },
            deliver: { item, result in
                MainActor.preconditionIsolated()
                if item == stopAt { return false }
                #expect(result == item * 10)
                log.delivered.append(item)
                if item % chunk == 0 { log.events.append("deliver \(item / chunk)") }
                return true
            })
        return log
    }

    @Test(arguments: [1, 2, 3, 8])
    func everyItemIsDeliveredOnceInInputOrder(jobs: Int) async {
        let log = await replay(count: 1000, chunk: 100, jobs: jobs, batchSize: 7)
        #expect(log.delivered == Array(0..<1000))
        #expect(log.walkedChunks == 10)
    }

    /// Chunk c+1 is walked after the last item of chunk c-1 is delivered and before the first
    /// of chunk c, as with one job: what the walk reports keeps its place among the results.
    @Test func theWalkKeepsItsPlaceAmongTheResults() async {
        let log = await replay(count: 500, chunk: 100, jobs: 2, batchSize: 8)
        #expect(log.events == [
            "walk 0", "walk 1", "deliver 0", "walk 2", "deliver 1", "walk 3", "deliver 2", "walk 4", "deliver 3", "deliver 4",
        ])
    }

    /// Memory is bounded by two chunks of walked items, however many items there are.
    @Test func memoryStaysBoundedByTwoChunks() async {
        let log = await replay(count: 3000, chunk: 64, jobs: 4, batchSize: 5)
        #expect(log.delivered.count == 3000)
        #expect(log.mostWaiting <= 2 * 64)
    }

    @Test func aStopDeliversNothingAfterIt() async {
        let log = await replay(count: 600, chunk: 100, jobs: 2, batchSize: 8, stopAt: 250)
        #expect(log.delivered == Array(0..<250))
    }

    @Test func anEmptyWalkDeliversNothing() async {
        let log = await replay(count: 0, chunk: 100, jobs: 2, batchSize: 8)
        #expect(log.delivered.isEmpty && log.walkedChunks == 0)
    }
}
