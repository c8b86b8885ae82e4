#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

/// `--badge N` is the count on the app's icon before the push, in every state: the badge
/// belongs to the home screen, not to the app's process, so an app that is not running (or
/// that the user force-quit) still shows the count it last had
/// (https://developer.apple.com/documentation/usernotifications/unnotificationcontent/badge:
/// "When the value in this property is nil, the system leaves the current badge unchanged").
/// docs/delivery.md, "Badge" (issue 27, item 6).
@Suite("--badge in every state")
struct BadgeFlagEndToEndTests {
    static let payload = "fixtures/payloads/valid/plain-alert.json"

    static func badges(_ payload: String, state: String) throws -> (before: JSONValue?, after: JSONValue?) {
        let run = try Binary.run(["deliver", payload, "--state", state, "--tap", "none", "--badge", "5", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let record = try JSONDecoding.decode(Array(run.stdout.utf8)).objectValue
        return (record?["badgeBefore"], record?["badgeAfter"])
    }

    @Test(arguments: ["not-running", "force-quit", "background", "active"])
    func theCountBeforeThePushIsTheFlags(_ state: String) throws {
        let (before, _) = try Self.badges(Self.payload, state: state)
        #expect(before == .integer(5))
    }

    /// A push without a badge leaves the icon's count as it was, running or not.
    @Test(arguments: ["not-running", "force-quit"])
    func aPushWithoutABadgeLeavesTheCountTheAppHad(_ state: String) throws {
        let (_, after) = try Self.badges("fixtures/apps/mattermost/payloads/test-push.json", state: state)
        #expect(after == .integer(5))
    }

    /// The page says what pushsim does: no sentence that `--badge` has no effect, and an
    /// example, run by DocsExamplesTests, of `--badge` with `not-running`.
    @Test func theDeliveryPageSaysSo() throws {
        let page = try readRepositoryFile("docs/delivery.md")
        #expect(!page.contains("`--badge` has no effect"))
        #expect(!page.contains("(with `not-running`, nothing runs until the tap launches the app)"))
        #expect(page.contains("--state not-running --tap none --badge 5"))
    }
}
