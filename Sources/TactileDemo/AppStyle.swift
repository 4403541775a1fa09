import Tactile

/// The app's own style sheet: only what the pages add to the theme; it uses
/// the theme's named colours so light and dark styles both follow.
@MainActor
enum AppStyle {
    private static var installed: CSSProvider?

    static func install() {
        guard installed == nil else { return }
        let provider = CSSProvider(css: css)
        provider.applyToDisplay()
        installed = provider
    }

    static let css = """
    .tactile-match-avatar { border-radius: 9999px; }
    """
}
