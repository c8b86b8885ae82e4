/// The JSON Schemas of the files pushsim reads and writes (docs/schema.md), built into the
/// binary so `pushsim schema NAME` works without the repository. Each is
/// docs/schema/NAME.schema.json byte for byte: the EmbedSchemas build plugin writes `texts`
/// from those files at every build (docs/schema.md, "Changing a schema").
public enum JSONSchemas {
    /// In the order `pushsim schema` lists them.
    public static let names = ["payload", "app-model", "scenario", "expectations", "output", "xcstrings"]

    /// The schema's text, ending in a newline; nil for a name that is not one of `names`.
    public static func text(named name: String) -> String? {
        texts[name]
    }

    /// The `$id` every schema is published under: `https://pushsim.dev/schema/NAME.schema.json`.
    public static func identifier(of name: String) -> String {
        "https://pushsim.dev/schema/\(name).schema.json"
    }
}
