internal import CGtk

/// Modifier keys held with a key or click.
public struct KeyModifiers: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    init(_ state: GdkModifierType) { rawValue = state.rawValue }

    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: GDK_SHIFT_MASK.rawValue)
    /// Either Control key.
    public static let control = KeyModifiers(rawValue: GDK_CONTROL_MASK.rawValue)
    /// Alt (GDK's Mod1).
    public static let alt = KeyModifiers(rawValue: GDK_ALT_MASK.rawValue)
    /// The Super key (the Windows or Command key).
    public static let `super` = KeyModifiers(rawValue: GDK_SUPER_MASK.rawValue)

    var gdk: GdkModifierType { GdkModifierType(rawValue: rawValue) }
}

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

/// When an event controller sees an event on its way through the widget tree.
public enum PropagationPhase: Sendable, Hashable {
    /// Before the widgets under it (from the window down).
    case capture
    /// After them (from the target up).
    case bubble
    /// Only when its widget is the target.
    case target
    /// Never (the controller is switched off).
    case none

    var gtk: GtkPropagationPhase {
        switch self {
        case .capture: GTK_PHASE_CAPTURE
        case .bubble: GTK_PHASE_BUBBLE
        case .target: GTK_PHASE_TARGET
        case .none: GTK_PHASE_NONE
        }
    }

    init(_ gtk: GtkPropagationPhase) {
        switch gtk {
        case GTK_PHASE_CAPTURE: self = .capture
        case GTK_PHASE_BUBBLE: self = .bubble
        case GTK_PHASE_TARGET: self = .target
        default: self = .none
        }
    }
}

/// What a gesture says about the pointer or touch sequence it is following.
public enum SequenceState: Sendable, Hashable {
    /// It is this gesture's: others stop handling it.
    case claimed
    /// Not this gesture's: others may take it.
    case denied

    var gtk: GtkEventSequenceState { self == .claimed ? GTK_EVENT_SEQUENCE_CLAIMED : GTK_EVENT_SEQUENCE_DENIED }
}
