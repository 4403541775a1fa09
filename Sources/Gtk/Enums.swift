import CGtk

// Swift spellings of the C enumerations in this module's API, so callers
// write `.vertical` or `.center` and never need to import CGtk.

public typealias Orientation = GtkOrientation

extension GtkOrientation {
    public static let horizontal = GTK_ORIENTATION_HORIZONTAL
    public static let vertical = GTK_ORIENTATION_VERTICAL
}

extension GtkAlign {
    public static let fill = GTK_ALIGN_FILL
    public static let start = GTK_ALIGN_START
    public static let end = GTK_ALIGN_END
    public static let center = GTK_ALIGN_CENTER
}

extension GtkPositionType {
    public static let left = GTK_POS_LEFT
    public static let right = GTK_POS_RIGHT
    public static let top = GTK_POS_TOP
    public static let bottom = GTK_POS_BOTTOM
}

extension GtkPropagationPhase {
    public static let capture = GTK_PHASE_CAPTURE
    public static let bubble = GTK_PHASE_BUBBLE
    public static let target = GTK_PHASE_TARGET
}

extension GtkEventSequenceState {
    public static let claimed = GTK_EVENT_SEQUENCE_CLAIMED
    public static let denied = GTK_EVENT_SEQUENCE_DENIED
}

extension GtkPolicyType {
    public static let automatic = GTK_POLICY_AUTOMATIC
    public static let never = GTK_POLICY_NEVER
}

extension GtkStackTransitionType {
    public static let none = GTK_STACK_TRANSITION_TYPE_NONE
    public static let crossfade = GTK_STACK_TRANSITION_TYPE_CROSSFADE
}

extension GtkRevealerTransitionType {
    public static let none = GTK_REVEALER_TRANSITION_TYPE_NONE
    public static let crossfade = GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
    public static let slideDown = GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
    public static let slideUp = GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
    public static let slideLeft = GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT
    public static let slideRight = GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT
}

extension GtkTextDirection {
    public static let leftToRight = GTK_TEXT_DIR_LTR
    public static let rightToLeft = GTK_TEXT_DIR_RTL
}

extension GtkJustification {
    public static let left = GTK_JUSTIFY_LEFT
    public static let right = GTK_JUSTIFY_RIGHT
    public static let center = GTK_JUSTIFY_CENTER
    public static let fill = GTK_JUSTIFY_FILL
}

extension PangoEllipsizeMode {
    public static let none = PANGO_ELLIPSIZE_NONE
    public static let end = PANGO_ELLIPSIZE_END
    public static let middle = PANGO_ELLIPSIZE_MIDDLE
}

extension GtkAccessibleRole {
    public static let group = GTK_ACCESSIBLE_ROLE_GROUP
    public static let button = GTK_ACCESSIBLE_ROLE_BUTTON
    public static let dialog = GTK_ACCESSIBLE_ROLE_DIALOG
    public static let alert = GTK_ACCESSIBLE_ROLE_ALERT
    public static let list = GTK_ACCESSIBLE_ROLE_LIST
    public static let listItem = GTK_ACCESSIBLE_ROLE_LIST_ITEM
    public static let image = GTK_ACCESSIBLE_ROLE_IMG
    public static let navigation = GTK_ACCESSIBLE_ROLE_NAVIGATION
    public static let region = GTK_ACCESSIBLE_ROLE_REGION
    public static let presentation = GTK_ACCESSIBLE_ROLE_PRESENTATION
    public static let status = GTK_ACCESSIBLE_ROLE_STATUS
    public static let menu = GTK_ACCESSIBLE_ROLE_MENU
    public static let menuItem = GTK_ACCESSIBLE_ROLE_MENU_ITEM
}

/// Modifier keys held with a key or click.
public struct KeyModifiers: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(_ state: GdkModifierType) { rawValue = state.rawValue }

    public static let shift = KeyModifiers(rawValue: GDK_SHIFT_MASK.rawValue)
    public static let control = KeyModifiers(rawValue: GDK_CONTROL_MASK.rawValue)
    public static let alt = KeyModifiers(rawValue: GDK_ALT_MASK.rawValue)
    public static let `super` = KeyModifiers(rawValue: GDK_SUPER_MASK.rawValue)
}

/// Key values of the keys components handle (GDK's keysyms).
public enum Key {
    public static let escape = UInt32(GDK_KEY_Escape)
    public static let `return` = UInt32(GDK_KEY_Return)
    public static let space = UInt32(GDK_KEY_space)
    public static let left = UInt32(GDK_KEY_Left)
    public static let right = UInt32(GDK_KEY_Right)
    public static let up = UInt32(GDK_KEY_Up)
    public static let down = UInt32(GDK_KEY_Down)
    public static let menu = UInt32(GDK_KEY_Menu)
    public static let f10 = UInt32(GDK_KEY_F10)
    public static let backSpace = UInt32(GDK_KEY_BackSpace)
    public static let z = UInt32(GDK_KEY_z)
    public static let capitalZ = UInt32(GDK_KEY_Z)
    public static let tab = UInt32(GDK_KEY_Tab)
    /// What Shift+Tab sends on X11 and Wayland.
    public static let leftTab = UInt32(GDK_KEY_ISO_Left_Tab)
}
