import TactileModel

/// Those waiting for a popup to be gone, and why it was dismissed once it was.
struct PopupDidDismissWait {
    var reason: PopupDismissReason?
    var handlers: [@MainActor (PopupDismissReason) -> Void] = []
}
