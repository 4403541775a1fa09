import Gtk

/// Tells assistive technology what just happened ("Liked Ada. Next: Ben,
/// 31, Salsa."). Where GTK has an announce call (4.14 and later) it is used;
/// either way this is also a status element (AT-SPI role "status bar") whose
/// name and text change with each outcome, for GTK 4.8, which has none:
/// screen readers that follow a status bar's name or text hear it there
/// (Orca 43 does not: it speaks changes only on the focused object, so there
/// the announcement is said through the focused widget too). It is not drawn.
@MainActor
final class CardStackAnnouncer: Container {
    override class var gtkTypeName: String { "TactileAnnouncer" }
    override class var cssName: String { "announcer" }

    private let label = Label()
    /// The last announcement (what the status element is named now).
    private(set) var lastAnnouncement = ""
    private(set) var announcementCount = 0

    init() {
        super.init(role: .status)
        // Nothing to say yet: an empty name, not GTK 4.8's fallback to the type's name.
        setAccessibleLabel("")
        opacity = 0
        canTarget = false
        append(label)
    }

    /// Announces `text`. Without GTK's announcement call (before 4.14) it is said through
    /// the focused widget (`announceToScreenReader`), as `whereFocusMoves` when given: the
    /// words for when the focus moves next to what the rest of `text` reads (empty: nothing
    /// to add, it was said already).
    func tell(_ text: String, whereFocusMoves shorter: String? = nil) {
        announcementCount += 1
        lastAnnouncement = text
        label.text = text
        setAccessibleLabel(text)
        if announce(text, priority: .medium) { return } // the widget's, GTK's own call
        if shorter?.isEmpty != true { announceToScreenReader(shorter ?? text) }
    }

    override func allocateChildren(width: Int, height: Int, baseline: Int) {
        if label.shouldLayout { label.allocate(width: width, height: height) }
    }
}
