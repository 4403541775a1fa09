import FoundationEssentials
import Gtk

/// Why an avatar shows as a placeholder (missing file, not an image, too
/// large to decode), told once per file so a person can fix their data.
@MainActor
public enum AvatarProblems {
    /// Where the explanations go; one line on standard error unless replaced.
    public static var report: @MainActor (String) -> Void = { line in
        StandardStream.error.write("\(line)\n")
    }
    private static var reported: Set<String> = []

    static func note(_ error: any Error, path: String) {
        guard reported.insert(path).inserted else { return }
        report("tactile: an avatar is shown as a placeholder: \(error)")
    }
}
