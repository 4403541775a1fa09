/// A style sheet applied to the display the first time it is needed and
/// kept for the life of the process: how components carry their CSS.
@MainActor
public final class StyleSheet {
    private let css: String
    private var provider: CSSProvider?

    /// A style sheet with `css` as its text.
    public init(_ css: String) { self.css = css }

    /// Applies the sheet to the default display; later calls do nothing.
    public func install() {
        guard provider == nil else { return }
        let provider = CSSProvider(css: css)
        provider.applyToDisplay()
        self.provider = provider
    }
}
