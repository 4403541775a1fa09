/// Why a drawer opened or closed, so a front end can react differently (move
/// focus back after an Escape, skip the animation after a finished swipe) and
/// an app can log or test what the user did.
public enum DrawerChangeReason: String, Hashable, Sendable, CaseIterable {
    /// A tap or click on the dimmed scrim beside an open drawer.
    case scrim
    /// The Escape key.
    case escape
    /// An interactive drag released past the halfway point.
    case swipe
    /// A menu item inside the drawer was chosen.
    case item
    /// Code: a button, an action (`drawer.toggle`), a binding.
    case programmatic
}
