/// Everything about a popup but its content, with PopupView's defaults, set
/// through a chain of small named modifiers:
///
///     PopupOptions().kind(.toast).position(.top).autohide(after: .seconds(3))
public struct PopupOptions: Hashable, Sendable {
    public var kind: PopupKind = .default
    /// Nil: the kind's own position (`kind.defaultPosition`).
    public var position: PopupPosition?
    public var animation: PopupAnimation = .default
    /// Nil: stays until dismissed.
    public var autohideDelay: Duration?
    public var closesOnTapInside = true
    public var closesOnTapOutside = false
    public var dismissesOnDrag = true
    /// How far (points) a drag towards the popup's edge must go to dismiss it.
    public var dragToDismissDistance: Double = 100
    /// The colour laid over the content behind; `.clear` lays none.
    public var backdropColor: SRGBColor = .clear
    /// Whether taps outside the popup still reach the content behind it.
    public var allowsTapsThrough = true
    public var priority: PopupPriority = .normal

    public init() {}

    /// Where the popup sits, which is also the slot it queues for.
    public var resolvedPosition: PopupPosition { position ?? kind.defaultPosition }

    public func kind(_ kind: PopupKind) -> Self { with { $0.kind = kind } }
    public func position(_ position: PopupPosition) -> Self { with { $0.position = position } }
    public func animation(_ animation: PopupAnimation) -> Self { with { $0.animation = animation } }
    public func autohide(after delay: Duration?) -> Self { with { $0.autohideDelay = delay } }
    public func closeOnTap(_ closes: Bool) -> Self { with { $0.closesOnTapInside = closes } }
    public func closeOnTapOutside(_ closes: Bool) -> Self { with { $0.closesOnTapOutside = closes } }
    public func backdrop(_ color: SRGBColor) -> Self { with { $0.backdropColor = color } }
    public func allowsTapsThrough(_ allows: Bool) -> Self { with { $0.allowsTapsThrough = allows } }
    public func priority(_ priority: PopupPriority) -> Self { with { $0.priority = priority } }

    public func dragToDismiss(_ dismisses: Bool, distance: Double? = nil) -> Self {
        with {
            $0.dismissesOnDrag = dismisses
            if let distance { $0.dragToDismissDistance = distance }
        }
    }

    private func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
