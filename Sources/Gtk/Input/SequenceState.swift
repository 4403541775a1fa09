internal import CGtk

/// What a gesture says about the pointer or touch sequence it is following.
public enum SequenceState: Sendable, Hashable {
    /// It is this gesture's: others stop handling it.
    case claimed
    /// Not this gesture's: others may take it.
    case denied

    var gtk: GtkEventSequenceState { self == .claimed ? GTK_EVENT_SEQUENCE_CLAIMED : GTK_EVENT_SEQUENCE_DENIED }
}
