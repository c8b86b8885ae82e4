/// Fuzz target: app-model loading, then routing a few URLs through whatever loaded, a push
/// delivered to it in two states (parameters, conditions, variants, presentation), and the
/// router on its own with the input as a URL.
@main
struct AppModelFuzzer {
    static func main() {
        let genius = (try? AppModelLoader.load(AppModelSource.flag("fixtures/apps/genius/pushsim.json")).model) ?? .builtInDefault
        // A push with the keys the fixture models read, so conditions and variants run.
        let push = Array(
            #"{"aps": {"alert": "hi", "badge": 2}, "type": "message", "event_type": "new_message", "channel_id": "c1", "root_id": "r1", "is_crt_enabled": true, "sub_type": "calls", "server_id": "s", "object_id": "42"}"#
                .utf8)
        FuzzDriver.run { bytes in
            if let loaded = try? AppModelLoader.load(bytes: bytes, source: .flag("fuzz.json")) {
                for url in ["genius://conversations/42", "x://a/b?c=d", "https://h/p/%2F", "/"] {
                    _ = loaded.model.route(url)?.explanation
                }
                let app = SimulatedApp(model: loaded.model)
                try? app.launch()
                _ = await app.open(url: "genius://conversations/42", state: .background)
                let check = PayloadChecker().check(bytes: push, source: .path("push.json"))
                for state in [AppState.active, .background] {
                    let fresh = SimulatedApp(model: loaded.model)
                    try? fresh.launch()
                    _ = await fresh.deliver(check, state: state, tap: .default)
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            _ = genius.route(text)?.explanation
            _ = try? StackDescription.parse(text)
            _ = try? HierarchyTemplate.parse(text)
            _ = try? DeviceToken.parse(text)
            _ = LocalizedText.format(text, arguments: ["a", "b"])
        }
    }
}
