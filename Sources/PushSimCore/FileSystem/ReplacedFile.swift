#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The regular file a write replaces: its permissions, owner and group, which the new file
/// keeps, as editors and `sed -i` keep them — a 0600 manifest stays private, a file of another
/// user stays theirs where the process may give it to them (root may) — and whether it may be
/// replaced at all (docs/guarantees.md, "Nothing lost when writing").
struct ReplacedFile {
    /// The permission bits, with set-user-ID, set-group-ID and sticky.
    var mode: mode_t
    var owner: uid_t
    var group: gid_t

    /// The regular file at `path` itself (a link is not followed), or nil when there is none.
    init?(at path: String) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        self.init(mode: status.st_mode & 0o7777, owner: status.st_uid, group: status.st_gid)
    }

    init(mode: mode_t, owner: uid_t, group: gid_t) {
        self.mode = mode
        self.owner = owner
        self.group = group
    }

    /// Whether the file is read-only for this process, from its mode bits as `ls -l` shows
    /// them: the write bit of the class the process is in — the owner's if it owns the file,
    /// else the group's if it is in the file's group, else the others'. Root, whom the system
    /// lets write anything (`access(2)` always says yes), is held to the file's intent: a file
    /// that no one may write (no write bit at all, `chmod a-w`) is read-only for root too, as
    /// vim treats it. ACLs are not consulted (docs/guarantees.md).
    func isReadOnly(user: uid_t = geteuid(), groups: [gid_t] = ReplacedFile.processGroups()) -> Bool {
        if user == 0 { return mode & 0o222 == 0 }
        if user == owner { return mode & S_IWUSR == 0 }
        if groups.contains(group) { return mode & S_IWGRP == 0 }
        return mode & S_IWOTH == 0
    }

    /// Why the file at `path` must not be replaced by this process, or nil.
    func refusal(of path: String) -> AtomicFile.WriteError? {
        isReadOnly() ? AtomicFile.WriteError(description: "\(path): cannot write: read-only file (mode \(Self.octal(mode)))") : nil
    }

    /// The effective group and the supplementary groups of this process.
    static func processGroups() -> [gid_t] {
        let count = getgroups(0, nil)
        var groups = [gid_t](repeating: 0, count: Int(max(count, 0)))
        let filled = groups.isEmpty ? 0 : getgroups(count, &groups)
        return [getegid()] + groups.prefix(Int(max(filled, 0)))
    }

    /// `0644`: the mode as `chmod` takes it, in messages.
    static func octal(_ mode: mode_t) -> String {
        let digits = String(mode & 0o7777, radix: 8)
        return "0" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }

    /// Gives the new file (`descriptor`) this owner, group and mode. The owner and group are
    /// kept as far as the process may (root may give a file to anyone; another user only to
    /// a group of their own); the mode always, except that set-user-ID and set-group-ID are
    /// dropped from a file whose owner or group could not be kept. Returns the errno of a
    /// mode that could not be set.
    func apply(to descriptor: Int32) -> Int32? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return errno }
        var keptOwner = status.st_uid == owner
        var keptGroup = status.st_gid == group
        if !keptOwner || !keptGroup {
            if fchown(descriptor, owner, group) == 0 {
                keptOwner = true
                keptGroup = true
            } else if !keptGroup, fchown(descriptor, uid_t.max, group) == 0 {
                // uid_t.max is (uid_t)-1: leave the owner as it is.
                keptGroup = true
            }
        }
        // Set after chown, which clears the set-ID bits.
        var kept = mode
        if !keptOwner { kept &= ~S_ISUID }
        if !keptGroup { kept &= ~S_ISGID }
        return fchmod(descriptor, kept) == 0 ? nil : errno
    }
}
