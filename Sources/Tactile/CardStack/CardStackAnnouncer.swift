import Gtk

/// Tells assistive technology what just happened ("Liked Ada. Next: Ben,
/// 31, Salsa."). GTK 4.8 has no announce call, so this is a status element
/// (AT-SPI role "status bar") whose name and text change with each outcome:
/// screen readers report changes of a status bar's name, and the label's
/// text change reaches those that follow text. It is not drawn.
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

    func announce(_ text: String) {
        announcementCount += 1
        lastAnnouncement = text
        label.text = text
        setAccessibleLabel(text)
    }

    override func allocateChildren(width: Int, height: Int, baseline: Int) {
        if label.shouldLayout { label.allocate(width: width, height: height) }
    }
}
