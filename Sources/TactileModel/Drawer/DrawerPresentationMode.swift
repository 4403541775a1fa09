/// Whether a drawer is open, with `open()` and `close()` to change it, as
/// SwiftUI's `PresentationMode` has `isPresented` and `dismiss()`. A child view
/// that receives a `Binding<DrawerPresentationMode>` can close the drawer
/// without knowing who owns it.
public struct DrawerPresentationMode: Hashable, Sendable {
    /// Whether the drawer is open.
    public private(set) var isOpen: Bool
    /// Why the last change happened; nil until something changes it.
    public private(set) var reason: DrawerChangeReason?

    /// A presentation mode, open or closed, with the reason for its last change.
    public init(isOpen: Bool, reason: DrawerChangeReason? = nil) {
        self.isOpen = isOpen
        self.reason = reason
    }

    /// Opens, unless already open: then nothing changes, not even the reason.
    public mutating func open(reason: DrawerChangeReason = .programmatic) {
        guard !isOpen else { return }
        isOpen = true
        self.reason = reason
    }

    /// Closes, unless already closed: then nothing changes, not even the reason.
    public mutating func close(reason: DrawerChangeReason = .programmatic) {
        guard isOpen else { return }
        isOpen = false
        self.reason = reason
    }

    /// Opens when closed and closes when open, for `reason`.
    public mutating func toggle(reason: DrawerChangeReason = .programmatic) {
        if isOpen { close(reason: reason) } else { open(reason: reason) }
    }
}

extension Binding where Value == Bool {
    /// This flag seen as a drawer's presentation mode, both ways (the side-menu
    /// tutorial's mapping). A write that leaves the flag as it is is not passed
    /// on, so `open()` on an open drawer writes nothing.
    public var drawerPresentationMode: Binding<DrawerPresentationMode> {
        Binding<DrawerPresentationMode>(
            get: { DrawerPresentationMode(isOpen: self.wrappedValue) },
            set: { mode in
                if self.wrappedValue != mode.isOpen { self.wrappedValue = mode.isOpen }
            }
        )
    }
}
