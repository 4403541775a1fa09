import FoundationEssentials
import Gtk
import TactileModel

/// Swipe to open, drag to close: a drag in the capture phase sees a press before the
/// buttons underneath, takes it only once it is clearly a horizontal pull the drawer wants
/// (`DrawerPullStart`), moves the menu with the finger, and hands the release velocity to
/// `DrawerModel.endDrag`, which decides open or closed; the spring then carries on with
/// that velocity. Mouse, touchpad and touch all arrive here, through `DragInput`.
extension AnyDrawer {
    func setUpDrag() {
        drag = DragInput(on: self, phase: .capture)
        drag.onBegin = { [weak self] x, _ in self?.pullBegan(atX: x) ?? .ignore }
        drag.onDecide = { [weak self] translation in self?.pullDecided(translation) ?? .ignore }
        drag.onMove = { [weak self] tracker in self?.pullMoved(tracker.translation.x) }
        drag.onEnd = { [weak self] release in self?.pullEnded(velocity: release.velocity.x) }
        drag.onCancel = { [weak self] in self?.pullCancelled() }
    }

    /// A press at `x` (drawer coordinates) that may become a pull; a docked menu is not pulled.
    private func pullBegan(atX x: Double) -> DragInput.Verdict {
        pull = nil
        guard layout != .docked, !isOnResizeHandle(x: x) else { return .ignore }
        pullStart = DrawerPullStart(startX: x, isOpen: model.isOpen, openingSign: openingSign,
                                    drawerWidth: Double(width), openGesture: openGesture)
        return .undecided
    }

    private func pullDecided(_ translation: Vector2) -> DragInput.Verdict {
        guard let start = pullStart else { return .ignore }
        switch start.verdict(offsetX: translation.x, offsetY: translation.y) {
        case .undecided: return .undecided
        case .ignore:
            pullStart = nil
            return .ignore
        case .follow:
            pullStart = nil
            // Caught mid-flight, the menu stops where it is and follows from there.
            reveal.set(reveal.value)
            pull = (revealProgress, Double(max(1, menuWidget.width)))
            model.beginDrag()
            return .follow
        }
    }

    private func pullMoved(_ offsetX: Double) {
        guard let pull else { return }
        model.updateDrag(progress: pull.startProgress + offsetX * openingSign / pull.menuWidth)
        reveal.set(model.progress)
    }

    /// The finger lifted: the velocity of its last moments carries the spring on.
    private func pullEnded(velocity: Double) {
        guard let pull else { return }
        self.pull = nil
        let progressVelocity = velocity * openingSign / pull.menuWidth
        releaseVelocity = progressVelocity
        model.endDrag(velocity: progressVelocity)
    }

    private func pullCancelled() {
        pullStart = nil
        guard pull != nil else { return }
        pull = nil
        model.cancelDrag()
    }
}
