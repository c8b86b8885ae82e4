/// The app model `pushsim init` writes: a small app that uses every section of the format
/// (docs/app-model.md), loads with no warning, and is meant to be edited into the real app.
enum StarterAppModel {
    static let text = #"""
        {
          "$schema": "https://pushsim.dev/schema/app-model.schema.json",
          "schemaVersion": 1,
          "app": {
            "name": "MyApp",
            "bundleId": "com.example.myapp",
            "urlSchemes": ["myapp"]
          },
          "payload": {
            "eventTypeKey": "event_type",
            "objectIdKey": "object_id",
            "routingUrlKey": "url"
          },
          "events": {
            "new_message": {
              "hierarchy": "Inbox > Conversation(:id)",
              "load": { "model": "Conversation", "idFormat": "int", "missing": ["404"] }
            },
            "order_shipped": {
              "hierarchy": "Orders > Order(:id)",
              "load": { "model": "Order", "idFormat": "int" }
            }
          },
          "screens": {
            "Inbox": { "observes": ["new_message"] },
            "Conversation": {
              "suppresses": [{ "event": "new_message", "when": "sameObject" }],
              "responds": [{ "event": "new_message", "when": "sameObject" }],
              "observes": ["new_message"]
            },
            "Orders": { "observes": ["order_shipped"] },
            "Order": { "responds": [{ "event": "order_shipped", "when": "sameObject" }] },
            "Settings": {}
          },
          "launch": {
            "stack": "Inbox",
            "tabs": [{ "screen": "Orders", "viewLoaded": false }]
          },
          "categories": {
            "MESSAGE": {
              "actions": [
                { "id": "REPLY", "title": "Reply", "textInput": true },
                { "id": "MARK_READ", "title": "Mark as Read" }
              ],
              "customDismiss": true
            },
            "ORDER": {
              "actions": [{ "id": "TRACK", "title": "Track", "foreground": true }]
            }
          },
          "strings": {
            "ORDER_SHIPPED_TITLE": "Your order shipped",
            "ORDER_SHIPPED_BODY": "Order %@ is on its way"
          },
          "registration": {
            "method": "POST",
            "path": "/v1/devices",
            "parameters": { "token": "{token}", "platform": "ios" }
          },
          "routes": [
            { "name": "conversation", "pattern": "/conversations/:id", "event": "new_message", "types": { "id": "int" } },
            { "name": "order", "pattern": "/orders/:id", "event": "order_shipped", "types": { "id": "int" } },
            { "name": "settings", "pattern": "/settings", "hierarchy": "Settings", "scheme": "myapp" }
          ],
          "routing": {
            "fallbackToGlobal": ["myapp"]
          }
        }
        """# + "\n"
}
