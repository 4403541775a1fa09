internal import CGtk

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
