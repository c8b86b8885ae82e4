/// How a command was told which app model to use, and where to look for one.
package struct AppModelChoice: Sendable {
    package var flag: String?
    package var environment: String?
    package var directory: String

    package init(flag: String?, environment: String?, directory: String) {
        self.flag = flag
        self.environment = environment
        self.directory = directory
    }
}
