/// Decides, once a press has moved far enough, whether it pulls the drawer: only a mostly
/// horizontal move counts, towards opening while the drawer is closed (from where
/// `DrawerOpenGesture` allows), towards closing while it is open. Anything else (a scroll,
/// a swipe on a card) is left to the widgets underneath.
public struct DrawerPullStart: Hashable, Sendable {
    /// What becomes of a press.
    public enum Verdict: Hashable, Sendable {
        /// It has not moved far enough to tell.
        case undecided
        /// It pulls the drawer: the drawer follows it.
        case follow
        /// It is not a pull; the widgets underneath keep it.
        case ignore
    }

    /// How far a press moves before it is judged (GTK's drag threshold).
    public static let slop = 8.0

    /// Where the press began, in the drawer's coordinates.
    public var startX: Double
    /// Whether the drawer was open when the press began.
    public var isOpen: Bool
    /// +1 when opening moves right (left-to-right), −1 when it moves left.
    public var openingSign: Double
    /// The drawer's width, in points.
    public var drawerWidth: Double
    /// Where a pull may start while the drawer is closed.
    public var openGesture: DrawerOpenGesture

    /// A press at `startX` on a drawer `drawerWidth` wide, open or not.
    public init(startX: Double, isOpen: Bool, openingSign: Double, drawerWidth: Double, openGesture: DrawerOpenGesture) {
        self.startX = startX
        self.isOpen = isOpen
        self.openingSign = openingSign
        self.drawerWidth = drawerWidth
        self.openGesture = openGesture
    }

    /// The verdict for a press that has moved by `offsetX`, `offsetY` from where it began.
    public func verdict(offsetX: Double, offsetY: Double) -> Verdict {
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
