// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "pushsim",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "pushsim", targets: ["pushsim"]),
        .library(name: "PushSimCore", targets: ["PushSimCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // libjansson, found through pkg-config; the providers tell SwiftPM what to suggest. Its
        // header (shim.h) also wraps the two jansson macros Swift cannot import.
        .systemLibrary(
            name: "CJansson",
            pkgConfig: "jansson",
            providers: [.apt(["libjansson-dev"]), .brew(["jansson"])]
        ),
        // The commit the binary was built from, which `make` passes as a C macro (docs/releasing.md).
        .systemLibrary(name: "CBuildInfo"),
        // The per-thread arena jansson allocates its trees from (docs/performance.md).
        .target(name: "CJSONArena"),
        // The release build leaves the runtime's exclusivity checks out of the core: the
        // simulated app belongs to one task and no access stays open across a call back into
        // it, and the checks cost about a tenth of a replayed file's instructions. Debug and
        // test builds keep them, so a conflict is caught there (docs/architecture.md, "Speed
        // behind a fence").
        .target(
            name: "PushSimCore",
            dependencies: ["CJansson", "CJSONArena", "CBuildInfo"],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))],
            plugins: ["EmbedSchemas"]
        ),
        // The JSON Schemas of docs/schema/ are built into the core for `pushsim schema NAME`:
        // the plugin runs the embedder at every build, so the files there are the one copy
        // (docs/schema.md).
        .executableTarget(name: "SchemaEmbedder"),
        .plugin(name: "EmbedSchemas", capability: .buildTool(), dependencies: ["SchemaEmbedder"]),
        .executableTarget(
            name: "pushsim",
            dependencies: [
                "PushSimCore",
                // The executable, and only it, hands jansson the per-thread arena at start-up
                // (JSONArenaInstallation.swift): a library must not change its host's allocator.
                "CJansson",
                "CJSONArena",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What both test targets share: the repository root, temporary directories, a sink
        // that keeps what a renderer writes.
        .target(name: "TestSupport", dependencies: ["PushSimCore"], path: "Tests/TestSupport"),
        .testTarget(name: "PushSimCoreTests", dependencies: ["PushSimCore", "CJansson", "CJSONArena", "TestSupport"]),
        // Goldens/ and Data/ are inputs and expected outputs the tests read, not sources.
        // The executable's own code: its direct parse of deliver and validate against swift-argument-parser's.
        .testTarget(
            name: "CommandLineTests",
            dependencies: ["pushsim", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(name: "EndToEndTests", dependencies: ["PushSimCore", "TestSupport"], exclude: ["Goldens", "Data"]),
    ],
    swiftLanguageModes: [.v6]
)
