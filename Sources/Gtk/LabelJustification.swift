import CGtk

extension GtkJustification {
    public static let left = GTK_JUSTIFY_LEFT
    public static let right = GTK_JUSTIFY_RIGHT
    public static let center = GTK_JUSTIFY_CENTER
    public static let fill = GTK_JUSTIFY_FILL
}

extension Label {
    /// How the lines of a wrapped label line up with each other.
    public var justification: GtkJustification {
        get { gtk_label_get_justify(pointer()) }
        set { gtk_label_set_justify(pointer(), newValue) }
    }
}
