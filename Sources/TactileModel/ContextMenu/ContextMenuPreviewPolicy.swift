/// Which inputs show the preview above the menu: a right-click may open the
/// compact menu alone while a long press shows the preview too, as on iOS.
public struct ContextMenuPreviewPolicy: Hashable, Sendable {
    /// The inputs that show the preview.
    public var triggers: Set<ContextMenuTrigger>

    /// A policy that shows the preview for `triggers`.
    public init(_ triggers: Set<ContextMenuTrigger>) { self.triggers = triggers }

    /// Whether a menu opened by `trigger` shows the preview.
    public func showsPreview(for trigger: ContextMenuTrigger) -> Bool { triggers.contains(trigger) }

    /// The preview comes with every menu (the default).
    public static let always = ContextMenuPreviewPolicy(Set(ContextMenuTrigger.allCases))
    /// Only the menu, whatever the input.
    public static let never = ContextMenuPreviewPolicy([])
    /// The right-click opens the compact menu; a long press, the keyboard and
    /// the app show the preview.
    public static let compactOnSecondaryClick = ContextMenuPreviewPolicy([.longPress, .keyboard, .programmatic])
}
