import ArgumentParser
import PushSimCore

/// `deliver --badge N`: the app's badge count before the push, an integer of at least 0, refused
/// with the wording every place that takes a badge uses (`BadgeCount`, docs/delivery.md). The
/// direct parse decodes with it too, so both ways in refuse the same values.
enum BadgeOption {
    static func parse(_ text: String) throws -> Int64 {
        switch BadgeCount.parse(text) {
        case .success(let count): return count
        case .failure(let problem): throw ValidationError(problem.message)
        }
    }
}
