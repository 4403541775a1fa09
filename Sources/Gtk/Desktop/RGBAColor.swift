internal import CGtk

/// A colour: red, green, blue and opacity, each from 0 to 1.
public struct RGBAColor: Sendable, Hashable {
    /// The red component, 0 to 1.
    public var red: Double
    /// The green component, 0 to 1.
    public var green: Double
    /// The blue component, 0 to 1.
    public var blue: Double
    /// The opacity, 0 (transparent) to 1.
    public var alpha: Double

    /// A colour of the components given, each from 0 to 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    init(_ rgba: GdkRGBA) {
        self.init(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }

    var gdk: GdkRGBA { GdkRGBA(red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha)) }
}
