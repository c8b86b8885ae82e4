import ArgumentParser
import PushSimCore

extension PushSim {
    struct Schema: Subcommand {
        static let configuration = CommandConfiguration(
            commandName: "schema",
            abstract: "Print the JSON Schema of a file pushsim reads or writes, for editors and validators.",
            discussion: """
                NAME is payload (an APNs payload: every aps key, citing Apple's pages), app-model \
                (pushsim.json), scenario, expectations (pushsim.expect.json), output (the JSON \
                Lines of --format json) or xcstrings (a String Catalog, as pushsim reads it). Without NAME, lists the names. The schemas are built in: \
                the same bytes as docs/schema/NAME.schema.json, which make install also copies to \
                PREFIX/share/pushsim/schema. An unknown name is a usage error (exit 64).

                Examples:
                  pushsim schema payload > payload.schema.json
                  pushsim schema
                """
        )

        @Argument(help: "The schema: payload, app-model, scenario, expectations, output or xcstrings.", completion: .list(JSONSchemas.names))
        var name: String?

        @MainActor

        func execute(output: StandardStreams) async -> ExitStatus {
            SchemaCommand(name: name).run(output: output)
        }
    }
}
