import FoundationEssentials
import Gtk
import TactileModel

/// The swipe-card stack over the app's own items: the top card and those peeking beneath it,
/// bound to a `CardStackModel`. Each card is a widget the app makes from its item (`card`);
/// the app's decisions are drawn and spoken as its `DecisionStyle`s say. Drag the top card,
/// press a decision's key or use a `CardStackActionBar`; the model decides and records, this
/// view moves the cards and draws. Only `model.visibleCount` card frames ever exist: they
/// move from item to item, each given the app's widget for its new item.
///
/// Hooks run on the main thread; capture the owner weakly in them.
///
/// CSS nodes (the GType is `TactileCardStack`):
///
///     cardstack
///     ├── card, stamps             one pair per card shown: the app's widget in the card,
///     │                            label.stamp.<decision id> in the stamps
///     ├── emptystate               when no card is left
///     ╰── announcer                not drawn; what screen readers are told
@MainActor
public final class CardStackView<Item: Identifiable & Sendable>: Container where Item.ID: Sendable {
    override public class var gtkTypeName: String { "TactileCardStack" }
    override public class var cssName: String { "cardstack" }

    /// The stack's state; observable, and replaced by `replaceModel(_:)`.
    public var model: CardStackModel<Item> { modelSlot.model }
    private let modelSlot: ObservedModelSlot<Item>
    /// How each of the app's decisions looks and is spoken of, in the action bar's order.
    public let decisionStyles: [DecisionStyle]
    /// Makes the widget a card shows for an item; a throw or nil leaves the card in place,
    /// saying in words that it cannot be shown (it can still be decided).
    let makeCard: @MainActor (Item) throws -> Widget?

