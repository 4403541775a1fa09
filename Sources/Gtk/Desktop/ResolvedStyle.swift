/// What the windows show for a desktop appearance and the app's choice.
public struct ResolvedStyle: Equatable, Sendable {
    /// Whether windows are drawn dark.
    public var isDark: Bool
    /// Whether GTK's high-contrast theme is used.
    public var isHighContrast: Bool

    /// The style that results from the desktop's `appearance` and the app's `choice`: the choice
    /// decides light or dark unless it follows the desktop; high contrast always follows the desktop.
    public init(_ appearance: DesktopAppearance, choice: StyleChoice) {
        isDark = switch choice {
        case .followDesktop: appearance.colorScheme == .preferDark
        case .light: false
        case .dark: true
        }
        // High contrast is a need, not a taste: an app's own light or dark keeps it.
        isHighContrast = appearance.contrast == .high
    }

    /// The theme GTK draws with: GTK's own high-contrast themes when asked for, else the
    /// desktop's theme (nil: leave it as the desktop set it).
    var themeName: String? {
        guard isHighContrast else { return nil }
        return isDark ? "HighContrastInverse" : "HighContrast"
    }
}
