@testable import PushSimCore
import TestSupport

/// Loads a fixture app model by name (fixtures/apps/NAME/pushsim.json).
func fixtureApp(_ name: String) throws -> AppModel {
    let path = "fixtures/apps/\(name)/pushsim.json"
    return try AppModelLoader.load(bytes: Array(try readRepositoryFile(path).utf8), source: .flag(path)).model
}

/// Delivers payload text to a fresh app of `model`.
@MainActor
func deliver(
    _ payload: String, to model: AppModel, state: AppState, stack: String? = nil, tap: TapAction? = nil, badge: Int64? = nil
) async throws -> DeliveryReport {
    let check = PayloadChecker().check(bytes: Array(payload.utf8), source: .path("test.json"))
    return await SimulatedApp.deliver(
        check, model: model, state: state, stack: try stack.map { try NavigationLayout.parse($0) }, tap: tap, badge: badge)
}

/// A Genius new-message push for a conversation.
func geniusMessage(_ conversation: Int, category: String = "MESSAGE") -> String {
    #"{"aps":{"alert":{"title-loc-key":"NEW_MESSAGE_TITLE","title-loc-args":["Alice"],"loc-key":"NEW_MESSAGE_BODY","loc-args":["Alice","2"]},"badge":3,"category":""#
        + category + #""},"event_type":"new_message","genius":{"conversation_id":\#(conversation)}}"#
}
