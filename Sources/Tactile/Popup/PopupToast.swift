/// A toast's content as libadwaita's `AdwToast` has it: a title and, if asked for, one
/// action button (Undo). Pressing the button runs the action and closes the toast (reason
/// `.action`). The title can change while the toast shows (a count going up): the toast
/// stays, its countdown runs on, and screen readers hear the new title.
///
///     let toast = PopupToast(title: "Profile archived", actionLabel: "Undo") { model.restore() }
///     host.present(toast, options: .toast)
///
/// A toast with an action is in the focus chain, so Tab reaches its button.
///
/// CSS: `toast.popup-toast` holding a horizontal `box` with the title's `label` and the
/// action's `button`.
@MainActor
public final class PopupToast: Container {
    override public class var gtkTypeName: String { "TactilePopupToast" }
    override public class var cssName: String { "toast" }

    private let titleLabel = Label()
    private let button: Button?

    /// What the toast says; changing it while shown updates the toast in place.
    public var title: String {
        get { titleLabel.text }
        set {
            guard newValue != titleLabel.text else { return }
            titleLabel.text = newValue
            ancestor(of: PopupCard.self)?.contentTextChanged()
        }
    }

    /// Whether it has an action button.
    public var hasAction: Bool { button != nil }

    /// A toast saying `title`, with a button labelled `actionLabel` running `action` when
    /// both are given.
    public init(title: String, actionLabel: String? = nil, action: (@MainActor () -> Void)? = nil) {
        if let actionLabel, let action {
            let button = Button(label: actionLabel)
            button.addCSSClass("flat")
            button.valign = .center
            button.onClicked { [weak button] in
                action()
                guard let card = button?.ancestor(of: PopupCard.self) else { return }
                _ = card.host?.dismiss(card, reason: .action)
            }
            self.button = button
        } else {
            button = nil
        }
        super.init(role: .group, cssClasses: ["popup-toast"])
        titleLabel.text = title
        titleLabel.wraps = true
        titleLabel.xalign = 0
        titleLabel.hexpand = true
        titleLabel.valign = .center
        // One row, the title filling what the button leaves (a box follows the reading direction).
        let row = Box(.horizontal, spacing: 12)
        row.append(titleLabel)
        if let button { row.append(button) }
        row.setParent(self)
    }
}

extension PopupOptions {
    /// A toast at the bottom edge that hides after 5 s, as libadwaita's do.
    public static var toast: PopupOptions { PopupOptions().kind(.toast).autohide(after: .seconds(5)) }
}
