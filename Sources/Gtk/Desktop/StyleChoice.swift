/// How an app's windows look: the desktop's choice, or the app's own.
public enum StyleChoice: String, CaseIterable, Sendable {
    /// Dark when the desktop prefers dark, and high contrast when it asks for it.
    case followDesktop = "system"
    /// Always light, whatever the desktop prefers.
    case light
    /// Always dark, whatever the desktop prefers.
    case dark
}
