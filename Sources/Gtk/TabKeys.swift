import CGtk

// Key values of Tab, for widgets that keep the focus moving inside themselves.
extension Key {
    public static let tab = UInt32(GDK_KEY_Tab)
    /// What Shift+Tab sends on X11 and Wayland.
    public static let leftTab = UInt32(GDK_KEY_ISO_Left_Tab)
}
