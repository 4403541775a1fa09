import Gtk

/// Runs `body` with the desktop's animations on or off, restoring the setting after.
@MainActor
public func withAnimations(_ enabled: Bool, _ body: () throws -> Void) rethrows {
    let before = DesktopSettings.current.animationsEnabled
    DesktopSettings.current.animationsEnabled = enabled
    defer { DesktopSettings.current.animationsEnabled = before }
    try body()
}
