internal import CGtk

extension Key {
    /// Whether a key press is the shortcut `accelerator` ("<Control>c",
    /// "<Control><Shift>c", "Delete"), as `gtk_accelerator_parse` reads it:
    /// letters match in either case and only the shortcut modifiers
    /// (Control, Shift, Alt, Super) count. False for an unreadable accelerator.
    public static func press(_ keyval: UInt32, _ modifiers: KeyModifiers, matches accelerator: String) -> Bool {
        var key: guint = 0
        var mods = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(accelerator, &key, &mods) != 0, key != 0 else { return false }
        let mask = gtk_accelerator_get_default_mod_mask().rawValue
        return gdk_keyval_to_lower(keyval) == gdk_keyval_to_lower(key)
            && modifiers.rawValue & mask == mods.rawValue & mask
    }
}

extension Key {
    /// How an accelerator ("<Control>q") is shown to people in this locale ("Ctrl+Q"),
    /// or nil when GTK cannot read it.
    public static func displayLabel(of accelerator: String) -> String? {
        var key: guint = 0
        var mods = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(accelerator, &key, &mods) != 0, key != 0,
              let label = gtk_accelerator_get_label(key, mods) else { return nil }
        defer { g_free(label) }
        return String(cString: label)
    }
}
