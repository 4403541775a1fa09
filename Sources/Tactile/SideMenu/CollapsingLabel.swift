import Gtk

/// Text beside an icon that slides away when a menu turns compact and slides
/// back when it expands; the menu narrows and widens with it. GtkRevealer
/// mirrors the slide in right-to-left and skips it with animations off.
@MainActor
final class CollapsingLabel {
    let revealer = Revealer()

    init(child: Widget) {
        revealer.transitionType = .slideRight
        revealer.transitionDuration = 220
        revealer.revealsChild = true
        revealer.hexpand = true
        revealer.child = child
    }

    /// Makes `button` a flat menu row: `leading` (an icon, an avatar), then this text.
    func place(in button: Button, after leading: Widget, styleClass: String) {
        let row = Box(.horizontal, spacing: 0)
        row.append(leading)
        row.append(revealer)
        button.child = row
        button.hasFrame = false
        button.addCSSClass(styleClass)
    }

    var isExpanded: Bool {
        get { revealer.revealsChild }
        set { revealer.revealsChild = newValue }
    }
}
