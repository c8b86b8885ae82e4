extension NavigationLayout {
    /// `description`, appended: the selected tab's stack and the modals over it, `" ^ "` between.
    func appendDescription(to out: inout TextBuffer) {
        tabs[0].appendDescription(to: &out)
        for modal in modals {
            out.append(" ^ ")
            modal.appendDescription(to: &out)
        }
    }
}

extension StackDescription {
    /// `description`, appended: `Inbox > Conversation(42)`, an id quoted as `StackArgument` says.
    func appendDescription(to out: inout TextBuffer) {
        for index in screens.indices {
            if index > 0 { out.append(" > ") }
            let screen = screens[index]
            out.append(screen.name)
            if let argument = screen.argument {
                out.append(ascii: UInt8(ascii: "("))
                out.append(StackArgument.text(argument))
                out.append(ascii: UInt8(ascii: ")"))
            }
        }
    }
}
