import Testing
import TestSupport

@testable import PushSimCore

/// The login screens a session declares must be showable whenever the user logs out — outside
/// a notification too (a handler, a scenario's `set`, `--set`): an argument can only be the
/// session's account, which the active account fills (docs/app-model.md, "Session and
/// accounts"; issue 27, item 5).
@Suite("Session login screens: checks")
struct SessionLoginModelTests {
    static func text(login: String, session: String = #""accountParameter": "server", "activeAccountState": "activeServer""#) -> String {
        #"""
        {
          "schemaVersion": 2,
          "app": {"name": "Chat"},
          "parameters": {"server": {"key": "server_id"}, "team": {"key": "team_id"}},
          "state": {"loggedIn": true, "activeServer": "srvA"},
          "session": {"login": "LOGIN", SESSION},
          "events": {"message": {"hierarchy": "Home"}},
          "screens": {"Home": {}, "Login": {}, "Welcome": {}},
          "launch": {"stack": "Home"}
        }
        """#.replacing("LOGIN", with: login).replacing("SESSION", with: session)
    }

    private func issues(_ text: String) -> [Diagnostic] {
        do {
            _ = try AppModelLoader.load(bytes: Array(text.utf8), source: .flag("chat.json"))
            return []
        } catch {
            return error.issues
        }
    }

    @Test(arguments: ["Login", "Login(:server)", "Welcome > Login(:server)", "Login(:team?)", "Login(eu)"])
    func aLoginTheActiveAccountCanFillLoads(_ login: String) {
        #expect(issues(Self.text(login: login)).isEmpty)
    }

    @Test func anArgumentNothingFillsOutsideAPushIsRefusedWhereItIsWritten() throws {
        let text = Self.text(login: "Login(:team)")
        let issue = try #require(issues(text).first)
        #expect(issue.pointer?.description == "/session/login")
        #expect(
            issue.message
                == #"Login(:team): "team" has no value when the user logs out outside a notification (a handler, a scenario's "set", --set): a login screen's argument can only be the session's accountParameter ("server"), which the active account fills; make it optional (:team?) or fixed"#
        )
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(#""login""#) }
        #expect(issue.position?.line == line.map { $0 + 1 })
    }

    @Test func withoutAnAccountParameterNoArgumentCanBeFilled() throws {
        let issue = try #require(issues(Self.text(login: "Login(:server)", session: #""afterLogin": "stay""#)).first)
        #expect(
            issue.message
                == #"Login(:server): "server" has no value when the user logs out outside a notification (a handler, a scenario's "set", --set): a login screen's argument can only be the session's accountParameter, which the active account fills, and this session declares none; make it optional (:server?) or fixed"#
        )
    }

    @Test func theActiveAccountMustBeAStateTheModelDeclares() throws {
        let issue = try #require(issues(Self.text(login: "Login(:server)", session: #""accountParameter": "server""#)).first)
        #expect(issue.pointer?.description == "/session/login")
        #expect(
            issue.message
                == #"Login(:server): the active account fills "server", and "state" declares no "activeAccount" (the session's activeAccountState): declare it with the account the app starts on (the state has loggedIn, activeServer)"#
        )
    }
}
