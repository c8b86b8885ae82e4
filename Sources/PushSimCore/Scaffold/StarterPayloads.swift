/// The example payloads `pushsim init` writes beside the starter app model, and their
/// expectations: one routed, one suppressed, one toast with localized text, one deep link.
/// Each file names its JSON Schema in `$schema`, for editors (docs/schema.md); in a payload it
/// is a custom key like any other.
enum StarterPayloads {
    /// File name and contents, in the order they are listed.
    static let files: [(name: String, text: String)] = [
        ("new-message.json", #"""
            {
              "$schema": "https://pushsim.dev/schema/payload.schema.json",
              "aps": {
                "alert": { "title": "Alice", "body": "Are we still on for tonight?" },
                "sound": "default",
                "badge": 1,
                "category": "MESSAGE",
                "thread-id": "conversation-42"
              },
              "event_type": "new_message",
              "object_id": 42
            }
            """# + "\n"),
        ("new-message-conversation-open.json", #"""
            {
              "$schema": "https://pushsim.dev/schema/payload.schema.json",
              "aps": {
                "alert": { "title": "Alice", "body": "Are we still on for tonight?" },
                "sound": "default",
                "badge": 1,
                "category": "MESSAGE",
                "thread-id": "conversation-42"
              },
              "event_type": "new_message",
              "object_id": 42
            }
            """# + "\n"),
        ("order-shipped.json", #"""
            {
              "$schema": "https://pushsim.dev/schema/payload.schema.json",
              "aps": {
                "alert": {
                  "title-loc-key": "ORDER_SHIPPED_TITLE",
                  "loc-key": "ORDER_SHIPPED_BODY",
                  "loc-args": ["1187"]
                },
                "sound": "default",
                "category": "ORDER"
              },
              "event_type": "order_shipped",
              "object_id": 1187
            }
            """# + "\n"),
        ("order-link.json", #"""
            {
              "$schema": "https://pushsim.dev/schema/payload.schema.json",
              "aps": {
                "alert": { "title": "Track your order", "body": "Order 1187 arrives tomorrow" }
              },
              "url": "myapp://orders/1187"
            }
            """# + "\n"),
    ]

    /// The manifest, as `pushsim replay --update` wrote it for these payloads: a replay of a
    /// fresh scaffold passes (Tests/EndToEndTests/InitEndToEndTests.swift checks it still does).
    static let expectations = #"""
        {
          "$schema": "https://pushsim.dev/schema/expectations.schema.json",
          "schemaVersion": 1,
          "defaults": {"state":"background"},
          "cases": {
            "new-message-conversation-open.json": {"state":"active","stack":"Inbox > Conversation(42)","outcome":"suppressed","suppressedBy":"Conversation(42)"},
            "new-message.json": {"outcome":"routed","stackAfter":"Inbox > Conversation(42)"},
            "order-link.json": {"outcome":"routed","stackAfter":"Orders > Order(1187)"},
            "order-shipped.json": {"state":"active","outcome":"toast","toast":"Your order shipped — Order 1187 is on its way"}
          }
        }
        """# + "\n"
}
