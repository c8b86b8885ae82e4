/// Fuzz target: decode → validate → deliver, in every state, to the Genius-like app.
@main
struct PayloadFuzzer {
    static func main() {
        let model = (try? AppModelLoader.load(AppModelSource.flag("fixtures/apps/genius/pushsim.json")).model) ?? .builtInDefault
        FuzzDriver.run { bytes in
            let check = PayloadChecker().check(bytes: bytes, source: .path("fuzz.json"))
            for state in AppState.allCases {
                let report = await DeliverCommand.deliver(
                    check, model: model, state: state, stack: try? NavigationLayout.parse("Inbox > Conversation(42)"), tap: nil, badge: 1)
                _ = DeliveryText.line(report)
                _ = JSONWriter.string(DeliveryJSON.record(report, app: model))
            }
            _ = ValidationText.lines(check)
        }
    }
}
