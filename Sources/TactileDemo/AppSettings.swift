import FoundationEssentials
import Tactile

/// What the app remembers between runs: GSettings when the schema is
/// installed, otherwise the same keys in memory (and a note on stderr, once).
@MainActor
final class AppSettings {
    private let settings: Settings?
    private var memory: [String: Any] = [:]

    static let schemaID = AppInfo.id

    init() {
        settings = Settings(schemaID: Self.schemaID)
        if settings == nil {
            StandardStream.error.write("""
            tactile: the settings schema \(Self.schemaID) is not installed; settings are kept for this run only.

            """)
        }
    }

    /// For tests and `--screenshot`: never touch the user's stored settings.
    init(inMemory: Void) {
        settings = nil
    }

    var isPersistent: Bool { settings != nil }

    var windowWidth: Int {
        get { settings?.int("window-width") ?? memory["window-width"] as? Int ?? 420 }
        set { write("window-width", newValue) { $0.set("window-width", newValue) } }
    }
    var windowHeight: Int {
        get { settings?.int("window-height") ?? memory["window-height"] as? Int ?? 760 }
        set { write("window-height", newValue) { $0.set("window-height", newValue) } }
    }
    var windowMaximized: Bool {
        get { settings?.bool("window-maximized") ?? memory["window-maximized"] as? Bool ?? false }
        set { write("window-maximized", newValue) { $0.set("window-maximized", newValue) } }
    }
    var compactMenu: Bool {
        get { (settings?.string("menu-appearance") ?? memory["menu-appearance"] as? String) == "compact" }
        set {
            let nick = newValue ? "compact" : "default"
            write("menu-appearance", nick) { $0.set("menu-appearance", nick) }
        }
    }
    /// The side menu's width chosen by resizing; nil follows the window.
    var menuWidth: Int? {
        get {
            let stored = settings?.int("menu-width") ?? memory["menu-width"] as? Int ?? 0
            return stored > 0 ? stored : nil
        }
        set { write("menu-width", newValue ?? 0) { $0.set("menu-width", newValue ?? 0) } }
    }
    /// Whether the side menu stays docked in narrow windows.
    var menuPinned: Bool {
        get { settings?.bool("menu-pinned") ?? memory["menu-pinned"] as? Bool ?? false }
        set { write("menu-pinned", newValue) { $0.set("menu-pinned", newValue) } }
    }
    /// Whether the profiles passed come round again when the deck runs out.
    var loopDeck: Bool {
        get { settings?.bool("loop-deck") ?? memory["loop-deck"] as? Bool ?? false }
        set { write("loop-deck", newValue) { $0.set("loop-deck", newValue) } }
    }
    var lastPage: String {
        get { settings?.string("last-page") ?? memory["last-page"] as? String ?? AppPage.discover.rawValue }
        set { write("last-page", newValue) { $0.set("last-page", newValue) } }
    }

    private func write(_ key: String, _ value: Any, to store: (Settings) -> Bool) {
        if let settings {
            if !store(settings) {
                StandardStream.error.write("tactile: the setting \(key) is locked and was not saved\n")
            }
        } else {
            memory[key] = value
        }
    }
}
