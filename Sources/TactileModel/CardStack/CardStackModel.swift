import Foundation
import Observation

/// The swipe-card stack: which card is on top, the few cards drawn beneath
/// it, the decisions made so far, and the motion of the card being dragged,
/// flung, returned or brought back by undo.
///
/// Input arrives as calls (`beginDrag`, `swipe`, `undo`, …) and time as
/// `advance(by:)` from the frame clock. `phase` decides what each call may do
/// (see `CardStackPhase`), so a button hammered during an animation can never
/// skip a card or decide one twice. Every decision goes to the `DecisionLog`
/// before the stack moves on, and undo removes exactly that record.
@MainActor
@Observable
public final class CardStackModel {
    /// The springs for each kind of motion.
    public struct Springs: Hashable, Sendable {
        public var fling: Spring = .snappy
        public var returning: Spring = .default
        public var undo: Spring = .default
        public init() {}
    }

    @ObservationIgnored public let source: any ProfileSource
    @ObservationIgnored public let log: any DecisionLog
    /// How many cards are drawn: the top one and those peeking beneath it.
    public let visibleCount: Int
    public var rule: CardSwipeRule
    public var allowedDirections: SwipeDirections
    public var springs = Springs()

    /// The position in the source of the top card; `count` when none is left.
    public private(set) var topIndex = 0
    /// The top card first, then up to `visibleCount - 1` beneath it.
    public private(set) var visibleCards: [Profile] = []
    public private(set) var phase: CardStackPhase = .idle
    /// Decisions in the order they were made; undo pops the last.
    public private(set) var history: [CardDecision] = []
    /// The top card's offset from its resting place.
    public private(set) var topCardOffset: Vector2 = .zero
    /// The card flying away while `phase` is `.flinging`.
    public private(set) var departingCard: DepartingCard?
    /// The latest failure of the source or the log, until the next success of the same
    /// kind (a decision or undo that works, or profiles read again): front ends show it.
    public private(set) var lastFailure: CardStackFailure?
    /// Whether the profiles to show could not be read, the last time they were read: the
    /// empty state then says so instead of "you've seen everyone".
    public var profilesCouldNotBeLoaded: Bool { lastFailure?.action == .load }

    @ObservationIgnored private let pager: ProfilePager
    @ObservationIgnored private let now: @MainActor () -> Date
    /// Seconds of animation time, advanced only by `advance(by:)`.
    @ObservationIgnored private var clock: Double = 0
    @ObservationIgnored private var motion: SpringAnimation<Vector2>?
    @ObservationIgnored private var dragOrigin: Vector2 = .zero
    @ObservationIgnored private var failureCount = 0

    public init(source: any ProfileSource, log: any DecisionLog, visibleCount: Int = 3,
                rule: CardSwipeRule = CardSwipeRule(), allowedDirections: SwipeDirections = .all,
                pageSize: Int = 32, cachedPages: Int = 3,
                now: @escaping @MainActor () -> Date = { Date() }) {
        self.source = source
        self.log = log
        self.visibleCount = max(1, visibleCount)
        self.rule = rule
        self.allowedDirections = allowedDirections
        self.pager = ProfilePager(source: source, pageSize: pageSize, maxPages: cachedPages)
        self.now = now
        reloadVisibleCards()
    }

    public var count: Int { source.count }
    public var topCard: Profile? { visibleCards.first }
    public var isAnimating: Bool {
        switch phase {
        case .flinging, .returning, .undoing: true
        case .idle, .dragging: false
        }
    }
    public var canUndo: Bool { phase == .idle && !history.isEmpty }

    /// The top card's tilt and stamps, from its offset.
    public var topCardRotationDegrees: Double { rule.rotationDegrees(for: topCardOffset) }
    public func stampOpacity(_ decision: Decision) -> Double {
        rule.stampOpacity(decision, for: topCardOffset)
    }

    /// Whether a swipe button for `decision` would do anything now.
    public func canSwipe(_ decision: Decision) -> Bool {
        (phase == .idle || phase == .returning) && topCard != nil && allowedDirections.allows(decision)
    }

    // MARK: Dragging

    /// The pointer went down on the top card. Accepted when idle, or while
    /// the card springs back (it is caught where it is).
    @discardableResult
    public func beginDrag() -> Bool {
        guard phase == .idle || phase == .returning, topCard != nil else { return false }
        dragOrigin = topCardOffset
        motion = nil
        phase = .dragging
        return true
    }

    /// The pointer moved `translation` since the drag began.
    public func updateDrag(translation: Vector2) {
        guard phase == .dragging, translation.x.isFinite, translation.y.isFinite else { return }
        topCardOffset = dragOrigin + translation
    }

