internal import CGtk

/// Where the desktop's appearance is read, and followed: the Settings portal when it
/// answers, GNOME's keys where it does not (a session without a portal, as in a plain
/// Wayland or X11 session without GNOME Shell), nothing when neither exists.
@MainActor
final class DesktopAppearanceSource {
    enum Origin: Equatable, Sendable {
        case portal
        case gnomeSettings
        case none
    }

    private(set) var appearance = DesktopAppearance()
    private(set) var colorSchemeOrigin = Origin.none
    private(set) var contrastOrigin = Origin.none
    var onChange: (@MainActor () -> Void)?

    private let portal: SettingsPortal?
    private var interfaceSettings: Settings?
    private var accessibilitySettings: Settings?

    static let appearanceNamespace = "org.freedesktop.appearance"

    /// Reads from `portal` (the session's, by default) and from the settings `settings`
    /// opens by schema (the desktop's, by default; tests give settings in memory).
    convenience init() {
        self.init(portal: SettingsPortal(),
                  settings: { Settings.desktopStoreIsReachable ? Settings(schemaID: $0) : nil })
    }

    init(portal: SettingsPortal?, settings: (String) -> Settings?) {
        self.portal = portal
        if let value = portal?.read(Self.appearanceNamespace, "color-scheme")?.uint32 {
            appearance.colorScheme = DesktopAppearance(portalColorScheme: value, portalContrast: nil).colorScheme
            colorSchemeOrigin = .portal
        } else if let settings = settings("org.gnome.desktop.interface"), settings.hasKey("color-scheme") {
            interfaceSettings = settings
            appearance.colorScheme = DesktopAppearance.colorScheme(gnomeKey: settings.string("color-scheme"))
            colorSchemeOrigin = .gnomeSettings
            settings.onChanged("color-scheme") { [weak self, weak settings] in
                guard let self, let settings else { return }
                self.update { $0.colorScheme = DesktopAppearance.colorScheme(gnomeKey: settings.string("color-scheme")) }
            }
        }
        if let value = portal?.read(Self.appearanceNamespace, "contrast")?.uint32 {
            appearance.contrast = value == 1 ? .high : .normal
            contrastOrigin = .portal
        } else if let settings = settings("org.gnome.desktop.a11y.interface"), settings.hasKey("high-contrast") {
            accessibilitySettings = settings
            appearance.contrast = settings.bool("high-contrast") ? .high : .normal
            contrastOrigin = .gnomeSettings
            settings.onChanged("high-contrast") { [weak self, weak settings] in
                guard let self, let settings else { return }
                self.update { $0.contrast = settings.bool("high-contrast") ? .high : .normal }
            }
        }
        if colorSchemeOrigin == .portal || contrastOrigin == .portal {
            portal?.onChange { [weak self] namespace, key, value in
                self?.portalChanged(namespace, key, value)
            }
        }
    }

    private func portalChanged(_ namespace: String, _ key: String, _ value: Variant) {
        guard namespace == Self.appearanceNamespace else { return }
        switch key {
        case "color-scheme" where colorSchemeOrigin == .portal:
            update { $0.colorScheme = DesktopAppearance(portalColorScheme: value.uint32, portalContrast: nil).colorScheme }
        case "contrast" where contrastOrigin == .portal:
            update { $0.contrast = value.uint32 == 1 ? .high : .normal }
        default:
            break
        }
    }

    private func update(_ change: (inout DesktopAppearance) -> Void) {
        var changed = appearance
        change(&changed)
        guard changed != appearance else { return }
        appearance = changed
        onChange?()
    }
}
