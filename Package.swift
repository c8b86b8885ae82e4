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
        .target(
            name: "PushSimCore",
            dependencies: ["CJansson", "CJSONArena", "CBuildInfo"]
        ),
        .executableTarget(
            name: "pushsim",
            dependencies: [
                "PushSimCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What both test targets share: the repository root, temporary directories, a sink
        // that keeps what a renderer writes.
        .target(name: "TestSupport", dependencies: ["PushSimCore"], path: "Tests/TestSupport"),
        .testTarget(name: "PushSimCoreTests", dependencies: ["PushSimCore", "CJSONArena", "TestSupport"]),
        // Goldens/ and Data/ are inputs and expected outputs the tests read, not sources.
        // The executable's own code: its direct parse of deliver and validate against swift-argument-parser's.
        .testTarget(
            name: "CommandLineTests",
            dependencies: ["pushsim", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(name: "EndToEndTests", dependencies: ["PushSimCore", "TestSupport"], exclude: ["Goldens", "Data"]),
    ],
    swiftLanguageModes: [.v6]
)
