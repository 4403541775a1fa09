import FoundationEssentials
import Observation

/// The swipe-card stack's rules over the app's own items: which card is on top, the few cards drawn
/// beneath it, the decisions made so far, and what the stack is doing.
///
/// Input arrives as calls (`beginDrag`, `endDrag`, `swipe`, `undo`), a release as its
/// gesture's tracker left it; the front end moves the cards, says when a motion has ended
/// (`motionEnded`) and hears what it must act on once through `onEvent`.
/// `phase` decides what each call may do (see `CardStackPhase`), so a button
/// hammered during an animation can never skip a card or decide one twice.
/// Every decision goes to the `DecisionLog` before the stack moves on, and undo
/// removes exactly that record. Where a card is drawn is the front end's, not
/// the model's: the rule decides from the release it is given.
///
/// The deck may change while it is shown (`insert(_:at:)`, `withdraw(_:)`): the cards are
/// followed by the app's item id, so the top card never changes under a drag and Undo still brings
/// back the card it took. With `loops` on, the cards passed come round again.
@MainActor
@Observable
public final class CardStackModel<Item: Identifiable & Sendable> where Item.ID: Sendable {
    /// Where the items come from, in a stable order.
    @ObservationIgnored public let source: any CardSource<Item>
    /// Where decisions are recorded, and undone.
    @ObservationIgnored public let log: any DecisionLog<Item.ID>
    /// The app's decisions, one per direction a card may leave in; the first of a direction wins.
    public let decisions: [Decision]
    /// How many cards are drawn: the top one and those peeking beneath it.
    public let visibleCount: Int
    /// Read when a drag ends. Not observed: a front end keeps the card's size in it as it
    /// lays the cards out, and that changes nothing shown.
    @ObservationIgnored public var rule: CardSwipeRule
    /// The directions a drag or a button may decide in (all by default); a drag the other way springs back.
    public var allowedDirections: SwipeDirections
    /// The app's rules per card: the directions each may leave in, and vetoes before a drag
    /// or a decision (see `CardRules`). Not observed: a front end asks them when a person acts.
    @ObservationIgnored public var cardRules: CardRules<Item>

    /// How many decisions came before the top card (its place in the deck as decided so far):
    /// the size of `history`. Without insertions or withdrawals it is the top card's position in
    /// the source, and `count` when none is left.
    public internal(set) var topIndex = 0
    /// The top card first, then up to `visibleCount - 1` beneath it.
    public private(set) var visibleCards: [Item] = []
    /// What the stack is doing now, which decides what each call may do.
    public internal(set) var phase: CardStackPhase = .idle
    /// Decisions in the order they were made; undo pops the last.
    public internal(set) var history: [CardDecision<Item>] = []
    /// The decision a drag held where it is would make when let go without speed: set while
    /// dragging once the card is past the threshold in an allowed direction, nil otherwise.
    /// It changes as the drag crosses the threshold (see `dragMoved(to:)`).
    public internal(set) var armedDecision: Decision?
    /// Where the top card was, from its place, when the drag under way caught it (see
    /// `beginDrag(from:)`): the card is this plus the drag's translation.
    @ObservationIgnored public internal(set) var dragOrigin = Vector2.zero
    /// How a decided card is pulled back in to undo it; the front end asks it where a pull starts.
    @ObservationIgnored public var pullBackRule = CardPullBackRule()
    /// The card flying away while `phase` is `.flinging`, or being pulled back while `.pullingBack`.
    public internal(set) var departingCard: DepartingCard<Item>?
    /// The top card withdrawn (`withdraw(_:)`) and leaving while `phase` is `.withdrawing`.
    public internal(set) var withdrawnCard: Item?
    /// Told each `CardStackEvent` as it happens: set by the front end that follows the stack
    /// (one at a time; a front end following another model lets go of this one).
    @ObservationIgnored public var onEvent: (@MainActor (CardStackEvent<Item>) -> Void)?
    /// Whether the cards passed come round again when the deck runs out (off by default, as
    /// Koloda's `isLoop`). Only passes (decisions that `comesRound`) come round, for a second look,
    /// in the order they were passed; other decisions stay. The log never holds two decisions
    /// for an item: passing a card again records nothing (its pass stands), another decision
    /// replaces the pass (`DecisionLog.replace`), and undoing that puts the pass back. Only the
    /// cards passed in this stack come round.
    public var loops = false {
        didSet { if loops != oldValue { reloadVisibleCards() } }
    }
    /// The latest failure of the source or the log, until the next success of the same
    /// kind (a decision or undo that works, or items read again): front ends show it.
    public private(set) var lastFailure: CardStackFailure<Item>?
    /// Whether the items to show could not be read, the last time they were read: the
    /// empty state then says so instead of "you've seen everyone".
    public var itemsCouldNotBeLoaded: Bool { lastFailure?.action == .load }

    @ObservationIgnored let upcoming: UpcomingCards<Item>
    @ObservationIgnored private let pager: CardPager<Item>
    @ObservationIgnored let clock: TimeSource

