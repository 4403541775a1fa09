internal import CGtk

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