    /// A decision was recorded (the card has just started to fly off).
    public var onDecision: ((CardDecision<Item>) -> Void)?
    /// A decision was taken back (the card has just started to fly in).
    public var onUndo: ((CardDecision<Item>) -> Void)?
    /// Asked as each decision is made: words for what it leads to in the app ("It's a match
    /// with Ada!"), said with the decision and again once the card has left the screen, when
    /// `onConsequence` runs. Nil: nothing follows.
    public var consequence: ((CardDecision<Item>) -> String?)?
    /// Runs once a decided card has left the screen, when `consequence` gave words for it.
    public var onConsequence: ((CardDecision<Item>) -> Void)?
    /// A drag crossed the decision threshold: with the decision a release would now make,
    /// or nil when the card was taken back inside it. For a sound or a cue.
    public var onThresholdCrossed: ((Decision?) -> Void)?
    /// A button or key asked for a decision the top card's rules refuse (see
    /// `CardStackModel.cardRules`); the card has nudged that way and the refusal was announced.
    public var onRefusal: ((Item, Decision) -> Void)?
    /// Whether the last decided card can be pulled back in to undo it: a drag from the strip
    /// along the edge it left through (`CardStackModel.pullBackRule`) brings it in, following
    /// the finger or pointer; let go past half way (or flung inwards) the decision is undone as
    /// by `undo()`, otherwise the card goes back out. Off by default, leaving the edges to the
    /// widgets beside the stack.
    public var undoByPullingBack = false
    /// Shown as the empty state's "Start over" button when set.
    public var onStartOver: (() -> Void)? {
        didSet { emptyState.canStartOver = onStartOver != nil }
    }
    /// A decision or undo could not be saved (the stack shows a toast saying so, with a
    /// button to try again), or the items could not be read (the empty state says so).
    public var onFailure: ((CardStackFailure<Item>) -> Void)?
    /// Words an error from the source or the log for people; the error's own description
    /// by default. Apps with their own error types translate them here.
    public var describeError: @MainActor (any Error) -> String = { error in
        (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
    }
    /// What the empty state says when there are no cards and nothing failed, instead of the
    /// words' `emptyTitle` and `emptyMessage` (an app that found nothing to show says so here).
    public var emptyStateText: (title: String, message: String)? {
        didSet { emptyStateDidChange() }
    }

    /// The picture above the empty state's words; nil (the default) for none.
    public var emptyStateIcon: Texture? {
        didSet { emptyState.setIcon(emptyStateIcon) }
    }

    let speech: CardStackSpeech<Item>
    let cards: [StackCard<Item>]
    let emptyState: CardStackEmptyState
    let announcer = CardStackAnnouncer()
    /// The springs the cards move on.
    public var springs = CardStackSprings()
    /// How the cards behind the top one are scaled and lowered (how many are drawn is the
    /// model's `visibleCount`, the decision threshold its rule's `commitFraction`).
    public var layout = CardStackLayout() {
        didSet { queueAllocate() }
    }
    /// Which card shows what, back to front.
    var slots: [CardSlot<Item>] = []
    var geometry = CardStackGeometry(width: 360, height: 560)
    private var modelBinding: WidgetBinding<CardStackView>?
    /// The cards' motion, the drag and what they remember (see `CardStackInteraction`).
    lazy var interaction = CardStackInteraction(view: self)
    /// A decision whose consequence is told once its card has left (`saidWithDecision`: its
    /// words were already said with the decision).
    var pendingConsequence: (decided: CardDecision<Item>, words: String, saidWithDecision: Bool)?
    /// What the model told since the cards last followed it, oldest first.
    private var pendingEvents: [CardStackEvent<Item>] = []

    /// A stack over `model` whose cards are the widgets `card` makes from the items, with the
    /// app's `decisions` styles and `words`; `name` gives an item's short name for what screen
    /// readers hear ("Ada", "photo 12"), `accessibleName` the card's full name (by default `name`).
    public init(model: CardStackModel<Item>, decisions: [DecisionStyle], words: CardStackWords = CardStackWords(),
                name: @escaping @MainActor (Item) -> String,
                accessibleName: (@MainActor (Item) -> String)? = nil,
                card: @escaping @MainActor (Item) throws -> Widget?) {
        modelSlot = ObservedModelSlot(model)
        decisionStyles = decisions
        makeCard = card
        let speech = CardStackSpeech(words: words, styles: decisions, name: name, accessibleName: accessibleName ?? name)
        self.speech = speech
        cards = (0..<model.visibleCount).map { _ in
            StackCard(styles: decisions, words: words, keyShortcuts: speech.keyShortcuts, keyHelp: speech.keyHelp)
        }
        emptyState = CardStackEmptyState(words: words)
        super.init(role: .group)
        CardStackStyle.install()
        DecisionColors.install(decisions)
        setAccessibleLabel(words.stackName)
        for card in cards {
            card.isVisible = false
            card.stampLayer.isVisible = false
            append(card)
            append(card.stampLayer)
        }
        append(emptyState)
        append(announcer)
        emptyState.onStartOver = { [weak self] in self?.onStartOver?() }
        // Made now, not at the first press: its drag gesture must be on the stack from the start.
        _ = interaction
        installKeyboard()
        bindModel()
    }

    /// Shows another model (after "start over", say), dropping any motion.
    public func replaceModel(_ newModel: CardStackModel<Item>) {
        modelBinding?.cancel()
        model.onEvent = nil
        interaction.stopMotion()
        pendingConsequence = nil
        pendingEvents = []
        modelSlot.model = newModel
        bindModel()
    }

    // MARK: Layout

    override public func measureChildren(_ orientation: Orientation, forSize: Int) -> (minimum: Int, natural: Int) {
        orientation == .horizontal ? (220, 380) : (340, 600)
    }

    override public func allocateChildren(width: Int, height: Int, baseline: Int) {
        geometry = CardStackGeometry(width: Double(width), height: Double(height))
        adoptCardSize()
        for slot in slots where slot.card.shouldLayout {
            let place = placement(of: slot)
            let cardWidth = Int(geometry.cardWidth.rounded()), cardHeight = Int(geometry.cardHeight.rounded())
            let transform = Transform()
                .translated(x: geometry.centreX + place.offset.x,
                            y: geometry.centreY + place.offset.y + geometry.drop(atDepth: place.depth))
                .rotated(degrees: place.degrees)
                .scaled(geometry.scale(atDepth: place.depth))
                .translated(x: -geometry.cardWidth / 2, y: -geometry.cardHeight / 2)
            slot.card.allocate(width: cardWidth, height: cardHeight, transform: transform)
            if slot.card.stampLayer.shouldLayout {
                slot.card.stampLayer.allocate(width: cardWidth, height: cardHeight, transform: transform)
            }
        }
        if emptyState.shouldLayout {
            let emptyWidth = Int(geometry.cardWidth)
            let emptyHeight = max(Int(geometry.cardHeight), emptyState.measure(.vertical, forSize: emptyWidth).minimum)
            emptyState.allocate(width: emptyWidth, height: emptyHeight, transform: Transform().translated(
                x: geometry.centreX - Double(emptyWidth) / 2, y: geometry.centreY - Double(emptyHeight) / 2))
        }
        if announcer.shouldLayout { announcer.allocate(width: 1, height: 1) }
    }

    /// Each card is drawn from the texture it was last rendered into while only its place
    /// changes (see `ChildTextureCache`): a drag moves three textures, not three photos
    /// with their shadows and rounded corners.
    override public func snapshotChildren(_ snapshot: Snapshot) {
        for child in children {
            if let card = child as? StackCard<Item> {
                card.textureCache.draw(card, of: self, into: snapshot)
            } else {
                snapshot.drawChild(child, of: self)
            }
        }
    }

    // MARK: Model to widgets

    /// Follows the model: its state through a binding, its events as they come. A failure
    /// from before the stack followed it (items that could not be read) is told as it starts.
    private func bindModel() {
        model.onEvent = { [weak self] event in self?.receive(event) }
        if let failure = model.lastFailure { pendingEvents.append(.failed(failure)) }
        modelBinding = bind { view in view.modelDidChange() }
    }

    /// An event is acted on when the cards next follow the model, with whatever else changed.
    private func receive(_ event: CardStackEvent<Item>) {
        pendingEvents.append(event)
        if let modelBinding { BindingScheduler.shared.schedule(modelBinding) }
    }

    /// Runs whenever what it reads of the model changes, or it told an event, at most once a frame.
    private func modelDidChange() {
        let events = pendingEvents
        pendingEvents = []
        let deckChanged = events.contains { if case .deckChanged = $0 { true } else { false } }
        let before = deckChanged ? drawnDepths() : [:]
        interaction.deckWillChange()
        syncSlots()
        if deckChanged { interaction.deckDidChange(from: before) }
        emptyStateDidChange()
        // Several failures in one turn: the latest is the one worth a toast.
        if let failure = events.compactMap({ if case .failed(let failure) = $0 { failure } else { nil } }).last {
            report(failure)
        }
        offsetsDidChange()
    }

    /// The cards moved: their stamps and places follow.
    func offsetsDidChange() {
        for slot in slots { slot.card.setStampOpacity { self.stampOpacity(of: slot, for: $0) } }
        queueAllocate()
    }

    private func emptyStateDidChange() {
        emptyState.show(hasError: model.itemsCouldNotBeLoaded, text: emptyStateText,
                        isVisible: model.visibleCards.isEmpty)
    }
}
