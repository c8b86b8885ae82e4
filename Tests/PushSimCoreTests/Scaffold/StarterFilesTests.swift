import Testing

@testable import PushSimCore

/// What `pushsim init` writes works as written: the model loads, every payload is valid, and
/// the expectations name only payloads that exist.
@Suite("Starter files")
struct StarterFilesTests {
    @Test func theStarterAppModelLoadsWithoutWarnings() throws {
        let loaded = try AppModelLoader.load(bytes: Array(StarterAppModel.text.utf8), source: .discovered("pushsim.json"))
        #expect(loaded.warnings.isEmpty)
    }

    @Test func everyStarterPayloadIsValid() {
        for payload in StarterPayloads.files {
            #expect(check(payload.text, name: payload.name).verdict == .valid, "\(payload.name)")
        }
    }

    @Test func theExpectationsNameOnlyStarterPayloads() throws {
        let value = try JSONDecoding.decode(Array(StarterPayloads.expectations.utf8))
        let cases = try #require(value.objectValue?["cases"]?.objectValue)
        let names = Set(StarterPayloads.files.map(\.name))
        #expect(!cases.isEmpty)
        for name in cases.keys { #expect(names.contains(name), "\(name)") }
    }

    @Test(arguments: StarterCI.allCases)
    func pathsAreRelativeAndDistinct(ci: StarterCI) {
        let paths = StarterFiles.files(ci: ci).map(\.path)
        #expect(paths.count == (ci == .none ? 6 : 7))
        #expect(Set(paths).count == paths.count)
        #expect(paths.allSatisfy { !$0.hasPrefix("/") && !$0.contains("..") })
    }
}
