internal import CGtk

/// Key values of the keys components handle (GDK's keysyms).
public enum Key {
    /// Escape.
    public static let escape = UInt32(GDK_KEY_Escape)
    /// Return (Enter on the main keyboard).
    public static let `return` = UInt32(GDK_KEY_Return)
    /// Enter on the numeric keypad.
    public static let keypadEnter = UInt32(GDK_KEY_KP_Enter)
    /// The space bar.
    public static let space = UInt32(GDK_KEY_space)
    /// The left arrow.
    public static let left = UInt32(GDK_KEY_Left)
    /// The right arrow.
    public static let right = UInt32(GDK_KEY_Right)
    /// The up arrow.
    public static let up = UInt32(GDK_KEY_Up)
    /// The down arrow.
    public static let down = UInt32(GDK_KEY_Down)
    /// Home: to the start (a resize handle's narrowest).
    public static let home = UInt32(GDK_KEY_Home)
    /// End: to the end (a resize handle's widest).
    public static let end = UInt32(GDK_KEY_End)
    /// Delete (a resize handle's automatic width).
    public static let delete = UInt32(GDK_KEY_Delete)
    /// The Menu key (the context-menu key beside the right Control).
    public static let menu = UInt32(GDK_KEY_Menu)
    /// F10 (Shift+F10 opens a context menu).
    public static let f10 = UInt32(GDK_KEY_F10)
    /// Backspace.
    public static let backSpace = UInt32(GDK_KEY_BackSpace)
    /// The letter z, unshifted.
    public static let z = UInt32(GDK_KEY_z)
    /// The letter Z, as GDK reports it with Shift held.
    public static let capitalZ = UInt32(GDK_KEY_Z)
    /// Tab.
    public static let tab = UInt32(GDK_KEY_Tab)
    /// What Shift+Tab sends on X11 and Wayland.
    public static let leftTab = UInt32(GDK_KEY_ISO_Left_Tab)
}
