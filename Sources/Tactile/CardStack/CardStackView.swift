import FoundationEssentials
import Gtk
import TactileModel

/// The swipe-card stack: the top card and the two peeking beneath it, bound
/// to a `CardStackModel`. Drag the top card, press the arrow keys or use a
/// `CardStackActionBar`; the model decides and records, this view moves the
/// cards and draws. Only `model.visibleCount` card widgets ever exist: they move from
/// profile to profile, and only their avatars are decoded.
///
/// Hooks run on the main thread; capture the owner weakly in them.
///
/// CSS nodes (the GType is `TactileCardStack`):
///
///     cardstack
///     ├── card, stamps             one pair per card shown (see ProfileCard, CardStampLayer)
///     ├── emptystate               when no card is left
///     ╰── announcer                not drawn; what screen readers are told
@MainActor
public final class CardStackView: Container {
    override public class var gtkTypeName: String { "TactileCardStack" }
    override public class var cssName: String { "cardstack" }

    /// The stack's state; observable, and replaced by `replaceModel(_:)`.
    public var model: CardStackModel { modelSlot.model }
    private let modelSlot: ObservedModelSlot
    /// Avatar paths in profiles are relative to this folder.
    public let dataFolder: URL

    /// A decision was recorded (the card has just started to fly off).
    public var onDecision: ((CardDecision) -> Void)?
    /// A decision was taken back (the card has just started to fly in).
    public var onUndo: ((CardDecision) -> Void)?
    /// Whether a liked or boosted profile likes the person back; when it
    /// does, `onMatch` runs once the card has left the screen.
    public var likesBack: ((Profile, Decision) -> Bool)?
    /// Called with the profile that liked the person back, once its card has left the screen.
    public var onMatch: ((Profile) -> Void)?
    /// A drag crossed the decision threshold: with the decision a release would now make,
    /// or nil when the card was taken back inside it. For a sound or a cue.
    public var onThresholdCrossed: ((Decision?) -> Void)?
    /// A button or key asked for a decision the top card's rules refuse (see
    /// `CardStackModel.cardRules`); the card has nudged that way and the refusal was announced.
    public var onRefusal: ((Profile, Decision) -> Void)?
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
    /// button to try again), or the profiles could not be read (the empty state says so).
    public var onFailure: ((CardStackFailure) -> Void)?
    /// Words an error from the source or the log for people; the error's own description
    /// by default. Apps with their own error types translate them here.
    public var describeError: @MainActor (any Error) -> String = { error in
        (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
    }
    /// What the empty state says when there are no cards and nothing failed, instead of
    /// "You've seen everyone" (an app that found no catalogue says so here).
    public var emptyStateText: (title: String, message: String)? {
        didSet { emptyStateDidChange() }
    }

    let cards: [ProfileCard]
    let emptyState = CardStackEmptyState()
    let announcer = CardStackAnnouncer()
    let textures: AvatarTextureCache
    /// The springs the cards move on.
    public var springs = CardStackSprings()
    /// How the cards behind the top one are scaled and lowered (how many are drawn is the
    /// model's `visibleCount`, the decision threshold its rule's `commitFraction`).
    public var layout = CardStackLayout() {
        didSet { queueAllocate() }
    }
    /// Which card shows what, back to front.
    private(set) var slots: [CardSlot] = []
    var geometry = CardStackGeometry(width: 360, height: 560)
    private var modelBinding: WidgetBinding<CardStackView>?
    /// The top card's offset from its place, and the departing card's (see `installMotion`).
    var topOffset: AnimatedValue<Vector2>!
    var departingOffset: AnimatedValue<Vector2>!
    var dragInput: DragInput!
    /// Where the top card was when the drag caught it.
    var dragOrigin = Vector2.zero
    /// +1 when the card was grabbed above its middle, −1 below: the way it tilts.
    var tiltSign = 1.0
    /// The tilt direction of the card now flying off (it keeps its grab's).
    var departingTiltSign = 1.0
    /// Where the card being pulled back started, out of sight beyond its edge.
    var pullBackOutside = Vector2.zero
    /// A liked card that likes back: shown once the card has left.
    var pendingMatch: Profile?
    /// What a button or key asked for while the last decided card still flew: done as soon
    /// as that card is out of sight (see `perform(_:)`).
    var actionAfterFlight: ActionAfterFlight?
    /// The withdrawn top card's offset as it drops out, and its tilt (see `CardStackView+DeckChanges`).
    var withdrawnOffset: AnimatedValue<Vector2>!
    var withdrawnTiltSign = 1.0
    /// The withdrawn card being animated, so a withdrawal starts its motion once.
    var withdrawnProfileID: Profile.ID?
    /// 1 when the deck has just changed, springing to 0 as the cards slide to their places.
    var deckShift: AnimatedValue<Double>!
    /// How many depths each card started from its new place when the deck last changed.
    var shiftStarts: [Profile.ID: Double] = [:]
    /// The model's `deckChanges` the cards have followed.
    var seenDeckChanges = 0
    /// Whether the app was last told that a release would decide (`onThresholdCrossed`).
    var toldArmed = false
    private var reportedFailureID: Int?

    /// A stack over `model`, loading avatars relative to `dataFolder`.
    public init(model: CardStackModel, dataFolder: URL) {
        modelSlot = ObservedModelSlot(model)
        self.dataFolder = dataFolder
        cards = (0..<model.visibleCount).map { _ in ProfileCard() }
        textures = AvatarTextureCache(capacity: model.visibleCount * 2)
        super.init(role: .group)
        CardStackStyle.install()
        setAccessibleLabel(localized("Profiles"))
        for card in cards {
            card.isVisible = false
            card.stampLayer.isVisible = false
            append(card)
            append(card.stampLayer)
        }
        append(emptyState)
        append(announcer)
        emptyState.onStartOver = { [weak self] in self?.onStartOver?() }
        installMotion()
        installDeckChanges()
        installKeyboard()
        bindModel()
    }

    /// Shows another model (after "start over", say), dropping any motion.
    public func replaceModel(_ newModel: CardStackModel) {
        modelBinding?.cancel()
        stopMotion()
        pendingMatch = nil
        actionAfterFlight = nil
        modelSlot.model = newModel
        seenDeckChanges = newModel.deckChanges
        shiftStarts = [:]
        withdrawnProfileID = nil
        bindModel()
    }

    // MARK: Actions

    /// Decides the top card as a bottom-bar button does: animated; false when no card is left.
    /// A decision the top card's rules refuse is false too, told: the card nudges and the
    /// refusal is announced. Asked while the last decided card still flies (a quick second
    /// press), it is taken as soon as that card is out of sight, and asked while an undone
    /// card flies back in, as soon as it is in place: one waits, the latest asked, so a flood
    /// of clicks decides a card per flight and none twice.
    @discardableResult
    public func perform(_ decision: Decision) -> Bool {
        if isInFlight {
            actionAfterFlight = .decide(decision)
            return true
        }
        let wasReturning = model.phase == .returning
        guard let decided = model.swipe(decision) else {
            refuseIfRuledOut(decision)
            return false
        }
        // A card caught springing back leaves from where it is, as fast as it goes.
        if !wasReturning { tiltSign = 1 }
        send(decided, from: topOffset.value, velocity: wasReturning ? topOffset.velocity : .zero)
        return true
    }

    /// Takes back the last decision; the card flies back in the way it left.
    @discardableResult
    public func undo() -> Bool {
        if isInFlight {
            actionAfterFlight = .undo
            return true
        }
        guard let undone = model.undo() else { return false }
        tiltSign = 1
        didUndo(undone, from: model.rule.exitOffset(for: undone.decision, from: .zero))
        return true
    }

    /// Puts the keyboard focus on the top card (after "start over", say).
    @discardableResult
    public func focusTopCard() -> Bool {
        syncSlots()
        return topCardWidget?.grabFocus() ?? false
    }

    /// The card that assistive technology and the pointer can reach.
    var topCardWidget: ProfileCard? {
        slots.last { $0.role == .stacked(depth: 0) }?.card
    }

    /// A fly-off ended: the match, if any, shows now.
    func flingDidFinish() {
        guard let match = pendingMatch else { return }
        pendingMatch = nil
        // Where the focus carries announcements, the decision already said the match.
        announcer.tell(CardStackSpeech.matchAnnouncement(with: match), whereFocusMoves: "")
        onMatch?(match)
    }

    // MARK: Model to widgets

    private func bindModel() {
        modelBinding = bind { view in view.modelDidChange() }
    }

    /// Runs whenever what it reads of the model changes, at most once a frame.
    private func modelDidChange() {
        let deckChanged = model.deckChanges != seenDeckChanges
        let before = deckChanged ? drawnDepths() : [:]
        deckWillChange()
        syncSlots()
        if deckChanged { deckDidChange(from: before) }
        emptyStateDidChange()
        report(model.lastFailure)
        offsetsDidChange()
    }

    /// The cards moved: their stamps and places follow.
    func offsetsDidChange() {
        for slot in slots { slot.card.setStampOpacity { self.stampOpacity(of: slot, for: $0) } }
        queueAllocate()
    }

    private func emptyStateDidChange() {
        emptyState.show(hasError: model.profilesCouldNotBeLoaded, text: emptyStateText,
                        isVisible: model.visibleCards.isEmpty)
    }

    /// A new failure is told once: the toast (an alert screen readers say) for a decision
    /// or undo that was not saved, the empty state for profiles that could not be read.
    private func report(_ failure: CardStackFailure?) {
        guard let failure, failure.id != reportedFailureID else { return }
        reportedFailureID = failure.id
        onFailure?(failure)
        guard failure.action != .load else { return }
        CardStackFailureToast.present(failure, reason: describeError(failure.error), over: self) { [weak self] in
            guard let self else { return }
            switch failure.action {
            case .decide(let decision) where model.topCard?.id == failure.profile?.id: perform(decision)
            case .undo: undo()
            default: break
            }
        }
    }

    /// Gives each shown profile a card, reusing the card that already shows it.
    func syncSlots() {
        var wanted: [(profile: Profile, role: CardSlot.Role)] = model.visibleCards.enumerated().map {
            ($0.element, .stacked(depth: $0.offset))
        }
        if let departing = model.departingCard { wanted.insert((departing.profile, .departing), at: 0) }
        if let withdrawn = model.withdrawnCard { wanted.insert((withdrawn, .withdrawn), at: 0) }
        // The flying card takes the place of the farthest one until it is gone.
        wanted = Array(wanted.prefix(cards.count))
        let focusWasInCards = cards.contains { $0.hasFocus }

        var free = cards
        var assigned: [(card: ProfileCard, profile: Profile, role: CardSlot.Role)] = []
        var unmatched: [(profile: Profile, role: CardSlot.Role)] = []
        for entry in wanted {
            if let index = free.firstIndex(where: { $0.profile?.id == entry.profile.id }) {
                assigned.append((free.remove(at: index), entry.profile, entry.role))
            } else {
                unmatched.append(entry)
            }
        }
        // The focus goes to the new top card before any card is renamed: a screen reader
        // speaks the focused card's new name, which would be a profile neither decided nor next.
        if focusWasInCards, let top = assigned.first(where: { $0.role == .stacked(depth: 0) })?.card {
            top.setPresentedToAssistiveTechnology(true) // what the slots below make it anyway
            _ = top.grabFocus()
        }
        for entry in unmatched {
            let card = free.removeFirst()
            // Out of assistive technology's reach before it is renamed: a screen reader may
            // still follow it (the decided card, as a match popup opens) and would say its new name.
            if entry.role != .stacked(depth: 0) { card.setPresentedToAssistiveTechnology(false) }
            card.show(entry.profile, texture: textures.texture(at: avatarPath(of: entry.profile)))
            assigned.append((card, entry.profile, entry.role))
        }
        for card in free {
            card.isVisible = false
            card.stampLayer.isVisible = false
        }

        let newSlots = assigned.map { CardSlot(card: $0.card, role: $0.role) }.sorted { $0.drawingOrder < $1.drawingOrder }
        for slot in newSlots {
            slot.card.isVisible = true
            slot.card.stampLayer.isVisible = true
            slot.card.setPresentedToAssistiveTechnology(slot.role == .stacked(depth: 0))
        }
        if newSlots.map({ ObjectIdentifier($0.card) }) != slots.map({ ObjectIdentifier($0.card) }) {
            // Back to front: each goes after the one before it, above it on screen,
            // with its stamps right above it.
            var previous: Widget?
            for slot in newSlots {
                slot.card.insert(after: self, sibling: previous)
                slot.card.stampLayer.insert(after: self, sibling: slot.card)
                previous = slot.card.stampLayer
            }
        }
        slots = newSlots
        if focusWasInCards {
            if let top = topCardWidget { top.grabFocus() } else { emptyState.focusStartOver() }
        }
    }

    private func avatarPath(of profile: Profile) -> String {
        dataFolder.appendingPathComponent(profile.avatar).path
    }

    func stampOpacity(of slot: CardSlot, for decision: Decision) -> Double {
        switch slot.role {
        case .withdrawn:
            return 0
        case .departing:
            guard let departing = model.departingCard, departing.decision == decision else { return 0 }
            return model.rule.stampOpacity(decision, for: departingOffset.value)
        case .stacked(depth: 0):
            // A stamp the card may not earn stays hidden: the drag will spring back.
            guard model.departingCard == nil, let top = model.topCard, model.allows(decision, for: top) else { return 0 }
            return model.rule.stampOpacity(decision, for: topOffset.value)
        case .stacked:
            return 0
        }
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
            if let card = child as? ProfileCard {
                card.textureCache.draw(card, of: self, into: snapshot)
            } else {
                snapshot.drawChild(child, of: self)
            }
        }
    }

