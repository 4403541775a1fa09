import Foundation
import Gtk
import TactileModel

/// Swipe to open, drag to close: a drag gesture in the capture phase sees a
/// press before the buttons underneath, takes it only once it is clearly a
/// horizontal pull the drawer wants (`DrawerDragStart`), and hands the
/// release velocity to `DrawerModel.endDrag`, which decides open or closed.
/// Mouse, touchpad and touch all arrive here.
extension AnyDrawer {
    func setUpDrag() {
        dragGesture.propagationPhase = .capture
        dragGesture.onBegin { [weak self] x, _ in self?.dragBegan(atX: x) }
        dragGesture.onUpdate { [weak self] x, y in
            guard let self else { return }
            switch self.dragUpdated(offsetX: x, offsetY: y, at: self.dragEventTime) {
            case .follow: self.dragGesture.setState(.claimed)
            case .ignore: self.dragGesture.setState(.denied)
            case .undecided: break
            }
        }
        dragGesture.onFinish { [weak self] _, _ in
            guard let self else { return }
            self.dragEnded(at: self.dragEventTime)
        }
        dragGesture.onCancel { [weak self] in self?.dragCancelled() }
        addController(dragGesture)
    }

    /// A press at `x` (drawer coordinates) that may become a drag.
    func dragBegan(atX x: Double) {
        dragFollow = nil
        dragVelocity.reset()
        dragStart = layout == .docked ? nil : DrawerDragStart(
            startX: x, isOpen: model.isOpen, openingSign: openingSign,
            drawerWidth: Double(width), openGesture: openGesture)
    }

    /// The press moved by an offset; answers whether the drawer follows it.
    @discardableResult
    func dragUpdated(offsetX: Double, offsetY: Double, at time: Double) -> DrawerDragStart.Verdict {
        if let follow = dragFollow {
            let pulled = offsetX * openingSign / follow.menuWidth
            dragVelocity.record(pulled, at: time)
            model.updateDrag(progress: follow.startProgress + pulled)
            driver.jump(to: model.progress)
            return .follow
        }
        guard let start = dragStart else { return .ignore }
        let verdict = start.verdict(offsetX: offsetX, offsetY: offsetY)
        switch verdict {
        case .undecided:
            break
        case .ignore:
            dragStart = nil
        case .follow:
            dragStart = nil
            // Caught mid-flight, the menu stops where it is and follows from there.
            driver.stop()
            dragFollow = (revealProgress, Double(max(1, menuWidget.width)))
            model.beginDrag()
            return dragUpdated(offsetX: offsetX, offsetY: offsetY, at: time)
        }
        return verdict
    }

    /// The finger lifted: the velocity of its last moments carries the spring on.
    func dragEnded(at time: Double) {
        dragStart = nil
        guard dragFollow != nil else { return }
        dragFollow = nil
        let velocity = dragVelocity.velocity(at: time)
        releaseVelocity = velocity
        model.endDrag(velocity: velocity)
    }

    func dragCancelled() {
        dragStart = nil
        guard dragFollow != nil else { return }
        dragFollow = nil
        model.cancelDrag()
    }

    /// +1 when opening pulls right, −1 in right-to-left where the menu is on the right.
    var openingSign: Double { isRightToLeft ? -1 : 1 }

    /// The event's own time: a busy main loop handles a flick's motion events
    /// together, and by the clock they would seem to take no time at all.
    var dragEventTime: Double { dragGesture.currentEventTime ?? ProcessInfo.processInfo.systemUptime }
}
