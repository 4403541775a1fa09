/// How wide the drawer's menu is drawn: a fraction of the window, kept between a minimum and
/// a maximum (libadwaita's sidebar defaults: 25 %, 180 to 280 points), or the width a person
/// chose by dragging the menu's edge, kept between the same bounds. Recomputed at every
/// allocation, so it follows the window as it is resized.
public struct DrawerMenuWidth: Hashable, Sendable {
    /// The share of the window's width the menu takes when nobody chose a width, 0...1.
    public var fraction: Double
    /// The narrowest the menu is drawn, in points.
    public var minimum: Double
    /// The widest the menu is drawn, in points.
    public var maximum: Double
    /// The width a person chose by resizing (already within the bounds); nil follows `fraction`.
    public private(set) var chosen: Double?

    /// How far one arrow-key press moves the edge, in points.
    public static let keyboardStep = 16.0
    /// libadwaita's sidebar width: 25 % of the window, 180 to 280 points.
    public static let standard = DrawerMenuWidth()

    /// Bounds out of order are put in order and a fraction outside 0...1 (or not a number) is
    /// brought back into it, so a width can always be computed.
    public init(fraction: Double = 0.25, minimum: Double = 180, maximum: Double = 280, chosen: Double? = nil) {
        let low = minimum.isFinite ? max(0, minimum) : 180
        let high = maximum.isFinite ? max(0, maximum) : 280
        self.fraction = fraction.isFinite ? min(1, max(0, fraction)) : 0.25
        self.minimum = min(low, high)
        self.maximum = max(low, high)
        self.chosen = nil
        if let chosen { choose(chosen) }
    }

    /// The menu's width in a window `windowWidth` points wide, never wider than `room` (the
    /// space the drawer can give it); the content's share is the drawer's business.
    public func width(forWindowWidth windowWidth: Double, room: Double = .infinity) -> Double {
        let wanted = chosen ?? clamped(windowWidth * fraction)
        return max(0, min(wanted, room))
    }

    /// `width` within the bounds.
    public func clamped(_ width: Double) -> Double {
        guard width.isFinite else { return width > 0 ? maximum : minimum }
        return min(maximum, max(minimum, width))
    }

    /// Takes `width` as the person's choice, within the bounds; returns the width kept.
    @discardableResult
    public mutating func choose(_ width: Double) -> Double {
        let kept = clamped(width)
        chosen = kept
        return kept
    }

    /// Moves the edge by `steps` keyboard steps from `current` (negative narrows).
    @discardableResult
    public mutating func step(by steps: Int, from current: Double) -> Double {
        choose(current + Double(steps) * Self.keyboardStep)
    }

    /// Forgets the chosen width: the menu follows the window again.
    public mutating func reset() { chosen = nil }

    /// `width` as a share of the range from minimum to maximum, 0...1 (what a screen reader
    /// hears as the splitter's value).
    public func position(of width: Double) -> Double {
        guard maximum > minimum else { return 1 }
        return (clamped(width) - minimum) / (maximum - minimum)
    }
}
