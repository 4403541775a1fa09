import Gtk
import TactileModel

/// The LIKE / NOPE / BOOST stamps that fade in on a dragged card. They sit
/// where the card's movement uncovers them (LIKE at the left as the card goes
/// right), so their places follow the gesture, not the reading direction.
@MainActor
enum CardStamp {
    static func make(_ decision: Decision) -> Label {
        let label = Label(text(for: decision))
        label.addCSSClass("stamp")
        label.addCSSClass(decision.rawValue)
        label.setAccessibleHidden(true)
        label.canTarget = false
        return label
    }

    static func text(for decision: Decision) -> String {
        switch decision {
        // Translators: the stamps on a dragged card; short, in capitals where the script has them.
        case .like: localized("LIKE")
        case .nope: localized("NOPE")
        case .boost: localized("BOOST")
        }
    }

    /// The stamp's centre and tilt on a card of `card` size.
    static func placement(of decision: Decision, size: (width: Int, height: Int),
                          in card: (width: Int, height: Int)) -> (centreX: Double, centreY: Double, degrees: Double) {
        let inset = 28.0
        let halfWidth = Double(size.width) / 2, halfHeight = Double(size.height) / 2
        switch decision {
        case .like: return (inset + halfWidth, inset + halfHeight + 8, -15)
        case .nope: return (Double(card.width) - inset - halfWidth, inset + halfHeight + 8, 15)
        case .boost: return (Double(card.width) / 2, Double(card.height) * 0.58, -8)
        }
    }
}
