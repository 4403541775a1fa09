import FoundationEssentials
import Tactile
import TactileStore

/// The Discover page: the navigation bar, the swipe-card stack over the store's
/// undecided profiles, and the decision buttons. Keep the page object alive as
/// long as its widget is shown (its "Start over" needs it); the widget itself is
/// owned by GTK.
///
/// The deck follows the store: whenever its order is dealt afresh (Start over
/// here, `--reset` from another start, the reset action), the stack starts over
/// from the first undecided profile, whoever asked for it. It follows the
/// catalogue file too (`follow(catalogue:)`): a profile added to it arrives right
/// behind the top card, one removed from it is withdrawn from the deck.
@MainActor
final class DiscoverPage {
    let widget: Widget
    let topBar: DiscoverTopBar
    let cardStack: CardStackView<Profile>
    let cards: ProfileCards
    let actionBar: CardStackActionBar
    /// Tells the person something went wrong (a toast).
    var tell: (String) -> Void = { _ in }

    /// Whether the profiles passed come round again when the deck runs out (`CardStackModel.loops`).
    var loops = false {
        didSet { cardStack.model.loops = loops }
    }

    private let store: ProfileStore
    private var catalogueFollower: CatalogueFollower?

    init(store: ProfileStore, dataFolder: URL) {
        self.store = store
        topBar = DiscoverTopBar()
        let cards = ProfileCards(dataFolder: dataFolder)
        self.cards = cards
        cardStack = CardStackView(model: Self.makeModel(store), decisions: ProfileDecisionStyles.all,
                                  words: ProfileCards.words, name: ProfileCards.name(of:),
                                  accessibleName: ProfileCards.accessibleName(of:), card: cards.card(for:))
        cardStack.emptyStateIcon = DemoIcon.discover.texture
        cardStack.hexpand = true
        cardStack.vexpand = true
        cardStack.describeError = { StoreMessages.text(for: $0) }
        cardStack.undoByPullingBack = true
        actionBar = CardStackActionBar(stack: cardStack)
        let column = Box(.vertical)
        column.append(topBar)
        column.append(cardStack)
        column.append(actionBar)
        widget = column
        cardStack.onStartOver = { [weak self] in self?.startOver() }
        cardStack.onRefusal = { [weak self] profile, _ in self?.tell(BoostAgeRule.refusal(of: profile)) }
        // Past the threshold, the button for what a release would do lights up.
        cardStack.onThresholdCrossed = { [weak actionBar] decision in
            guard let actionBar else { return }
            for (shown, button) in actionBar.decisionButtons {
                button.setCSSClass("tactile-armed", decision == shown)
            }
        }
        // The arrow keys decide wherever the focus is on the page, not only on the card.
        let keys = KeyController()
        keys.onKeyPressed { [weak cardStack] keyval, _, state in
            cardStack?.handleKey(keyval, modifiers: state) ?? false
        }
        column.addController(keys)
        store.onDealtAfresh { [weak self] in self?.dealAgain() }
    }

    /// Shows the deck from its first card again, the order having been dealt afresh.
    private func dealAgain() {
        let hadFocus = cardStack.containsFocus
        cardStack.replaceModel(Self.makeModel(store))
        cardStack.model.loops = loops
        if hadFocus { cardStack.focusTopCard() }
    }

    /// The stack over the store's undecided profiles, with the demo's rule per card.
    private static func makeModel(_ store: ProfileStore) -> CardStackModel<Profile> {
        CardStackModel(source: UndecidedDeck(store), log: store, decisions: Decision.profileDecisions,
                       cardRules: BoostAgeRule.cardRules)
    }

    /// Follows `file`, the catalogue the store imported (see `CatalogueFollower`).
    func follow(catalogue file: URL) {
        catalogueFollower = CatalogueFollower(file: file, store: store, cardStack: cardStack) { [weak self] message in
            self?.tell(message)
        }
    }

    /// Forgets every decision; the deck then starts over by following the store.
    private func startOver() {
        do {
            try store.forgetAllDecisions()
            DecisionReport.forgotAll()
        } catch {
            tell(localized("Could not start over: {error}", ["error": StoreMessages.text(for: error)]))
        }
    }
}
