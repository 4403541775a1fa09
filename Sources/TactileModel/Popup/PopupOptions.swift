/// Everything about a popup but its content, with PopupView's defaults, set
/// through a chain of small named modifiers:
///
///     PopupOptions().kind(.toast).position(.top).autohide(after: .seconds(3))
public struct PopupOptions: Hashable, Sendable {
    /// What kind of popup it is (default `.default`, a centred dialog-like card).
    public var kind: PopupKind = .default
    /// Nil: the kind's own position (`kind.defaultPosition`).
    public var position: PopupPosition?
    /// How it moves in and out (default a spring, SwiftUI's default).
    public var animation: PopupAnimation = .default
    /// Nil: stays until dismissed.
    public var autohideDelay: Duration?
    /// Whether a tap on the popup dismisses it (default true).
    public var closesOnTapInside = true
    /// Whether a tap outside the popup dismisses it (default false).
    public var closesOnTapOutside = false
    /// Whether dragging the popup towards its edge dismisses it (default true).
    public var dismissesOnDrag = true
    /// How far (points) a drag towards the popup's edge must go to dismiss it.
    public var dragToDismissDistance: Double = 100
    /// The colour laid over the content behind; `.clear` lays none.
    public var backdropColor: SRGBColor = .clear
    /// Whether taps outside the popup still reach the content behind it.
    public var allowsTapsThrough = true
    /// Its place in the queue: a higher priority shows first in its slot (default `.normal`).
    public var priority: PopupPriority = .normal

    /// The default options: PopupView's defaults.
    public init() {}

    /// Where the popup sits, which is also the slot it queues for.
    public var resolvedPosition: PopupPosition { position ?? kind.defaultPosition }

    /// These options with `kind`.
    public func kind(_ kind: PopupKind) -> Self { with { $0.kind = kind } }
    /// These options with `position`.
    public func position(_ position: PopupPosition) -> Self { with { $0.position = position } }
    /// These options with `animation`.
    public func animation(_ animation: PopupAnimation) -> Self { with { $0.animation = animation } }
    /// These options with an auto-hide after `delay`; nil stays until dismissed.
    public func autohide(after delay: Duration?) -> Self { with { $0.autohideDelay = delay } }
    /// These options with a tap on the popup dismissing it or not.
    public func closeOnTap(_ closes: Bool) -> Self { with { $0.closesOnTapInside = closes } }
    /// These options with a tap outside the popup dismissing it or not.
    public func closeOnTapOutside(_ closes: Bool) -> Self { with { $0.closesOnTapOutside = closes } }
    /// These options with `color` laid over the content behind the popup.
    public func backdrop(_ color: SRGBColor) -> Self { with { $0.backdropColor = color } }
    /// These options with taps outside the popup reaching the content behind it or not.
    public func allowsTapsThrough(_ allows: Bool) -> Self { with { $0.allowsTapsThrough = allows } }
    /// These options with `priority`.
    public func priority(_ priority: PopupPriority) -> Self { with { $0.priority = priority } }

    /// These options with a drag towards the popup's edge dismissing it or not, after `distance`
    /// points when given.
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
