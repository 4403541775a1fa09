import Gtk

extension Widget {
    /// Fills the widget's background with `color` and gives its text a colour
    /// that stays readable on it. Each colour gets one CSS class
    /// (`tactile-fill-RRGGBB`), whose rule is installed on first use, so
    /// changing colour swaps a class instead of reloading a style sheet.
    /// Nil takes the fill away.
    public func setFillColor(_ color: SRGBColor?) {
        let newClass = color.map(ColorFillStyles.className(for:))
        let state = attachment("tactile-fill-color") { ColorFillState() }
        guard state.className != newClass else { return }
        if let old = state.className { removeCSSClass(old) }
        if let color, let newClass {
            ColorFillStyles.install(color)
            addCSSClass(newClass)
        }
        state.className = newClass
    }
}

/// The fill class a widget wears now.
@MainActor
private final class ColorFillState {
    var className: String?
}

/// One style rule per colour in use, added to the display when first needed.
@MainActor
enum ColorFillStyles {
    private static var installed: Set<String> = []

    static func className(for color: SRGBColor) -> String {
        "tactile-fill-\(color.hexCode)\(opacitySuffix(color))"
    }

    static func install(_ color: SRGBColor) {
        let name = className(for: color)
        guard !installed.contains(name) else { return }
        installed.insert(name)
        let alpha = Double(SRGBColor.byte(color.opacity)) / 255
        let text = color.prefersDarkText ? "rgba(0, 0, 0, 0.87)" : "white"
        CSSProvider(css: """
        .\(name) {
            background: alpha(#\(color.hexCode), \(alpha));
            color: \(text);
        }
        """).applyToDisplay()
    }

    /// Opacity takes part in the name only when the colour is not opaque.
    private static func opacitySuffix(_ color: SRGBColor) -> String {
        let byte = SRGBColor.byte(color.opacity)
        return byte == 255 ? "" : "-\(byte)"
    }
}
