import PushSimCore
import Testing
import TestSupport

/// A manifest's `"$schema"` line survives `replay --update` (docs/schema.md).
@Suite("Expectation manifest $schema")
struct ExpectationManifestSchemaTests {
    @Test func theSchemaLineIsKeptWhenTheManifestIsRewritten() throws {
        let directory = TemporaryDirectory()
        let text = """
            {
              "$schema": "https://pushsim.dev/schema/expectations.schema.json",
              "schemaVersion": 1,
              "cases": {
                "a.json": {"outcome":"routed"}
              }
            }

            """
        directory.file("pushsim.expect.json", text)
        let manifest = try ExpectationManifest.load(directory: directory.path)
        #expect(manifest.schema == "https://pushsim.dev/schema/expectations.schema.json")
        #expect(manifest.text() == text)
    }

    @Test func aManifestWithoutOneGetsNone() {
        let manifest = ExpectationManifest(path: "pushsim.expect.json")
        #expect(manifest.text().contains("$schema") == false)
    }
}
