import TactileModel

/// The app's identity, in one place.
enum AppInfo {
    static let id = "io.github.tactile.Tactile"
    static let name = "Tactile"
    static let version = TactileVersion.current
}
