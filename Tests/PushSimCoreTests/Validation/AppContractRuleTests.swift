import Testing

@testable import PushSimCore

/// `validate --app`: each reason of the app's contract, its severity and its place
/// (docs/validation.md, "Against the app: --app").
@Suite("validate --app: the app's contract")
struct AppContractRuleTests {
    static let model: AppModel = {
        let text = #"""
            {
              "schemaVersion": 2,
              "app": {"name": "Shop", "urlSchemes": ["shop"]},
              "payload": {"eventTypeKey": "event", "objectIdKey": "order.id", "routingUrlKey": "url"},
              "parameters": {
                "store": {"key": "store_id", "required": true},
                "count": {"key": "count", "type": "int"},
                "code": {"key": "promo_code"}
              },
              "events": {
                "order_shipped": {"hierarchy": "Orders > Order(:id)", "load": {"model": "Order", "idFormat": "int", "missing": ["404"]}},
                "promo": {"hierarchy": "Promo(:code)"},
                "news": {"hierarchy": "Home"}
              },
              "screens": {"Home": {}, "Orders": {}, "Order": {}, "Promo": {}},
              "categories": {"ORDER": {"actions": [{"id": "TRACK", "title": "Track"}]}},
              "strings": {"SHIPPED_TITLE": "Shipped", "SHIPPED_BODY": "Order %@ shipped"},
              "routes": [{"name": "order", "pattern": "/orders/:id", "event": "order_shipped", "types": {"id": "int"}}]
            }
            """#
        return try! AppModelLoader.load(bytes: Array(text.utf8), source: .flag("shop.json")).model
    }()

    private func check(_ text: String, headers: RequestHeaders = RequestHeaders(), app: AppModel? = model) -> PayloadCheck {
        PayloadChecker(headers: headers, app: app).check(bytes: Array(text.utf8), source: .path("push.json"))
    }

    private let alert = #""aps": {"alert": {"title": "Shipped", "body": "on its way"}}"#

    @Test func aPayloadThatFitsHasNoFindingAndSaysItWasChecked() {
        let result = check(#"{\#(alert), "event": "order_shipped", "order": {"id": 42}, "store_id": "s1"}"#)
        #expect(result.findings == [])
        #expect(result.verdict == .valid)
        #expect(result.appContract == AppContract(appName: "Shop", source: .flag("shop.json")))
        #expect(result.summary.hasSuffix("; checked against app Shop)"))
    }

    /// Sent as push type background, an alert is not shown, so nothing can be tapped: where a tap
    /// would lead is not the app's contract (docs/delivery.md, "A push of type background that
    /// carries a badge"), as `deliver` never opens it.
    @Test func aPushOfTypeBackgroundIsNeverOpened() {
        let payload = #"{"aps": {"alert": "Shipped", "content-available": 1}, "event": "order_shipped", "store_id": "s1"}"#
        #expect(check(payload).errors == ["MissingObjectID@/order/id"])
        let background = check(payload, headers: RequestHeaders(pushType: "background", priority: "5"))
        #expect(background.errors == [])
        #expect(background.warnings == ["BackgroundPushNotSilent@/aps"])
    }

    @Test func withoutAnAppNothingOfTheContractIsChecked() {
        let result = check(#"{\#(alert), "event": "bogus"}"#, app: nil)
        #expect(result.findings == [])
        #expect(result.appContract == nil)
        #expect(!result.summary.contains("app"))
    }

    @Test func anUndeclaredEventTypeIsAnErrorAtItsValue() {
        let result = check("{\(alert),\n \"event\": \"order_shiped\", \"store_id\": \"s1\"}")
        #expect(result.errors == ["UnknownEventType@/event"])
        #expect(result.diagnostics[0].reason?.source == .app)
        #expect(result.diagnostics[0].position?.description == "2:11")
        #expect(result.diagnostics[0].message.contains(#"(did you mean "order_shipped"?)"#))
        // A number is no event type the app knows either.
        #expect(check(#"{\#(alert), "event": 7, "store_id": "s1"}"#).errors == ["UnknownEventType@/event"])
    }

    @Test func anUndeclaredEventTypeBesideARoutingURLIsAWarning() {
        let result = check(#"{\#(alert), "event": "shipped", "url": "shop://orders/42", "store_id": "s1"}"#)
        #expect(result.warnings == ["UnknownEventType@/event"])
        #expect(result.errors == [])
    }

    @Test func aMissingObjectIDIsAnErrorAtTheObjectThatShouldHoldIt() {
        let result = check("{\(alert), \"event\": \"order_shipped\", \"store_id\": \"s1\",\n \"order\": {}}")
        #expect(result.errors == ["MissingObjectID@/order/id"])
        #expect(result.diagnostics[0].position?.description == "2:11")
        #expect(result.diagnostics[0].message == #"Orders > Order(:id) needs an object id and the payload has no "order.id""#)
    }

    @Test func anObjectIDNotInTheLoadsFormatIsAnError() {
        let result = check(#"{\#(alert), "event": "order_shipped", "order": {"id": "A-42"}, "store_id": "s1"}"#)
        #expect(result.errors == ["ObjectIDWrongFormat@/order/id"])
        #expect(result.diagnostics[0].message.contains(#"Order id "A-42" is not an integer"#))
        // An id the app's data lacks is not the payload's fault: deliver's load-failed, no finding.
        #expect(check(#"{\#(alert), "event": "order_shipped", "order": {"id": 404}, "store_id": "s1"}"#).findings == [])
    }

    @Test func anObjectIDOfAnotherJSONTypeIsAnError() {
        let result = check(#"{\#(alert), "event": "order_shipped", "order": {"id": true}, "store_id": "s1"}"#)
        #expect(result.errors == ["ObjectIDWrongFormat@/order/id"])
        #expect(result.diagnostics[0].message.contains("a non-empty string or an integer"))
    }

    @Test func aRequiredParameterMissingIsAnError() {
        let result = check(#"{\#(alert), "event": "news"}"#)
        #expect(result.errors == ["MissingParameter@/store_id"])
        #expect(result.diagnostics[0].message == #"parameter store: the payload has no "store_id" (parameter store is required)"#)
    }

    @Test func aParameterOfTheWrongTypeIsAnError() {
        let result = check(#"{\#(alert), "event": "news", "store_id": "s1", "count": "many"}"#)
        #expect(result.errors == ["ParameterWrongType@/count"])
        #expect(result.diagnostics[0].message.contains("not an integer"))
    }

    @Test func aHierarchyArgumentNothingSuppliesIsAMissingParameter() {
        let result = check(#"{\#(alert), "event": "promo", "store_id": "s1"}"#)
        #expect(result.errors == ["MissingParameter@/promo_code"])
        #expect(result.diagnostics[0].message == #"Promo(:code) needs the parameter "code", which nothing supplies"#)
    }

    @Test func aRoutingURLNoRouteMatchesIsAnError() {
        let result = check(#"{\#(alert), "event": "order_shipped", "url": "shop://orders/abc", "store_id": "s1"}"#)
        #expect(result.errors == ["UnroutableURL@/url"])
        #expect(result.diagnostics[0].message.hasPrefix(#"no route matched "shop://orders/abc""#))
    }

    @Test func aRoutingURLSuppliesTheObjectID() {
        let result = check(#"{\#(alert), "event": "order_shipped", "url": "shop://orders/42", "store_id": "s1"}"#)
        #expect(result.findings == [])
    }

    @Test func whereATapLeadsIsCheckedOnlyWhenThereIsSomethingToTap() {
        // A silent push opens nothing: no object id is needed, and its URL is never followed.
        let silent = check(#"{"aps": {"content-available": 1}, "event": "order_shipped", "url": "shop://nowhere", "store_id": "s1"}"#)
        #expect(silent.findings == [])
    }

    @Test func anUnregisteredCategoryIsAWarning() {
        let result = check(#"{"aps": {"alert": "x", "category": "ORDERS"}, "event": "news", "store_id": "s1"}"#)
        #expect(result.warnings == ["UnknownCategory@/aps/category"])
        #expect(result.verdict == .valid)
        #expect(result.diagnostics[0].message.contains(#"(did you mean "ORDER"?)"#))
        #expect(check(#"{"aps": {"alert": "x", "category": "ORDER"}, "event": "news", "store_id": "s1"}"#).findings == [])
    }

    @Test func everyLocKeyMissingFromTheStringsTableIsAnError() {
        let result = check(
            #"{"aps": {"alert": {"title-loc-key": "SHIPPED_TITEL", "subtitle-loc-key": "NOPE", "loc-key": "SHIPPED_BODY", "loc-args": ["1"]}}, "event": "news", "store_id": "s1"}"#)
        #expect(result.errors == ["UnknownLocKey@/aps/alert/title-loc-key", "UnknownLocKey@/aps/alert/subtitle-loc-key"])
        #expect(result.diagnostics[0].message.contains("iOS would show the key itself"))
    }

    @Test func severalFaultsOfOnePayloadAreAllReportedInFileOrder() {
        let result = check(
            #"{"aps": {"alert": {"loc-key": "SHIPPED"}, "category": "X"}, "event": "order_shipped", "order": {"id": "A"}, "count": 1.5}"#)
        #expect(
            result.findings == [
                // A missing key is placed at the object that should hold it: here the payload.
                "MissingParameter@/store_id", "UnknownLocKey@/aps/alert/loc-key", "UnknownCategory@/aps/category", "ObjectIDWrongFormat@/order/id",
                "ParameterWrongType@/count",
            ])
        #expect(result.verdict == .invalid)
    }

    @Test func pushTypesThatDoNotReachTheAppAreNotChecked() {
        var headers = RequestHeaders()
        headers.pushType = "voip"
        let result = check(#"{"aps": {}, "event": "bogus"}"#, headers: headers)
        #expect(result.findings.filter { $0.hasPrefix("Unknown") } == [])
        #expect(result.appContract?.checked == false)
        #expect(result.appContract?.notCheckedBecause == "push type voip does not reach the app")
    }

    @Test func aFileWithNoPayloadSaysItWasNotChecked() {
        let result = check("[1]")
        #expect(result.appContract?.notCheckedBecause == "the file holds no payload")
    }

    @Test func anAppWithTheCriticalAlertsEntitlementHasIt() throws {
        let text = #"{"schemaVersion": 2, "app": {"name": "Glucose"}, "entitlements": {"criticalAlerts": true}, "events": {"low": {"hierarchy": "Home"}}, "screens": {"Home": {}}}"#
        let glucose = try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("g.json")).model
        let payload = #"{"aps": {"alert": "low", "interruption-level": "critical"}, "event_type": "low"}"#
        #expect(check(payload, app: nil).warnings == ["CriticalAlertNeedsEntitlement@/aps/interruption-level"])
        #expect(check(payload, app: glucose).findings == [])
    }

    @Test func everyContractReasonIsTheApps() {
        #expect(Reason.appContract.allSatisfy { $0.source == .app })
        #expect(Reason.all.filter { $0.source == .app } == Reason.appContract)
    }
}
