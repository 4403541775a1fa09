/// How the menu shares the drawer's width with the content.
public enum DrawerLayout: Hashable, Sendable {
    /// The menu slides over the content behind a scrim (narrow windows).
    case overlay
    /// The menu sits beside the content, which shrinks to make room (wide windows).
    case docked
}
