internal import CGtk

/// Process-wide GTK set-up.
@MainActor
public enum Toolkit {
    /// Initialises GTK for the default display; false when there is no display.
    /// `Application.run` does this itself; tests and tools call it directly.
    @discardableResult
    public static func initialize() -> Bool {
        MainLoop.integrateSwiftConcurrency()
        FatalLogMessages.enforce()
        guard gtk_init_check() != 0 else { return false }
        CompatibilityHooks.install()
        return true
    }

    /// The run-time GTK version, e.g. "4.8.3".
    public static var version: String {
        "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
    }

    /// Whether the running GTK is at least `major.minor.micro` (for calls newer than 4.8).
    public static func isAtLeast(_ major: UInt32, _ minor: UInt32, _ micro: UInt32 = 0) -> Bool {
        gtk_check_version(major, minor, micro) == nil
    }
}
