/// Fuzz target: app-model loading, then routing a few URLs through whatever loaded, and the
/// router on its own with the input as a URL.
@main
struct AppModelFuzzer {
    static func main() {
        let genius = (try? AppModelLoader.load(AppModelSource.flag("fixtures/apps/genius/pushsim.json")).model) ?? .builtInDefault
        FuzzDriver.run { bytes in
            if let loaded = try? AppModelLoader.load(bytes: bytes, source: .flag("fuzz.json")) {
                for url in ["genius://conversations/42", "x://a/b?c=d", "https://h/p/%2F", "/"] {
                    _ = loaded.model.route(url)?.explanation
                }
                let app = SimulatedApp(model: loaded.model)
                try? app.launch()
                _ = await app.open(url: "genius://conversations/42", state: .background)
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
