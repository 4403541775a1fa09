import Glibc

extension SRGBColor {
    /// WCAG relative luminance: 0 for black, 1 for white.
    var relativeLuminance: Double {
        func linear(_ component: Double) -> Double {
            let c = component.isNaN ? 0 : min(1, max(0, component))
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// Whether black text contrasts more with this colour than white text
    /// does (the two WCAG contrast ratios compared).
    var prefersDarkText: Bool {
        let luminance = relativeLuminance
        return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05)
    }
}
