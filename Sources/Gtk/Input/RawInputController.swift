internal import CGtk

/// Every button and touch event that reaches a widget, before its gestures see it
/// (`GtkEventControllerLegacy`). For the rare input no gesture describes, such as the release of
/// a press that began before the widget was shown; use a gesture for everything else.
@MainActor
public final class RawInputController: EventController {
    override class var gtype: GType { gtk_event_controller_legacy_get_type() }

    /// What kind of event arrived.
    public enum Event: Sendable, Equatable {
        /// A mouse button went down.
        case buttonPress
        /// A mouse button was let go.
        case buttonRelease
        /// A finger touched the screen.
        case touchBegin
        /// A finger left the screen.
        case touchEnd
        /// The windowing system took a touch sequence back.
        case touchCancel
        /// Anything else: motion, scrolling, crossing, keys.
        case other
    }

    /// A raw input controller, to be added to a widget with `Widget.addController(_:)`.
    public convenience init() { self.init(gtk_event_controller_legacy_new(), ownership: .owned) }

    /// Calls `body` with each event; `body` returns true to stop the event there (no gesture of
    /// the widget or its children sees it), false to let it go on.
    @discardableResult
    public func onEvent(_ body: @escaping @MainActor (Event) -> Bool) -> SignalConnection {
        let adapted: @MainActor (UnsafeMutableRawPointer?) -> Bool = { event in
            guard let event else { return false }
            return body(Event(gdk_event_get_event_type(OpaquePointer(event))))
        }
        return connect("event", after: false, body: adapted, trampoline: unsafeBitCast(Trampoline.pointerBool, to: GCallback.self))
    }
}

extension RawInputController.Event {
    init(_ type: GdkEventType) {
        switch type {
        case GDK_BUTTON_PRESS: self = .buttonPress
        case GDK_BUTTON_RELEASE: self = .buttonRelease
        case GDK_TOUCH_BEGIN: self = .touchBegin
        case GDK_TOUCH_END: self = .touchEnd
        case GDK_TOUCH_CANCEL: self = .touchCancel
        default: self = .other
        }
    }
}
