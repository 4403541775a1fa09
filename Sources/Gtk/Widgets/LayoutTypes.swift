internal import CGtk

// The Swift faces of the GTK enumerations this module's API uses. Callers write
// `.vertical` or `.center` and never see a C type; each converts to its C value inside
// the module only.

/// Along which axis: a box's children, a measurement.
public enum Orientation: Sendable, Hashable {
    /// Left to right (or right to left in a right-to-left locale).
    case horizontal
    /// Top to bottom.
    case vertical

    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
    init(_ gtk: GtkOrientation) { self = gtk == GTK_ORIENTATION_HORIZONTAL ? .horizontal : .vertical }
}

/// Where a widget sits in the space its parent gives it (`halign`, `valign`).
public enum Alignment: Sendable, Hashable {
    /// Takes the whole space.
    case fill
    /// At the start (left in left-to-right, right in right-to-left; the top vertically).
    case start
    /// At the end (right in left-to-right, left in right-to-left; the bottom vertically).
    case end
    /// In the middle, at its natural size.
    case center

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }

    init(_ gtk: GtkAlign) {
        switch gtk {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        default: self = .fill
        }
    }
}

/// A side of a widget (where a popover opens).
public enum Side: Sendable, Hashable {
    /// The left side.
    case left
    /// The right side.
    case right
    /// The top side.
    case top
    /// The bottom side.
    case bottom

    var gtk: GtkPositionType {
        switch self {
        case .left: GTK_POS_LEFT
        case .right: GTK_POS_RIGHT
        case .top: GTK_POS_TOP
        case .bottom: GTK_POS_BOTTOM
        }
    }

    init(_ gtk: GtkPositionType) {
        switch gtk {
        case GTK_POS_LEFT: self = .left
        case GTK_POS_RIGHT: self = .right
        case GTK_POS_TOP: self = .top
        default: self = .bottom
        }
    }
}

/// Left-to-right or right-to-left, as the language reads.
public enum TextDirection: Sendable, Hashable {
    /// The widget takes its parent's (or the default) direction.
    case none
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft

    var gtk: GtkTextDirection {
        switch self {
        case .none: GTK_TEXT_DIR_NONE
        case .leftToRight: GTK_TEXT_DIR_LTR
        case .rightToLeft: GTK_TEXT_DIR_RTL
        }
    }

    init(_ gtk: GtkTextDirection) {
        switch gtk {
        case GTK_TEXT_DIR_LTR: self = .leftToRight
        case GTK_TEXT_DIR_RTL: self = .rightToLeft
        default: self = .none
        }
    }
}

/// How the lines of a wrapped label line up with each other.
public enum Justification: Sendable, Hashable {
    /// Against the left edge.
    case left
    /// Against the right edge.
    case right
    /// Centred.
    case center
    /// Filling the line, both edges even.
    case fill

    var gtk: GtkJustification {
        switch self {
        case .left: GTK_JUSTIFY_LEFT
        case .right: GTK_JUSTIFY_RIGHT
        case .center: GTK_JUSTIFY_CENTER
        case .fill: GTK_JUSTIFY_FILL
        }
    }

    init(_ gtk: GtkJustification) {
        switch gtk {
        case GTK_JUSTIFY_RIGHT: self = .right
        case GTK_JUSTIFY_CENTER: self = .center
        case GTK_JUSTIFY_FILL: self = .fill
        default: self = .left
        }
    }
}

/// Where a label too long for its space is shortened with "…".
public enum EllipsizeMode: Sendable, Hashable {
    /// Never ellipsized.
    case none
    /// The start is cut: "…end".
    case start
    /// The middle is cut: "st…nd".
    case middle
    /// The end is cut: "sta…".
    case end

    var pango: PangoEllipsizeMode {
        switch self {
        case .none: PANGO_ELLIPSIZE_NONE
        case .start: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .end: PANGO_ELLIPSIZE_END
        }
    }

    init(_ pango: PangoEllipsizeMode) {
        switch pango {
        case PANGO_ELLIPSIZE_START: self = .start
        case PANGO_ELLIPSIZE_MIDDLE: self = .middle
        case PANGO_ELLIPSIZE_END: self = .end
        default: self = .none
        }
    }
}

/// When a scrolled window shows a scroll bar.
public enum ScrollbarPolicy: Sendable, Hashable {
    /// Always shown.
    case always
    /// Shown when the content is larger than the view.
    case automatic
    /// Never shown (the content still scrolls).
    case never

    var gtk: GtkPolicyType {
        switch self {
        case .always: GTK_POLICY_ALWAYS
        case .automatic: GTK_POLICY_AUTOMATIC
        case .never: GTK_POLICY_NEVER
        }
    }
}

/// How a stack changes pages.
public enum StackTransition: Sendable, Hashable {
    /// No animation.
    case none
    /// The old page fades into the new one.
    case crossfade

    var gtk: GtkStackTransitionType { self == .none ? GTK_STACK_TRANSITION_TYPE_NONE : GTK_STACK_TRANSITION_TYPE_CROSSFADE }
}

