/// Decides, once a press has moved far enough, whether it drags the drawer:
/// only a mostly horizontal move counts, towards opening while the drawer is
/// closed (from where `DrawerOpenGesture` allows), towards closing while it
/// is open. Anything else is left to the widgets underneath.
struct DrawerDragStart {
    enum Verdict: Equatable { case undecided, follow, ignore }

    /// How far a press moves before it is judged (GTK's drag threshold).
    static let slop = 8.0

    var startX: Double
    var isOpen: Bool
    /// +1 when opening moves right (left-to-right), −1 when it moves left.
    var openingSign: Double
    var drawerWidth: Double
    var openGesture: DrawerOpenGesture

    func verdict(offsetX: Double, offsetY: Double) -> Verdict {
        guard abs(offsetX) >= Self.slop || abs(offsetY) >= Self.slop else { return .undecided }
        guard abs(offsetX) > abs(offsetY) else { return .ignore }
        let towardsOpening = offsetX * openingSign > 0
        if isOpen { return towardsOpening ? .ignore : .follow }
        guard towardsOpening else { return .ignore }
        switch openGesture {
        case .anywhere: return .follow
        case .disabled: return .ignore
        case let .edge(width):
            // The menu's edge is the left one in left-to-right, the right one otherwise.
            let distanceFromEdge = openingSign > 0 ? startX : drawerWidth - startX
            return distanceFromEdge <= width ? .follow : .ignore
        }
    }
}
