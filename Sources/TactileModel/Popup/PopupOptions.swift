/// Everything about a popup but its content, with PopupView's defaults, set
/// through a chain of small named modifiers, each named as the option it sets:
///
///     PopupOptions().kind(.toast).position(.top).autohide(after: .seconds(3))
///
/// `PopupOptions()` is the default everywhere a popup is presented: the queue, the host and
/// `popup(isPresented:)` / `popup(item:)` alike.
public struct PopupOptions: Hashable, Sendable {
    /// What kind of popup it is: dialog-like, toast, floater or sheet.
    public var kind: PopupKind = .default
    /// Nil: the kind's own position (`kind.defaultPosition`).
    public var position: PopupPosition?
    /// The curve of its coming and going.
    public var animation: MotionCurve = .spring(.default)
    /// How it comes in. Nil: across its position's nearest edge (`PopupPosition.defaultEdge`).
    public var appearFrom: PopupTransition?
    /// How it goes out. Nil: the way it came in (a drag that dismisses it sends
    /// it the way the drag went).
    public var disappearTo: PopupTransition?
    /// Nil: stays until dismissed. Zero (or less) also means until dismissed,
    /// as libadwaita's toast timeout of 0 does.
    public var autohide: Duration?
    /// For this long after it shows, no tap, drag or Escape closes it (PopupView's
    /// `dismissibleIn`): a person cannot wave away what they have not read.
    /// The app's own code, auto-hide and its action button still can. Nil: at once.
    public var dismissibleIn: Duration?
    /// Whether a tap on it closes it.
    public var closeOnTap = true
    /// Whether a tap beside it closes it.
    public var closeOnTapOutside = false
    /// Whether a drag towards its edge closes it.
    public var dragToDismiss = true
    /// How far (points) a drag towards the popup's edge must go to dismiss it.
    public var dragToDismissDistance: Double = 100
    /// The colour laid over the content behind; `.clear` lays none.
    public var backdrop: SRGBColor = .clear
    /// Whether taps outside the popup still reach the content behind it.
    public var allowsTapsThrough = true
    /// Which popup goes first when several want its slot.
    public var priority: PopupPriority = .normal
    /// The heights a `.sheet` rests at; it opens at the first. Other kinds ignore them.
    public var detents: [PopupDetent] = [.medium, .large]

    /// The options of a centred dialog-like popup that springs in from the bottom.
    public init() {}

    /// Where the popup sits, which is also the slot it queues for.
    public var resolvedPosition: PopupPosition { position ?? kind.defaultPosition }
    /// How it comes in, defaults applied.
    public var resolvedAppearance: PopupTransition { appearFrom ?? .edge(resolvedPosition.defaultEdge) }
    /// How it goes out, defaults applied.
    public var resolvedDisappearance: PopupTransition { disappearTo ?? resolvedAppearance }

    /// These options with `kind`.
    public func kind(_ kind: PopupKind) -> Self { with { $0.kind = kind } }
    /// These options with `position`.
    public func position(_ position: PopupPosition) -> Self { with { $0.position = position } }
    /// These options with `animation`.
    public func animation(_ animation: MotionCurve) -> Self { with { $0.animation = animation } }
    /// These options coming in by `transition`.
    public func appearFrom(_ transition: PopupTransition) -> Self { with { $0.appearFrom = transition } }
    /// These options going out by `transition`.
    public func disappearTo(_ transition: PopupTransition) -> Self { with { $0.disappearTo = transition } }
    /// These options hiding after `delay` (nil or zero: until dismissed).
    public func autohide(after delay: Duration?) -> Self { with { $0.autohide = delay } }
    /// These options refusing a person's dismissal for `delay` after showing.
    public func dismissibleIn(_ delay: Duration?) -> Self { with { $0.dismissibleIn = delay } }
    /// These options closing, or not, on a tap on the popup.
    public func closeOnTap(_ closes: Bool) -> Self { with { $0.closeOnTap = closes } }
    /// These options closing, or not, on a tap beside the popup.
    public func closeOnTapOutside(_ closes: Bool) -> Self { with { $0.closeOnTapOutside = closes } }
    /// These options laying `color` over the content behind.
    public func backdrop(_ color: SRGBColor) -> Self { with { $0.backdrop = color } }
    /// These options letting taps beside the popup through, or not.
    public func allowsTapsThrough(_ allows: Bool) -> Self { with { $0.allowsTapsThrough = allows } }
    /// These options with `priority`.
    public func priority(_ priority: PopupPriority) -> Self { with { $0.priority = priority } }
    /// These options resting a sheet at `detents` (an empty list: `.large` alone).
    public func detents(_ detents: [PopupDetent]) -> Self { with { $0.detents = detents.isEmpty ? [.large] : detents } }

    /// These options closing, or not, on a drag towards the popup's edge,
    /// `distance` points long (nil: the distance set before).
    public func dragToDismiss(_ dismisses: Bool, distance: Double? = nil) -> Self {
        with {
            $0.dragToDismiss = dismisses
            if let distance { $0.dragToDismissDistance = distance }
        }
    }

    private func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
