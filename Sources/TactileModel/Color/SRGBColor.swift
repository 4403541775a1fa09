/// A colour as sRGB components in 0...1, the way GTK's `GdkRGBA` and SwiftUI's
/// `Color(red:green:blue:opacity:)` take one.
public struct SRGBColor: Hashable, Sendable {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0 (transparent) ... 1 (opaque).
    public var opacity: Double

    /// A colour from its sRGB components, each 0...1, opaque unless `opacity` says otherwise.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// A colour from `RRGGBB` or `#RRGGBB`; nil for anything else.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : hex[...]
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit),
              let value = UInt32(digits, radix: 16) else { return nil }
        self.init(red: Double(value >> 16 & 0xFF) / 255,
                  green: Double(value >> 8 & 0xFF) / 255,
                  blue: Double(value & 0xFF) / 255)
    }

    /// Fully transparent.
    public static let clear = SRGBColor(red: 0, green: 0, blue: 0, opacity: 0)
    /// Opaque black.
    public static let black = SRGBColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = SRGBColor(red: 1, green: 1, blue: 1)

    /// `RRGGBB` in upper case, each component rounded to the nearest of the
    /// 256 steps (never truncated: 0.999 is `FF`, not `FE`); out-of-range
    /// components are clamped and NaN counts as 0.
    public var hexCode: String {
        [red, green, blue].map(Self.hexByte).joined()
    }

    /// The 8-bit value nearest to `component` · 255.
    public static func byte(_ component: Double) -> UInt8 {
        guard !component.isNaN else { return 0 }
        let scaled = (min(1, max(0, component)) * 255).rounded(.toNearestOrAwayFromZero)
        return UInt8(scaled)
    }

    private static func hexByte(_ component: Double) -> String {
        let value = byte(component)
        let digits = String(value, radix: 16, uppercase: true)
        return value < 0x10 ? "0" + digits : digits
    }
}
