internal import CGtk

extension Key {
    /// The character a key value types ("a" for GDK_KEY_a), or nil for keys
    /// that type nothing (arrows, Escape, function keys), for type-ahead search.
    public static func character(_ keyval: UInt32) -> Character? {
        let code = gdk_keyval_to_unicode(keyval)
        guard code >= 0x20, code != 0x7f, let scalar = Unicode.Scalar(code) else { return nil }
        return Character(scalar)
    }
}