/// How a revealer shows and hides its child.
public enum RevealerTransition: Sendable, Hashable {
    /// No animation.
    case none
    /// The child fades in and out.
    case crossfade
    /// The child slides down into view.
    case slideDown
    /// The child slides up into view.
    case slideUp
    /// The child slides left into view.
    case slideLeft
    /// The child slides right into view.
    case slideRight

    var gtk: GtkRevealerTransitionType {
        switch self {
        case .none: GTK_REVEALER_TRANSITION_TYPE_NONE
        case .crossfade: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
        case .slideDown: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
        case .slideUp: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
        case .slideLeft: GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT
        case .slideRight: GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT
        }
    }
}

/// What a widget is to assistive technology (GTK's accessible roles that Tactile uses).
public enum AccessibleRole: Sendable, Hashable {
    /// Several widgets that belong together; unnamed, it is read as nothing of its own.
    case group
    /// Something that acts when activated.
    case button
    /// A window or card asking for the person's attention.
    case dialog
    /// A message announced as soon as it appears.
    case alert
    /// A list of items.
    case list
    /// An item of a list.
    case listItem
    /// A picture, read by its name.
    case image
    /// A set of links or items to move around the app.
    case navigation
    /// A part of the page important enough to be listed as a landmark.
    case region
    /// A status message, read when it changes without taking the focus.
    case status
    /// A menu of commands.
    case menu
    /// A command in a menu.
    case menuItem
    /// A menu item with a check box (its state set with `setAccessibleChecked`).
    case menuItemCheckbox
    /// A menu item that is one choice of a group (its state set with `setAccessibleChecked`).
    case menuItemRadio
    /// A divider; focusable, with a value, it is a splitter a person can move.
    case separator
    /// A value a person picks within a range, such as a width set by dragging a handle or by
    /// arrow keys: screen readers say its value as it changes.
    case slider
    /// A self-contained item read as a whole, such as a card in a stack: GTK 4.14 and later
    /// (a group where the running GTK has no such role).
    case article
    /// A title over a part of a page or a list.
    case heading
    /// Decorative: left out, its children read as if they were its parent's.
    case presentation

    var gtk: GtkAccessibleRole {
        switch self {
        case .group: GTK_ACCESSIBLE_ROLE_GROUP
        case .button: GTK_ACCESSIBLE_ROLE_BUTTON
        case .dialog: GTK_ACCESSIBLE_ROLE_DIALOG
        case .alert: GTK_ACCESSIBLE_ROLE_ALERT
        case .list: GTK_ACCESSIBLE_ROLE_LIST
        case .listItem: GTK_ACCESSIBLE_ROLE_LIST_ITEM
        case .image: GTK_ACCESSIBLE_ROLE_IMG
        case .navigation: GTK_ACCESSIBLE_ROLE_NAVIGATION
        case .region: GTK_ACCESSIBLE_ROLE_REGION
        case .status: GTK_ACCESSIBLE_ROLE_STATUS
        case .menu: GTK_ACCESSIBLE_ROLE_MENU
        case .menuItem: GTK_ACCESSIBLE_ROLE_MENU_ITEM
        case .menuItemCheckbox: GTK_ACCESSIBLE_ROLE_MENU_ITEM_CHECKBOX
        case .menuItemRadio: GTK_ACCESSIBLE_ROLE_MENU_ITEM_RADIO
        case .presentation: GTK_ACCESSIBLE_ROLE_PRESENTATION
        case .separator: GTK_ACCESSIBLE_ROLE_SEPARATOR
        case .slider: GTK_ACCESSIBLE_ROLE_SLIDER
        // GTK 4.14 appended the role to its enumeration: its number is the same on every GTK
        // that has it, and the headers of an older GTK do not name it.
        case .article: gtk_get_minor_version() >= 14 ? GtkAccessibleRole(rawValue: 82) : GTK_ACCESSIBLE_ROLE_GROUP
        case .heading: GTK_ACCESSIBLE_ROLE_HEADING
        }
    }

    /// A navigation region as screen readers can speak it: GTK hands `navigation` to AT-SPI as
    /// a filler (its documentation calls the role unused), which Orca passes over in silence,
    /// so a side menu opened unsaid (Orca 43 on GTK 4.8, Orca 51 on GTK 4.24 alike); a named
    /// group, read as a panel or grouping with its name, stands in.
    public static var spokenNavigation: AccessibleRole { .group }

    /// The role for `gtk`, or nil for a role this module has no case for.
    init?(_ gtk: GtkAccessibleRole) {
        guard let role = Self.all.first(where: { $0.gtk == gtk }) else { return nil }
        self = role
    }

    private static let all: [AccessibleRole] = [.group, .button, .dialog, .alert, .list, .listItem, .image, .navigation,
                                                 .region, .status, .menu, .menuItem, .menuItemCheckbox, .menuItemRadio,
                                                 .presentation, .separator, .slider, .article, .heading]
}
