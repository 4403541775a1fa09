import Gtk
import TactileModel

/// A decision's stamp that fades in on a dragged card. It sits where the card's movement
/// uncovers it (a stamp for the right at the left as the card goes right), so its place
/// follows the gesture, not the reading direction.
@MainActor
enum CardStamp {
    static func make(_ style: DecisionStyle) -> Label {
        let label = Label(style.stamp)
        label.addCSSClass("stamp")
        label.addCSSClass(style.cssClass)
        label.setAccessibleHidden(true)
        label.canTarget = false
        return label
    }

    /// The stamp's centre and tilt on a card of `card` size, for a decision leaving `direction`.
    static func placement(of direction: SwipeDirection, size: (width: Int, height: Int),
                          in card: (width: Int, height: Int)) -> (centreX: Double, centreY: Double, degrees: Double) {
        let inset = 28.0
        let halfWidth = Double(size.width) / 2, halfHeight = Double(size.height) / 2
        switch direction {
        case .right: return (inset + halfWidth, inset + halfHeight + 8, -15)
        case .left: return (Double(card.width) - inset - halfWidth, inset + halfHeight + 8, 15)
        case .up: return (Double(card.width) / 2, Double(card.height) * 0.58, -8)
        case .down: return (Double(card.width) / 2, Double(card.height) * 0.3, 8)
        }
    }
}
