internal import CGtk

/// When a scrolled window shows a scroll bar.
public enum ScrollbarPolicy: Sendable, Hashable {
    /// Always shown.
    case always
    /// Shown when the content is larger than the view.
    case automatic
    /// Never shown (the content still scrolls).
    case never

    var gtk: GtkPolicyType {
        switch self {
        case .always: GTK_POLICY_ALWAYS
        case .automatic: GTK_POLICY_AUTOMATIC
        case .never: GTK_POLICY_NEVER
        }
    }
}
