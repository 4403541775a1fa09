import FoundationEssentials
import Gtk
import TactileModel

/// What moves the drawer's menu: its reveal on the motion engine, the pull that drags it
/// (swipe to open, drag to close), and the bookkeeping between them. The drawer keeps
/// layout, drawing, focus and accessibility, and reads `progress` to lay the menu out.
///
/// A pull is read in the capture phase, so it sees a press before the buttons underneath,
/// and takes it only once it is clearly a horizontal pull the drawer wants (`DrawerPullStart`).
/// The release goes to `DrawerModel.endDrag` as the tracker gave it (its projected end decides
/// open or closed), and the spring carries on at once with the velocity the model reads from it.
/// Mouse, touchpad and touch all arrive here, through `DragInput`.
@MainActor
final class DrawerInteraction {
    private weak var drawer: AnyDrawer?
    private let model: DrawerModel
    /// The menu's reveal, 0...1, on the motion engine.
    let reveal: AnimatedValue<Double>
    private let drag: DragInput
    /// A press that may yet become a pull.
    private var pullStart: DrawerPullStart?
    /// The pull being followed: where the reveal was when it took hold, and the points of
    /// horizontal travel that open the menu fully (negative where opening runs leftwards).
    private var pull: (startProgress: Double, pointsToOpen: Double)?
    /// Whether the drawer has been drawn since it was last mapped. A change that comes
    /// before has nothing on screen to slide from and is there at once: a drawer opened as
    /// the app starts hears of it in the bindings' next flush, once the window is mapped
    /// but before its first frame, and slid in from closed it was missing from that frame
    /// (and from `--screenshot`).
    var hasBeenDrawn = false

    init(drawer: AnyDrawer) {
        self.drawer = drawer
        model = drawer.model
        reveal = AnimatedValue(drawer.model.progress, tolerance: 0.001, on: drawer)
        drag = DragInput(on: drawer, phase: .capture)
        drag.onBegin = { [weak self] x, _ in self?.pullBegan(atX: x) ?? .ignore }
        drag.onDecide = { [weak self] translation in self?.pullDecided(translation) ?? .ignore }
        drag.onMove = { [weak self] tracker in self?.pullMoved(tracker.translation.x) }
        drag.onEnd = { [weak self] release in self?.pullEnded(release) }
        drag.onCancel = { [weak self] in self?.pullCancelled() }
    }

    /// How far the menu is shown on screen, 0...1.
    var progress: Double { min(1, max(0, reveal.value)) }

    /// Follows the model's progress: held while a finger has it or before anything was drawn,
    /// sprung to otherwise.
    func follow(progress: Double, isDragging: Bool, spring: Spring) {
        if isDragging || !hasBeenDrawn {
            reveal.set(progress)
        } else if progress != reveal.target {
            reveal.move(to: progress, with: .spring(spring))
        }
    }

    /// Puts the menu where the model says at once (a new layout starts at rest).
    func settle() { reveal.set(model.progress) }

    // MARK: Pull

    /// A press at `x` (drawer coordinates) that may become a pull; a docked menu is not pulled.
    private func pullBegan(atX x: Double) -> DragInput.Verdict {
        pull = nil
        guard let drawer, drawer.layout != .docked, !drawer.isOnResizeHandle(x: x) else { return .ignore }
        pullStart = DrawerPullStart(startX: x, isOpen: model.isOpen, openingSign: drawer.openingSign,
                                    drawerWidth: Double(drawer.width), openGesture: drawer.openGesture)
        return .undecided
    }

    private func pullDecided(_ translation: Vector2) -> DragInput.Verdict {
        guard let start = pullStart, let drawer else { return .ignore }
        switch start.verdict(offsetX: translation.x, offsetY: translation.y) {
        case .undecided: return .undecided
        case .ignore:
            pullStart = nil
            return .ignore
        case .follow:
            pullStart = nil
            // Caught mid-flight, the menu stops where it is and follows from there.
            reveal.set(reveal.value)
            pull = (progress, Double(max(1, drawer.menuWidget.width)) * drawer.openingSign)
            model.beginDrag()
            return .follow
        }
    }

    private func pullMoved(_ offsetX: Double) {
        guard let pull else { return }
        model.updateDrag(progress: pull.startProgress + offsetX / pull.pointsToOpen)
        reveal.set(model.progress)
    }

    /// The finger lifted: the model decides from the release, and the spring sets off at once
    /// with the velocity of the finger's last moments.
    private func pullEnded(_ release: GestureTracker<Vector2>.Release) {
        guard let pull, let drawer else { return }
        self.pull = nil
        let velocity = model.endDrag(release, pointsToOpen: pull.pointsToOpen)
        guard hasBeenDrawn else { return reveal.set(model.progress) }
        reveal.move(to: model.progress, with: .spring(drawer.spring), velocity: velocity)
    }

    private func pullCancelled() {
        pullStart = nil
        guard pull != nil else { return }
        pull = nil
        model.cancelDrag()
    }
}
