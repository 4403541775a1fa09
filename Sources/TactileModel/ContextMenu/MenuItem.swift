/// One entry of a menu: a command, a check box, one choice of a radio group,
/// or the title of a submenu.
public struct MenuItem: Identifiable {
    /// What the item's toggle looks like, if it has one.
    public enum State: Hashable, Sendable {
        /// A plain command.
        case plain
        /// A check box, ticked when `isOn`.
        case checkbox(isOn: Bool)
        /// One choice among the items sharing `group`; activating it selects it
        /// and clears the others.
        case radio(group: String, isSelected: Bool)
    }

    /// What the item does to the user's data, so the front end can style
    /// destructive items (red, as GNOME's `destructive-action`).
    public enum Role: Hashable, Sendable {
        /// An ordinary command.
        case normal
        /// A command that deletes or discards the person's data, drawn in the destructive style.
        case destructive
    }

    /// Unique within its menu, submenus included; also the action's name.
    public let id: String
    /// The item's text.
    public var title: String
    /// A themed icon name shown beside the title.
    public var iconName: String?
    /// The shortcut that activates the item while the menu's widget has the focus.
    public var shortcut: KeyboardShortcut?
    /// Whether the item can be activated; a disabled item is shown dimmed.
    public var isEnabled: Bool
    /// Whether the item has a check box or a radio button, and its state.
    public var state: State
    /// Whether the item is destructive.
    public var role: Role
    /// When set, the item opens this menu instead of running an action.
    public var submenu: MenuDescription?
    /// Runs after the item is activated (and after its toggle flipped).
    public var action: (@MainActor () -> Void)?
    /// The app's own content, shown in place of the title and icon; nil for the standard row.
    /// The title stays the item's name for screen readers and its shortcut's label.
    public var customContent: (any MenuItemContent)?

    /// An item called `title` with `id`; the rest are its options with their defaults.
    public init(_ title: String, id: String, iconName: String? = nil,
                shortcut: KeyboardShortcut? = nil, isEnabled: Bool = true,
                state: State = .plain, role: Role = .normal,
                action: (@MainActor () -> Void)? = nil) {
        self.id = id
        self.title = title
        self.iconName = iconName
        self.shortcut = shortcut
        self.isEnabled = isEnabled
        self.state = state
        self.role = role
        self.action = action
    }

    /// An item that opens `submenu`.
    public init(_ title: String, id: String, iconName: String? = nil, submenu: MenuDescription) {
        self.init(title, id: id, iconName: iconName)
        self.submenu = submenu
    }
}

extension MenuItem: Equatable {
    /// Everything the user can see; the action is code and has no identity, and custom
    /// content counts only as being there or not (the app's widget follows its own state).
    public static func == (lhs: MenuItem, rhs: MenuItem) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.iconName == rhs.iconName
            && lhs.shortcut == rhs.shortcut && lhs.isEnabled == rhs.isEnabled
            && lhs.state == rhs.state && lhs.role == rhs.role && lhs.submenu == rhs.submenu
            && (lhs.customContent == nil) == (rhs.customContent == nil)
    }
}
