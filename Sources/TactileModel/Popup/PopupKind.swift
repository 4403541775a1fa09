/// What kind of popup it is, which sets where it sits and how it meets the
/// window's edges (exyte/PopupView's `type`).
public enum PopupKind: Hashable, Sendable {
    /// A dialog-like popup, centred unless given another position.
    case `default`
    /// A bar flush with an edge, full width, no margins.
    case toast
    /// A card floating near an edge, kept `verticalPadding` and
    /// `horizontalPadding` points away from it.
    case floater(verticalPadding: Double = 10, horizontalPadding: Double = 10, useSafeArea: Bool = true)
    /// A panel rising from the bottom edge, as tall as its current detent
    /// (`PopupOptions.detents`), its content free to scroll: a drag moves it
    /// only when its content is scrolled to the top (`PopupSheetDrag`).
    case sheet

    /// Where this kind sits when no position is given.
    public var defaultPosition: PopupPosition {
        switch self {
        case .default: .center
        case .toast, .floater, .sheet: .bottom
        }
    }
}
