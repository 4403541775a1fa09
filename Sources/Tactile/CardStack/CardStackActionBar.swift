import Gtk
import TactileModel

/// The tutorial's bottom bar: a round Undo button and one round button per decision the app's
/// styles show there (`DecisionStyle.showsInActionBar`), in their order, driving a
/// `CardStackView` the way its gestures do. Their names say what they do to whom ("Like Ada")
/// and follow the top card; their tooltips say the action and its key ("Like (Right)"); each
/// is disabled while it has nothing to act on. Clicks during an animation are refused by the
/// model's phases, so hammering never skips or repeats a card.
///
/// The buttons keep their order in right-to-left locales, like the arrow keys and swipes.
///
///     cardactions
///     ╰── box
///         ╰── button.round.undo.small, button.round.<decision id>[.small] …
@MainActor
public final class CardStackActionBar: Container {
    override public class var gtkTypeName: String { "TactileCardStackActions" }
    override public class var cssName: String { "cardactions" }

    /// Takes back the last decision (Backspace or Ctrl+Z do the same); disabled when there is none.
    public let undoButton = CardStackActionBar.roundButton(cssClass: "undo", icon: CardStackIcon.undo.texture,
                                                           label: localized("Undo"), small: true)
    /// The decisions' buttons, in the bar's order.
    public let decisionButtons: [(decision: Decision, button: Button)]
    /// The accessible names last given to the decision buttons (GTK 4.8 cannot read them back).
    private(set) var decisionButtonNames: [Decision: String] = [:]

    /// A bar driving `stack`: its buttons follow the top card and the stack's phase.
    public init<Item>(stack: CardStackView<Item>) {
        let shown = stack.decisionStyles.filter(\.showsInActionBar)
        decisionButtons = shown.map { style in
            (style.decision, Self.roundButton(cssClass: style.cssClass, icon: style.icon, label: style.label,
                                              small: !style.isProminent))
        }
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
        for (style, entry) in zip(shown, decisionButtons) {
            // Translators: a decision button's tooltip, "Like (Right)".
            entry.button.tooltip = style.keyLabel.map {
                localized("{action} ({key})", ["action": style.label, "key": $0.printed])
            } ?? style.label
        }
        row.append(undoButton)
        for entry in decisionButtons { row.append(entry.button) }
        append(row)
        undoButton.onClicked { [weak stack] in stack?.undo() }
        for entry in decisionButtons {
            let decision = entry.decision
            entry.button.onClicked { [weak stack] in stack?.perform(decision) }
        }
        follow(stack)
    }

    /// The button of `decision`, or nil when the bar has none.
    public func button(for decision: Decision) -> Button? {
        decisionButtons.first { $0.decision == decision }?.button
    }

    /// Binds names and sensitivity to whichever model the stack shows (the
    /// stack's `model` is observable, so a replaced model is followed too).
    /// Buttons stay enabled during animations (a button losing sensitivity
    /// would lose the keyboard focus); the model ignores what it cannot do.
    private func follow<Item>(_ stack: CardStackView<Item>) {
        undoButton.setAccessibleLabel(CardStackSpeech<Item>.undoButtonName)
        undoButton.bind { [weak stack] button in
            guard let model = stack?.model else { return }
            button.isSensitive = model.hasUndoableDecision
        }
        for (decision, button) in decisionButtons {
            button.bind { [weak stack, weak self] button in
                guard let stack else { return }
                let model = stack.model
                let name = stack.speech.buttonName(decision, for: model.topCard)
                self?.decisionButtonNames[decision] = name
                button.setAccessibleLabel(name)
                button.isSensitive = model.topCard != nil && model.allowedDirections.allows(decision)
            }
        }
    }

    private static func roundButton(cssClass: String, icon: Texture?, label: String, small: Bool) -> Button {
        let button = Button()
        button.addCSSClass("round")
        button.addCSSClass(cssClass)
        if small { button.addCSSClass("small") }
        if let icon {
            let image = Image(iconName: "")
            image.setTexture(icon)
            image.pixelSize = small ? 22 : 30
            image.setAccessibleHidden(true)
            button.child = image
        } else {
            button.child = Label(label)
        }
        button.valign = .center
        return button
    }
}
