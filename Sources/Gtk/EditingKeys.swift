import CGtk

// Key values for undo-style shortcuts, beside the navigation keys in `Key`.
extension Key {
    public static let backSpace = UInt32(GDK_KEY_BackSpace)
    public static let z = UInt32(GDK_KEY_z)
    public static let capitalZ = UInt32(GDK_KEY_Z)
}
