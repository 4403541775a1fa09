import Gtk

/// Tells assistive technology what just happened ("Liked Ada. Next: Ben,
/// 31, Salsa."). Where GTK has an announce call (4.14 and later) it is used.
/// GTK 4.8 has none, and Orca 43 speaks a name change only on the focused
/// object, so there this alert element, renamed, leaves the accessible tree
/// and comes back: Orca presents an alert as it appears, once. Either way its
/// name is the last announcement, for tools that read the tree. It is not drawn.
@MainActor
final class CardStackAnnouncer: Container {
    override class var gtkTypeName: String { "TactileAnnouncer" }
    override class var cssName: String { "announcer" }

    private let label = Label()
    /// The last announcement (what the status element is named now).
    private(set) var lastAnnouncement = ""
    private(set) var announcementCount = 0

    init() {
        super.init(role: .alert)
        // Nothing to say yet: an empty name, not GTK 4.8's fallback to the type's name.
        setAccessibleLabel("")
        opacity = 0
        canTarget = false
        // The alert's name says it all; its label would be read again as the alert's text.
        label.setAccessibleHidden(true)
        append(label)
    }

    /// Announces `text`; returns whether GTK's own announcement call said it (4.14 and later).
    @discardableResult
    func announce(_ text: String) -> Bool {
        announcementCount += 1
        lastAnnouncement = text
        label.text = text
        if announce(text, priority: .medium) { // the widget's, GTK's own call where there is one
            setAccessibleLabel(text)
            return true
        }
        setAccessibleHidden(true)
        setAccessibleLabel(text)
        setAccessibleHidden(false)
        return false
    }

    override func allocateChildren(width: Int, height: Int, baseline: Int) {
        if label.shouldLayout { label.allocate(width: width, height: height) }
    }
}
