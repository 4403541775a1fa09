import TactileModel

/// What the stack says to people: card names, button names and announcements, in one place
/// so they stay consistent, made from the app's words (`CardStackWords`, `DecisionStyle`) and
/// its names for items.
@MainActor
struct CardStackSpeech<Item: Identifiable & Sendable> where Item.ID: Sendable {
    let words: CardStackWords
    let styles: [DecisionStyle]
    /// The item's short name, as announcements use it ("Ada", "photo 12").
    let name: @MainActor (Item) -> String
    /// The card's accessible name, read as the card looks ("Ada, 29, Bouldering").
    let accessibleName: @MainActor (Item) -> String

    func style(of decision: Decision) -> DecisionStyle? { styles.first { $0.decision == decision } }

    /// The styles with a key, in the directions' order (right, left, up, down), as the
    /// arrow keys have always been listed.
    private var keyed: [DecisionStyle] {
        let order: [SwipeDirection] = [.right, .left, .up, .down]
        return styles.filter { $0.key != nil }.sorted {
            (order.firstIndex(of: $0.decision.direction) ?? 0) < (order.firstIndex(of: $1.decision.direction) ?? 0)
        }
    }

    /// ARIA-style key shortcuts (space separated, modifiers joined with +).
    var keyShortcuts: String {
        (keyed.compactMap { $0.keyLabel?.aria } + ["Backspace", "Control+Z"]).joined(separator: " ")
    }

    var keyHelp: String {
        if let help = words.keyHelp { return help }
        let keys = keyed.compactMap { style in
            // Translators: one key in the card's help, "Right: Keep"; the parts are joined with commas.
            style.keyLabel.map { localized("{key}: {decision}", ["key": $0.printed, "decision": style.label]) }
        }
        // Translators: the end of the card's key help.
        return (keys + [localized("Backspace: Undo")]).joined(separator: ", ") + "."
    }

    /// The bottom-bar button's name: what it does, to whom.
    func buttonName(_ decision: Decision, for item: Item?) -> String {
        guard let style = style(of: decision) else { return decision.id }
        guard let item else { return style.label }
        return style.buttonName(name(item))
    }

    /// What assistive technology hears when the top card's rules refuse a decision.
    func refusal(_ decision: Decision, of item: Item) -> String {
        style(of: decision)?.refusal(name(item)) ?? ""
    }

    static var undoButtonName: String { localized("Undo") }

    /// What assistive technology hears after a decision.
    func announcement(_ decision: Decision, of item: Item, next: Item?) -> String {
        // Translators: what a screen reader says after a decision: "Liked Ada. Next: Ben, 31, Salsa."
        localized("{done} {next}", ["done": decisionAnnouncement(decision, of: item), "next": upNext(next)])
    }

    /// The decision alone ("Liked Ada."), for where the next card is read on its own.
    func decisionAnnouncement(_ decision: Decision, of item: Item) -> String {
        style(of: decision)?.announcement(name(item)) ?? ""
    }

    func undoAnnouncement(of item: Item) -> String {
        // Translators: {card} reads as "Ada, 29, Bouldering".
        localized("Undone. {card} is back.", ["card": accessibleName(item)])
    }

    /// The undo alone ("Undone."), for where the card that came back is read on its own.
    var undone: String {
        // Translators: said after an undo, before a screen reader reads the card that came back.
        localized("Undone.")
    }

    /// Said when the top card is withdrawn: "Ada is no longer available."
    func withdrawal(of item: Item) -> String {
        // Translators: said when the item on the top card was withdrawn from the app's source.
        localized("{name} is no longer available.", ["name": name(item)])
    }

    /// The withdrawal and the card that came up: "Ada is no longer available. Next: Ben, 31, Salsa."
    func withdrawalAnnouncement(of item: Item, next: Item?) -> String {
        localized("{done} {next}", ["done": withdrawal(of: item), "next": upNext(next)])
    }

    /// Why the deck refused an insertion or a withdrawal, in words.
    func deckChangeRefusal(_ refusal: CardDeckChangeError<Item>) -> String {
        switch refusal {
        case .alreadyInDeck(let item):
            localized("{name} is already in the deck.", ["name": name(item)])
        case .alreadyDecided(let item, _):
            localized("{name} was decided already, so the deck does not show them again.", ["name": name(item)])
        case .notInDeck(let id):
            // Translators: {item} names an item by its id, as the app words it.
            localized("No card in the deck is {item}.", ["item": words.itemByID(String(describing: id))])
        case .lookupFailed(let id, let reason):
            localized("Could not check whether {item} is in the deck: {reason}",
                      ["item": words.itemByID(String(describing: id)), "reason": reason])
        }
    }

    /// What the card says when the app's widget for it could not be made.
    func cardFailed(reason: String) -> String {
        // Translators: shown on a card whose content could not be made; {reason} says why.
        localized("This card cannot be shown: {reason}", ["reason": reason])
    }

    private func upNext(_ next: Item?) -> String {
        guard let next else { return words.noMoreCards }
        return localized("Next: {card}.", ["card": accessibleName(next)])
    }
}
