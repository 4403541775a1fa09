import Foundation
import Tactile

/// The Discover page: the navigation bar, the swipe-card stack and the
/// decision buttons. Keep the page object alive as long as its widget is
/// shown (its "Start over" needs it); the widget itself is owned by GTK.
///
/// The app connects the match popup through `cardStack.likesBack` and
/// `cardStack.onMatch`, and, with the SQLite store, sets
/// `forgetAllDecisions = { try store.forgetAllDecisions() }`.
@MainActor
final class DiscoverPage {
    let widget: Widget
    let topBar: CardStackTopBar
    let cardStack: CardStackView
    let actionBar: CardStackActionBar
    /// Forgets every decision so that "Start over" deals the whole deck
    /// again. When nil, the decisions made on this page are undone instead.
    var forgetAllDecisions: (() throws -> Void)?

    private let source: any ProfileSource
    private let log: any DecisionLog

    init(source: any ProfileSource, log: any DecisionLog, dataFolder: URL) {
        self.source = source
        self.log = log
        topBar = CardStackTopBar()
        cardStack = CardStackView(model: CardStackModel(source: source, log: log), dataFolder: dataFolder)
        cardStack.hexpand = true
        cardStack.vexpand = true
        actionBar = CardStackActionBar(stack: cardStack)
        let column = Box(.vertical)
        column.append(topBar)
        column.append(cardStack)
        column.append(actionBar)
        widget = column
        cardStack.onStartOver = { [weak self] in self?.startOver() }
        // The arrow keys decide wherever the focus is on the page, not only on the card.
        let keys = KeyController()
        keys.onKeyPressed { [weak cardStack] keyval, _, state in
            cardStack?.handleKey(keyval, modifiers: KeyModifiers(state)) ?? false
        }
        column.addController(keys)
    }

    private func startOver() {
        do {
            if let forgetAllDecisions {
                try forgetAllDecisions()
            } else {
                for decided in cardStack.model.history.reversed() { try log.undo(decided.record) }
            }
        } catch {
            // Keep the empty state; the decisions are as they were.
            return
        }
        cardStack.replaceModel(CardStackModel(source: source, log: log))
        cardStack.focusTopCard()
    }
}
