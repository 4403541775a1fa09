import Tactile

/// The tutorial's top navigation: profile, discover (the flame, larger, in
/// the middle) and chat. The app places it (in a header bar or above the
/// stack) and says what each button does.
///
///     cardtopbar
///     ╰── button.flat × 3
@MainActor
final class DiscoverTopBar: Container {
    override class var gtkTypeName: String { "TactileCardStackTopBar" }
    override class var cssName: String { "cardtopbar" }

    /// The profile button, on the start side.
    let profileButton: Button
    /// The discover button (the flame), larger, in the middle.
    let discoverButton: Button
    /// The chat button, on the end side.
    let chatButton: Button

    /// A bar whose buttons call `onProfile`, `onDiscover` and `onChat` when clicked; a button
    /// with no action is insensitive.
    init(onProfile: (@MainActor () -> Void)? = nil, onDiscover: (@MainActor () -> Void)? = nil,
                onChat: (@MainActor () -> Void)? = nil) {
        profileButton = Self.iconButton(.profile, size: 26, name: localized("Profile"))
        discoverButton = Self.iconButton(.discover, size: 34, name: localized("Discover"))
        chatButton = Self.iconButton(.chat, size: 26, name: localized("Chats"))
        super.init(role: .navigation)
        DiscoverTopBar.style.install()
        // Translators: the name of the navigation bar above the cards.
        setAccessibleLabel(localized("Main"))
        for button in [profileButton, discoverButton, chatButton] { append(button) }
        if let onProfile { profileButton.onClicked(onProfile) }
        if let onDiscover { discoverButton.onClicked(onDiscover) }
        if let onChat { chatButton.onClicked(onChat) }
    }

    override func measureChildren(_ orientation: Orientation, forSize: Int) -> (minimum: Int, natural: Int) {
        let sizes = [profileButton, discoverButton, chatButton].map { $0.measure(orientation, forSize: -1) }
        let minimums = sizes.map { $0.minimum }, naturals = sizes.map { $0.natural }
        if orientation == .horizontal {
            return (minimums.reduce(0, +) + 32, max(320, naturals.reduce(0, +) + 32))
        }
        return (minimums.max() ?? 0, naturals.max() ?? 0)
    }

    /// Profile at the start, chat at the end, discover in the exact middle
    /// (whatever the side buttons measure), mirrored in right-to-left.
    override func allocateChildren(width: Int, height: Int, baseline: Int) {
        let inset = 12
        let buttons = isRightToLeft ? [chatButton, discoverButton, profileButton] : [profileButton, discoverButton, chatButton]
        let sizes = buttons.map { (width: $0.measure(.horizontal).natural, height: $0.measure(.vertical).natural) }
        let xs = [inset, (width - sizes[1].width) / 2, width - inset - sizes[2].width]
        for (index, button) in buttons.enumerated() where button.shouldLayout {
            let size = sizes[index]
            button.allocate(width: size.width, height: min(height, size.height), transform: Transform()
                .translated(x: Double(xs[index]), y: Double(max(0, height - size.height) / 2)))
        }
    }

    private static func iconButton(_ icon: DemoIcon, size: Int, name: String) -> Button {
        let button = Button()
        button.hasFrame = false
        button.child = icon.image(size: size)
        button.setAccessibleLabel(name)
        button.tooltip = name
        return button
    }

    private static let style = StyleSheet("""
    cardtopbar { padding: 6px 12px; }
    cardtopbar > button { border-radius: 9999px; min-width: 44px; min-height: 44px; padding: 0; }
    """)
}
