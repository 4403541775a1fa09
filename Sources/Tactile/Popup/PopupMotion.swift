/// How one popup moves: its reveal progress (0 hidden, 1 shown) and the
/// offset a drag gives it, each animated from the frame clock's time.
///
/// Animations are described when they are asked for and started at the next
/// frame, so they run on frame time even when asked for between frames.
struct PopupMotion {
    /// How the reveal progress is shown.
    enum Style: Equatable {
        /// The popup slides from its edge (progress moves it).
        case slide
        /// The popup fades in place (animations are off on this desktop).
        case fade
    }

    private(set) var progress: Double = 0
    private(set) var dragOffset: Vector2 = .zero
    private(set) var isDragging = false
    private(set) var style: Style = .slide

    private var progressTarget: Double = 0
    private var pendingProgress: PopupAnimation?
    private var progressCurve: CurveAnimation<Double>?
    private var progressSpring: SpringAnimation<Double>?

    private var pendingSpringBack: Vector2?
    private var dragSpring: SpringAnimation<Vector2>?

    /// The spring a released popup returns to its place with.
    static let springBack = Spring.snappy
    /// The fade used instead of any slide when animations are off.
    static let fade = PopupAnimation.easeOut(.cubic, duration: .milliseconds(150))

    var isAnimating: Bool {
        pendingProgress != nil || progressCurve != nil || progressSpring != nil
            || pendingSpringBack != nil || dragSpring != nil
    }

    /// The opacity to draw with: 1 when sliding, the progress when fading.
    var opacity: Double { style == .fade ? min(1, max(0, progress)) : 1 }

    // MARK: Reveal

    /// Moves the progress to `target` (0 or 1) the way `animation` says, from
    /// wherever it is now; with `sliding` false (animations are off on this
    /// desktop) it fades in place instead.
    mutating func reveal(to target: Double, with animation: PopupAnimation, sliding: Bool) {
        progressTarget = target
        style = sliding ? .slide : .fade
        let effective = style == .fade && animation != .none ? Self.fade : animation
        if effective == .none {
            cancelProgressAnimation()
            progress = target
        } else {
            pendingProgress = effective
        }
    }

    var hasReachedTarget: Bool { !isAnimating && progress == progressTarget }

    // MARK: Drag

    mutating func beginDrag() {
        isDragging = true
        pendingSpringBack = nil
        dragSpring = nil
    }

    mutating func drag(to offset: Vector2) { dragOffset = offset }

    /// Ends a drag that did not dismiss: springs back from where it is with
    /// the release velocity (or jumps back when `animated` is false).
    mutating func endDrag(velocity: Vector2, animated: Bool) {
        isDragging = false
        if animated {
            pendingSpringBack = velocity
        } else {
            dragOffset = .zero
        }
    }

    /// Ends a drag that dismissed: the popup leaves from where it was let go.
    mutating func endDragDismissing() { isDragging = false }

    // MARK: Frames

    /// Advances every animation to `time` (seconds); returns whether any is
    /// still running.
    @discardableResult
    mutating func step(at time: Double) -> Bool {
        startPendingAnimations(at: time)
        if let curve = progressCurve {
            progress = curve.value(at: time)
            if curve.isFinished(at: time) { finishProgress() }
        } else if let spring = progressSpring {
            progress = spring.value(at: time)
            // Once past its edge on the way out it is out of sight: done,
            // without waiting for the spring to swing back and settle.
            let isGone = progressTarget == 0 && progress <= 0
            if isGone || spring.isSettled(at: time, tolerance: 0.001) { finishProgress() }
        }
        if let spring = dragSpring {
            dragOffset = spring.value(at: time)
            if spring.isSettled(at: time) {
                dragOffset = .zero
                dragSpring = nil
            }
        }
        return isAnimating
    }

    private mutating func startPendingAnimations(at time: Double) {
        if let animation = pendingProgress {
            pendingProgress = nil
            switch animation {
            case let .easeOut(curve, duration):
                progressSpring = nil
                progressCurve = CurveAnimation(curve: curve, from: progress, to: progressTarget,
                                               duration: duration.secondsValue, at: time)
            case let .spring(spring):
                progressCurve = nil
                if var running = progressSpring {
                    running.retarget(to: progressTarget, at: time)
                    progressSpring = running
                } else {
                    progressSpring = SpringAnimation(spring: spring, from: progress, to: progressTarget, at: time)
                }
            case .none:
                finishProgress()
            }
        }
        if let velocity = pendingSpringBack {
            pendingSpringBack = nil
            dragSpring = SpringAnimation(spring: Self.springBack, from: dragOffset, to: .zero,
                                         initialVelocity: velocity, at: time)
        }
    }

    private mutating func finishProgress() {
        progress = progressTarget
        cancelProgressAnimation()
    }

    private mutating func cancelProgressAnimation() {
        pendingProgress = nil
        progressCurve = nil
        progressSpring = nil
    }
}

extension Duration {
    /// Seconds as a `Double`, for animations timed by the frame clock.
    var secondsValue: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) * 1e-18
    }
}
