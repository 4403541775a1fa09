import Gtk
import TactileModel

/// The tutorial's bottom bar: round buttons for back (undo), nope, like and
/// boost, driving a `CardStackView` the way its gestures do. Their names say
/// what they do to whom ("Like Ada") and follow the top card; their tooltips
/// say the action and its key ("Like (Right)"); each is disabled while it has
/// nothing to act on. Clicks during an animation are
/// refused by the model's phases, so hammering never skips or repeats a card.
///
/// The buttons keep the swipe directions' physical order (nope on the left,
/// like on the right) in right-to-left locales, like the arrow keys.
///
///     cardactions
///     ╰── box
///         ╰── button.round.undo.small, .round.nope, .round.boost.small, .round.like
@MainActor
public final class CardStackActionBar: Container {
    override public class var gtkTypeName: String { "TactileCardStackActions" }
    override public class var cssName: String { "cardactions" }

    /// Takes back the last decision (Backspace or Ctrl+Z do the same); disabled when there is none.
    public let undoButton = CardStackActionBar.roundButton(.undo, small: true)
    /// Says nope to the top card, as a swipe left does.
    public let nopeButton = CardStackActionBar.roundButton(.nope, small: false)
    /// Likes the top card, as a swipe right does.
    public let likeButton = CardStackActionBar.roundButton(.like, small: false)
    /// Boosts the top card, as a swipe up does.
    public let boostButton = CardStackActionBar.roundButton(.boost, small: true)
    /// The accessible names last given to the decision buttons (GTK 4.8 cannot read them back).
    private(set) var decisionButtonNames: [Decision: String] = [:]

    /// A bar driving `stack`: its buttons follow the top card and the stack's phase.
    public init(stack: CardStackView) {
        super.init(role: .group)
        CardStackStyle.install()
        setAccessibleLabel(localized("Decisions"))
        let row = Box(.horizontal, spacing: 18)
        row.halign = .center
        row.direction = .leftToRight
        // Tooltips say the action and its key, the same for every card, and are given before
        // the buttons have a parent: a shown widget's new tooltip costs GTK a question to the
        // X server (see `Widget.tooltip`), and one that followed the top card asked it at
        // every decision.
        undoButton.tooltip = localized("Undo the last decision (Backspace)")
        // Translators: arrow keys, as printed on the keyboard.
        let keys: [Decision: String] = [.nope: localized("Left"), .like: localized("Right"), .boost: localized("Up")]
        for (button, decision) in [(nopeButton, Decision.nope), (likeButton, .like), (boostButton, .boost)] {
            // Translators: a decision button's tooltip, "Like (Right)".
            button.tooltip = localized("{action} ({key})", ["action": CardStackSpeech.buttonName(decision, for: nil),
                                                             "key": keys[decision] ?? ""])
        }
        for button in [undoButton, nopeButton, boostButton, likeButton] { row.append(button) }
        append(row)
        undoButton.onClicked { [weak stack] in stack?.undo() }
        for (button, decision) in [(nopeButton, Decision.nope), (likeButton, .like), (boostButton, .boost)] {
            button.onClicked { [weak stack] in stack?.perform(decision) }
        }
        follow(stack)
    }

    /// Binds names and sensitivity to whichever model the stack shows (the
    /// stack's `model` is observable, so a replaced model is followed too).
    /// Buttons stay enabled during animations (a button losing sensitivity
    /// would lose the keyboard focus); the model ignores what it cannot do.
    private func follow(_ stack: CardStackView) {
        undoButton.setAccessibleLabel(CardStackSpeech.undoButtonName)
        undoButton.bind { [weak stack] button in
            guard let model = stack?.model else { return }
            button.isSensitive = !model.history.isEmpty
        }
        for (button, decision) in [(nopeButton, Decision.nope), (likeButton, .like), (boostButton, .boost)] {
            button.bind { [weak stack, weak self] button in
                guard let model = stack?.model else { return }
                let name = CardStackSpeech.buttonName(decision, for: model.topCard)
                self?.decisionButtonNames[decision] = name
                button.setAccessibleLabel(name)
                button.isSensitive = model.topCard != nil && model.allowedDirections.allows(decision)
            }
        }
    }

    private static func roundButton(_ icon: CardStackIcon, small: Bool) -> Button {
        let button = Button()
        button.addCSSClass("round")
        button.addCSSClass(icon.rawValue)
        if small { button.addCSSClass("small") }
        button.child = icon.image(size: small ? 22 : 30)
        button.valign = .center
        return button
    }
}
