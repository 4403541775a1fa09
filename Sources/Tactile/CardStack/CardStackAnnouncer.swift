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
    /// What the screen reader was last asked to say (empty: nothing, it was said already).
    private(set) var lastSpoken = ""

    init() {
        super.init(role: .status)
        // Nothing to say yet: an empty name, not GTK 4.8's fallback to the type's name.
        setAccessibleLabel("")
        opacity = 0
        canTarget = false
        append(label)
    }

    /// Announces `text`: the status element's name, and what a screen reader is told. Where
    /// `focusMovesOn` to a widget a screen reader reads itself (the next card, read as it takes
    /// the focus), it is told `whereFocusMoves` instead, when given: the words `text` has beside
    /// what that widget reads (empty: nothing to add, it was said already); said in full, the
    /// next card was heard twice. Told through GTK's announcement call (4.14 and later), or
    /// else through the focused widget (`announceToScreenReader`).
    /// Returns whether the `whereFocusMoves` words were the ones told.
    @discardableResult
    func tell(_ text: String, whereFocusMoves shorter: String? = nil, focusMovesOn: Bool = false) -> Bool {
        announcementCount += 1
        lastAnnouncement = text
        label.text = text
        setAccessibleLabel(text)
        let toldShorter = focusMovesOn && shorter != nil
        lastSpoken = toldShorter ? shorter ?? text : text
        if !lastSpoken.isEmpty, !announce(lastSpoken, priority: .medium) { announceToScreenReader(lastSpoken) }
        return toldShorter
    }

    override func allocateChildren(width: Int, height: Int, baseline: Int) {
        if label.shouldLayout { label.allocate(width: width, height: height) }
    }
}
