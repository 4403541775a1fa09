import Gtk
import TactileModel

/// The stamps of one card (one per decision: "LIKE", "KEEP"), laid over it with the card's own
/// size and transform. They live beside the card rather than in it: their opacity changes
/// every frame of a drag, and a change inside the card would make GTK draw the whole card
/// again, where the stack draws it from a texture while only its place changes.
///
///     stamps
///     ╰── label.stamp.<decision id>, one per decision
@MainActor
final class CardStampLayer: Container {
    override class var gtkTypeName: String { "TactileCardStamps" }
    override class var cssName: String { "stamps" }

    private let stamps: [(decision: Decision, label: Label)]

    init(styles: [DecisionStyle]) {
        stamps = styles.map { ($0.decision, CardStamp.make($0)) }
        super.init(role: .presentation)
        // Clipped to the card's rounded corners, as they were inside the card.
        overflowHidden = true
        // The card beneath takes the pointer; the stamps are drawn, never read out.
        canTarget = false
        setAccessibleHidden(true)
        for stamp in stamps {
            stamp.label.opacity = 0
            append(stamp.label)
        }
    }

    /// How strongly each stamp shows, 0...1.
    func setOpacity(_ opacity: (Decision) -> Double) {
        for stamp in stamps { stamp.label.opacity = opacity(stamp.decision) }
    }

    /// How strongly `decision`'s stamp shows now.
    func opacity(of decision: Decision) -> Double {
        stamps.first { $0.decision == decision }?.label.opacity ?? 0
    }

    override func allocateChildren(width: Int, height: Int, baseline: Int) {
        for stamp in stamps where stamp.label.shouldLayout {
            let size = (width: stamp.label.measure(.horizontal).natural, height: stamp.label.measure(.vertical).natural)
            let place = CardStamp.placement(of: stamp.decision.direction, size: size, in: (width, height))
            stamp.label.allocate(width: size.width, height: size.height,
                                 transform: Transform()
                                    .translated(x: place.centreX, y: place.centreY)
                                    .rotated(degrees: place.degrees)
                                    .translated(x: -Double(size.width) / 2, y: -Double(size.height) / 2))
        }
    }
}
