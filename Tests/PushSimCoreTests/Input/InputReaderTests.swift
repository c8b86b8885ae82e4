#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing

@testable import PushSimCore

@Suite("Reading inputs with a cap")
struct InputReaderTests {
    let directory: String = {
        var template = Array("/tmp/pushsim-input-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }()

    private func write(_ name: String, _ text: String) -> String {
        let path = directory + "/" + name
        let file = fopen(path, "w")!
        fputs(text, file)
        fclose(file)
        return path
    }

    private func failure(_ source: InputSource, reader: InputReader = InputReader(cap: 1024)) -> InputError? {
        do {
            _ = try reader.read(source)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsAWholeFile() throws {
        let path = write("p.json", "{\"aps\":{}}")
        #expect(try InputReader(cap: 1024).read(.path(path)) == Array("{\"aps\":{}}".utf8))
    }

    @Test(arguments: [0, 1, 4095, 4096, 4097, 65_536, 70_001])
    func readsRegularFilesOfEverySizeExactly(size: Int) throws {
        let text = String((0..<size).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) })
        let path = write("sized-\(size).json", text)
        #expect(try InputReader(cap: 70_001).read(.path(path)) == Array(text.utf8))
    }

    #if os(Linux)
        /// /proc files are regular files whose `fstat` size is 0: the bytes past the size must
        /// still be read, and still under the cap.
        @Test func readsARegularFileLongerThanItsStatedSize() throws {
            let text = String(decoding: try InputReader(cap: 1024 * 1024).read(.path("/proc/self/maps")), as: UTF8.self)
            #expect(text.count > 100)
            #expect(text.hasSuffix("\n"))
            #expect(failure(.path("/proc/self/maps"), reader: InputReader(cap: 16))?.kind == .tooLarge(size: 17, cap: 16, exact: false))
        }
    #endif

    @Test func refusesARegularFileOverTheCapWithoutReadingIt() {
        let path = directory + "/huge.json"
        let descriptor = open(path, O_CREAT | O_WRONLY, 0o644)
        ftruncate(descriptor, 10 * 1024 * 1024 * 1024)  // a sparse 10 GB file
        close(descriptor)
        #expect(failure(.path(path))?.kind == .tooLarge(size: 10 * 1024 * 1024 * 1024, cap: 1024, exact: true))
    }

    @Test func stopsReadingAnEndlessDeviceAtTheCap() {
        #expect(failure(.path("/dev/zero"))?.kind == .tooLarge(size: 1025, cap: 1024, exact: false))
    }

    @Test func aFIFOWithNoWriterReadsAsEmptyInsteadOfHanging() throws {
        let path = directory + "/fifo"
        #expect(mkfifo(path, 0o644) == 0)
        #expect(try InputReader(cap: 1024).read(.path(path)).isEmpty)
    }

    @Test func aFIFOWhoseWriterNeverWritesTimesOut() throws {
        let path = directory + "/silent-fifo"
        #expect(mkfifo(path, 0o644) == 0)
        // Hold a writer open (non-blocking read end first, so neither open waits).
        let keepOpen = open(path, O_RDONLY | O_NONBLOCK)
        let writer = open(path, O_WRONLY | O_NONBLOCK)
        defer {
            close(writer)
            close(keepOpen)
        }
        #expect(writer >= 0)
        #expect(failure(.path(path), reader: InputReader(cap: 1024, idleTimeoutSeconds: 1))?.kind == .timedOut(seconds: 1))
    }

    @Test func namesDirectoriesMissingFilesAndSymlinkLoops() {
        let named = directory + "/x.json"
        mkdir(named, 0o755)
        #expect(failure(.path(named))?.kind == .isDirectory)
        #expect(failure(.path(directory + "/missing.json"))?.kind == .notFound)
        symlink(directory + "/loop-b", directory + "/loop-a")
        symlink(directory + "/loop-a", directory + "/loop-b")
        #expect(failure(.path(directory + "/loop-a"))?.kind == .symlinkLoop)
        symlink(directory + "/nowhere", directory + "/dangling")
        #expect(failure(.path(directory + "/dangling"))?.kind == .notFound)
    }

    @Test func mapsPermissionErrors() {
        #expect(InputReader.error(errno: EACCES).kind == .permissionDenied)
        #expect(InputReader.error(errno: EACCES).reason == "permission denied")
    }

    @Test(.enabled(if: getuid() != 0, "root reads every file")) func reportsPermissionDenied() {
        let path = write("secret.json", "{}")
        chmod(path, 0)
        #expect(failure(.path(path))?.kind == .permissionDenied)
    }

    @Test func knowsTheExtensionForApnsFiles() {
        #expect(InputSource.path("a/b/push.APNS").pathExtension == "apns")
        #expect(InputSource.path("a.b/noext").pathExtension == nil)
        #expect(InputSource(argument: "-") == .standardInput)
    }
}
