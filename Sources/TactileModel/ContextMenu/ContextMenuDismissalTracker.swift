/// Why an open context menu is closing, told apart from what GTK reports.
///
/// GTK closes the popover first and activates the chosen item's action only afterwards, and
/// it closes on Escape and on a click outside alike. So whoever knows the reason notes it
/// (an item, the Escape key, the app, the preview), before GTK closes the popover or during
/// the same event; a close that nothing explained by the end of its event was a click outside.
///
///     tracker.note(.escape)                      // the key handler, before GTK closes
///     if tracker.popoverClosed() { finish(tracker.takeReason()) }
///     else { afterThisEvent { finish(tracker.takeReason()) } }
public struct ContextMenuDismissalTracker: Hashable, Sendable {
    /// The reason noted for the close under way, if any.
    public private(set) var notedReason: ContextMenuDismissal?
    /// GTK has closed the popover with no reason yet: it is settled once the event is handled.
    public private(set) var isResolving = false

    /// A tracker with no menu open.
    public init() {}

    /// Whether a close is waiting to be reported.
    public var isPending: Bool { notedReason != nil || isResolving }

    /// `reason` explains the close under way or about to come; the latest note wins (an item
    /// chosen with the menu closing for a click outside is the item).
    public mutating func note(_ reason: ContextMenuDismissal) { notedReason = reason }

    /// GTK closed the popover. True when the reason is known now; false when it is to be
    /// settled once the current event is handled.
    public mutating func popoverClosed() -> Bool {
        guard notedReason == nil else { return true }
        isResolving = true
        return false
    }

    /// The reason to report, ending the close: the one noted, or else a click outside.
    public mutating func takeReason() -> ContextMenuDismissal {
        defer {
            notedReason = nil
            isResolving = false
        }
        return notedReason ?? .outsideClick
    }
}