    /// A stack over `source` that records the app's `decisions` in `log`, drawing `visibleCount`
    /// cards and deciding releases by `rule` within `allowedDirections` and the app's `cardRules`;
    /// `pageSize` and `cachedPages` set how many items are read at a time and kept, and `clock`
    /// gives each decision its date.
    public init(source: any CardSource<Item>, log: any DecisionLog<Item.ID>, decisions: [Decision],
                visibleCount: Int = 3, rule: CardSwipeRule = CardSwipeRule(),
                allowedDirections: SwipeDirections = .all, cardRules: CardRules<Item> = CardRules(),
                pageSize: Int = 32, cachedPages: Int = 3, clock: TimeSource = .system) {
        self.source = source
        self.log = log
        self.decisions = decisions
        self.visibleCount = max(1, visibleCount)
        self.rule = rule
        self.allowedDirections = allowedDirections
        self.cardRules = cardRules
        self.pager = CardPager(source: source, pageSize: pageSize, maxPages: cachedPages)
        self.upcoming = UpcomingCards(pager: pager)
        self.clock = clock
        reloadVisibleCards()
    }

    /// How many items the source holds, decided or not.
    public var count: Int { source.count }
    /// The card on top, or nil when the stack is empty.
    public var topCard: Item? { visibleCards.first }

    /// Whether a card is moving on its own (flying off, returning, or coming back by undo).
    public var isAnimating: Bool {
        switch phase {
        case .flinging, .returning, .undoing, .withdrawing: true
        case .idle, .dragging, .pullingBack: false
        }
    }
    /// Whether `undo()` would take back a decision now: the stack is idle and has one to undo.
    public var canUndo: Bool { phase == .idle && hasUndoableDecision }
    /// Whether the history holds a decision undo may take back, busy or not: one made after
    /// the last decision on any of its items made elsewhere (`itemDecidedElsewhere(_:)`).
    public var hasUndoableDecision: Bool { history.count > undoFloor }
    /// How many decisions at the start of `history` undo no longer reaches.
    var undoFloor = 0

    /// Tells the stack that its item `id` was decided outside it since (an unmatch on
    /// another page, recorded in the same log): the stack's own decision on it is no longer
    /// the last, so undo stops short of it and of every decision before it, and never takes
    /// back a decision from under a later one.
    public func itemDecidedElsewhere(_ id: Item.ID) {
        guard let place = history.lastIndex(where: { $0.item.id == id }) else { return }
        undoFloor = max(undoFloor, place + 1)
    }

    // MARK: Buttons

    /// Decides the top card as a button would: the decision, recorded, or nil, changing
    /// nothing, unless `canSwipe(decision)` holds and the log records it.
    @discardableResult
    public func swipe(_ decision: Decision) -> CardDecision<Item>? {
        guard canSwipe(decision) else { return nil }
        return commit(decision)
    }

    // MARK: Motion

    /// The front end's motion for the current phase has ended (the card is back, gone or
    /// in place, or motion is off): the stack is idle again.
    public func motionEnded() {
        guard isAnimating else { return }
        departingCard = nil
        withdrawnCard = nil
        phase = .idle
    }

    // MARK: Rules

    /// Records `decision` for the top card and sends it off: the decision, or nil,
    /// changing nothing, if the log refuses it.
    func commit(_ decision: Decision) -> CardDecision<Item>? {
        guard let item = topCard else { return nil }
        // A passed card come round again (the loop) already has its nope in the log.
        let passed = history.last { $0.item.id == item.id }?.record
        let record: DecisionRecord<Item.ID>
        do {
            record = try recordDecision(decision, on: item, replacing: passed)
        } catch {
            fail(.decide(decision), item: item, error)
            return nil
        }
        clearFailure(unless: .load)
        let decided = CardDecision(index: topIndex, item: item, decision: decision, record: record, replaced: passed)
        history.append(decided)
        topIndex = history.count
        upcoming.dropTop()
        reloadVisibleCards()
        departingCard = DepartingCard(item: item, decision: decision)
        phase = .flinging(decision)
        return decided
    }

    func reloadVisibleCards() {
        do {
            try upcoming.fill(to: visibleCount, comingRound: { loops ? passedCards() : [] })
            let shown = Array(upcoming.queue.prefix(visibleCount))
            if shown.map(\.id) != visibleCards.map(\.id) { visibleCards = shown }
            if lastFailure?.action == .load { lastFailure = nil }
        } catch {
            fail(.load, item: nil, error)
            visibleCards = []
        }
    }

    func fail(_ action: CardStackFailure<Item>.Action, item: Item?, _ error: any Error) {
        let failure = CardStackFailure(action: action, item: item, error: error)
        lastFailure = failure
        onEvent?(.failed(failure))
    }

    /// A success clears the failure it answers; a failure to load stays until a load works.
    func clearFailure(unless kept: CardStackFailure<Item>.Action) {
        if let lastFailure, lastFailure.action != kept { self.lastFailure = nil }
    }

    // For tests and measurements: what paging costs.
    var fetchedItemCount: Int { pager.fetchedItemCount }
    var cachedPageCount: Int { pager.cachedPageCount }
}
