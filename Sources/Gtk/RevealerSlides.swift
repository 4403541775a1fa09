import CGtk

// The sideways revealer transitions, for content that slides in along a row.
extension GtkRevealerTransitionType {
    public static let slideLeft = GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT
    public static let slideRight = GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT
}
