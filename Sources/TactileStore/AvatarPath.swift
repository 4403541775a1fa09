/// The rule for avatar paths: relative to the data folder and never able to leave it.
/// Checked on the text alone, so a catalogue cannot point the app at /etc/passwd or ../../.ssh.
enum AvatarPath {
    /// Why `path` is refused, or nil when it stays inside the data folder.
    static func problem(with path: String) -> String? {
        if path.isEmpty { return "is empty" }
        if path.hasPrefix("/") { return "\"\(path)\" is an absolute path; give a path inside the data folder" }
        if path.hasPrefix("~") { return "\"\(path)\" starts with ~; give a path inside the data folder" }
        if path.contains("\\") { return "\"\(path)\" contains a backslash; use / between folders" }
        if path.unicodeScalars.contains(where: ProfileRules.isControl) {
            return "contains a control character"
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        if components.contains("..") { return "\"\(path)\" leaves the data folder (\"..\")" }
        if components.allSatisfy({ $0 == "." }) { return "\"\(path)\" names the data folder itself, not a file" }
        return nil
    }
}