    /// Where a slot's card is drawn: offset from the centre, tilt, and depth
    /// (fractional while the cards behind rise or sink).
    func placement(of slot: CardSlot) -> (offset: Vector2, degrees: Double, depth: Double) {
        switch slot.role {
        case .departing:
            let offset = departingOffset.value
            return (offset, model.rule.rotationDegrees(for: offset) * departingTiltSign, 0)
        case .withdrawn:
            let offset = withdrawnOffset.value
            return (offset, model.rule.rotationDegrees(for: offset) * withdrawnTiltSign, 0)
        case let .stacked(depth):
            let shift = shift(of: slot)
            if model.departingCard != nil {
                return (.zero, 0, max(0, Double(depth + 1) - geometry.lift(for: departingOffset.value) + shift))
            }
            let offset = topOffset.value
            if depth == 0 {
                return (offset, model.rule.rotationDegrees(for: offset) * tiltSign, max(0, shift))
            }
            return (.zero, 0, max(0, Double(depth) - geometry.lift(for: offset) + shift))
        }
    }

    /// Whether the flying card is wholly outside the stack's area.
    var isDepartingCardOutOfSight: Bool {
        guard model.departingCard != nil else { return false }
        let offset = departingOffset.value
        let reach = (geometry.cardWidth * geometry.cardWidth + geometry.cardHeight * geometry.cardHeight).squareRoot() / 2
        return abs(offset.x) - reach > geometry.centreX || -offset.y - reach > geometry.centreY
    }

    /// The swipe rule measures thresholds in card widths: keep it in step with the card
    /// as drawn (the model does not observe its rule, so this starts no new layout), the
    /// card laid out by the stack's `layout` for the model's `visibleCount`.
    private func adoptCardSize() {
        geometry = geometry.with(layout, visibleCount: model.visibleCount)
        let rule = model.rule
        guard abs(rule.cardWidth - geometry.cardWidth) > 0.5 || abs(rule.cardHeight - geometry.cardHeight) > 0.5 else { return }
        model.rule.cardWidth = geometry.cardWidth
        model.rule.cardHeight = geometry.cardHeight
    }
}

/// A card and what it stands for in the stack.
struct CardSlot {
    enum Role: Equatable {
        /// Decided and flying off, drawn above everything.
        case departing
        /// Withdrawn from the top and dropping out, drawn above the stack.
        case withdrawn
        /// In the stack; 0 is the top card.
        case stacked(depth: Int)
    }

    let card: ProfileCard
    let role: Role

    /// Smaller is drawn first (further back).
    var drawingOrder: Int {
        switch role {
        case .departing: Int.max
        case .withdrawn: Int.max - 1
        case let .stacked(depth): -depth
        }
    }
}
