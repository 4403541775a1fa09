import Tactile

/// The app's own style sheet: only what the pages add to the theme, in the
/// theme's named colours so light and dark styles both follow.
@MainActor
enum AppStyle {
    static let sheet = StyleSheet("""
    .tactile-tag-dot { border-radius: 9999px; min-width: 12px; min-height: 12px; }
    .tactile-match-row { padding: 0; }
    """)
}