    /// The pointer let go with `velocity` (points per second). Returns the
    /// decision made, or nil if the card goes back.
    @discardableResult
    public func endDrag(velocity: Vector2) -> Decision? {
        guard phase == .dragging else { return nil }
        let velocity = velocity.x.isFinite && velocity.y.isFinite ? velocity : .zero
        if let decision = rule.decision(translation: topCardOffset, velocity: velocity, allowed: allowedDirections),
           commit(decision, velocity: velocity) {
            return decision
        }
        startMotion(.returning, spring: springs.returning, from: topCardOffset, to: .zero, velocity: velocity)
        return nil
    }

    /// The drag was taken away (another gesture won, the window lost focus).
    public func cancelDrag() {
        guard phase == .dragging else { return }
        startMotion(.returning, spring: springs.returning, from: topCardOffset, to: .zero, velocity: .zero)
    }

    // MARK: Buttons

    /// Decides the top card as a button would. Returns false, changing
    /// nothing, unless `canSwipe(decision)` holds (and the log records it).
    @discardableResult
    public func swipe(_ decision: Decision) -> Bool {
        guard canSwipe(decision) else { return false }
        // A card caught springing back leaves from where it is, as fast as it goes.
        let velocity = motion?.velocity(at: clock) ?? .zero
        return commit(decision, velocity: velocity)
    }

    /// Takes back the last decision: the log drops its record, the card flies
    /// back in from where it left, and the stack is exactly as it was before
    /// that decision. Only when idle.
    @discardableResult
    public func undo() -> Bool {
        guard canUndo, let last = history.last else { return false }
        do {
            try log.undo(last.record)
        } catch {
            fail(.undo(last.decision), profile: last.profile, error)
            return false
        }
        clearFailure(unless: .load)
        history.removeLast()
        topIndex = last.index
        reloadVisibleCards()
        let start = rule.exitOffset(for: last.decision, from: .zero)
        startMotion(.undoing(last.decision), spring: springs.undo, from: start, to: .zero, velocity: .zero)
        return true
    }

    // MARK: Time

    /// Moves the running animation on by `elapsed` (a frame's worth) and
    /// ends it once its spring has settled.
    public func advance(by elapsed: Duration) {
        let seconds = elapsed.seconds
        guard let motion, seconds > 0, seconds.isFinite else { return }
        clock += seconds
        moveAnimatedCard(to: motion.value(at: clock))
        if motion.isSettled(at: clock) { finishAnimation() }
    }

    /// Jumps the running animation to its end (reduced motion, or a front end
    /// that does not animate).
    public func finishAnimation() {
        guard motion != nil else { return }
        motion = nil
        departingCard = nil
        topCardOffset = .zero
        phase = .idle
    }

    // MARK: Rules

    /// Records `decision` for the top card and sends it off. False, changing
    /// nothing, if the log refuses it.
    private func commit(_ decision: Decision, velocity: Vector2) -> Bool {
        guard let profile = topCard else { return false }
        let record: DecisionRecord
        do {
            record = try log.record(decision, for: profile.id, at: now())
        } catch {
            fail(.decide(decision), profile: profile, error)
            return false
        }
        clearFailure(unless: .load)
        let start = topCardOffset
        history.append(CardDecision(index: topIndex, profile: profile, decision: decision, record: record))
        topIndex += 1
        reloadVisibleCards()
        topCardOffset = .zero
        departingCard = DepartingCard(profile: profile, decision: decision, offset: start)
        startMotion(.flinging(decision), spring: springs.fling, from: start,
                    to: rule.exitOffset(for: decision, from: start), velocity: velocity)
        return true
    }

    private func startMotion(_ newPhase: CardStackPhase, spring: Spring,
                             from start: Vector2, to target: Vector2, velocity: Vector2) {
        motion = SpringAnimation(spring: spring, from: start, to: target, initialVelocity: velocity, at: clock)
        phase = newPhase
        moveAnimatedCard(to: start)
    }

    private func moveAnimatedCard(to offset: Vector2) {
        if case .flinging = phase {
            departingCard?.offset = offset
        } else {
            topCardOffset = offset
        }
    }

    private func reloadVisibleCards() {
        do {
            visibleCards = try pager.profiles(in: topIndex..<(topIndex + visibleCount))
            if lastFailure?.action == .load { lastFailure = nil }
        } catch {
            fail(.load, profile: nil, error)
            visibleCards = []
        }
    }

    private func fail(_ action: CardStackFailure.Action, profile: Profile?, _ error: any Error) {
        failureCount += 1
        lastFailure = CardStackFailure(id: failureCount, action: action, profile: profile, error: error)
    }

    /// A success clears the failure it answers; a failure to load stays until a load works.
    private func clearFailure(unless kept: CardStackFailure.Action) {
        if let lastFailure, lastFailure.action != kept { self.lastFailure = nil }
    }

    // For tests and measurements: what paging costs.
    var fetchedProfileCount: Int { pager.fetchedProfileCount }
    var cachedPageCount: Int { pager.cachedPageCount }
}
