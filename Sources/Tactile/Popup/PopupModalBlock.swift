import Gtk

/// While a modal popup shows, the rest of its window is out of reach, as behind a modal
/// dialog: the content behind the popup and everything else in the window (the header
/// bar, the side menu) take no clicks, no focus, and are hidden from screen readers; the
/// application's keyboard shortcuts (F9, Ctrl+1…) are held back until it closes. The
/// popup's own controls, its own shortcuts and Escape still work.
@MainActor
final class PopupModalBlock {
    private struct Blocked {
        weak var widget: Widget?
        let canTarget: Bool
        let canFocus: Bool
        let accessibleHidden: Bool
    }

    private var blocked: [Blocked] = []
    private var heldAccelerators: [String: [String]] = [:]
    private weak var application: Application?
    private(set) var isActive = false

    /// Blocks the window around `host` (`active`), or gives it back.
    func update(active: Bool, around host: PopupHost) {
        guard active != isActive else { return }
        isActive = active
        if active { block(around: host) } else { unblock() }
    }

    private func block(around host: PopupHost) {
        guard let window = host.root?.as(Window.self) else { return }
        for region in Self.regions(outside: host, in: window) {
            blocked.append(Blocked(widget: region, canTarget: region.canTarget, canFocus: region.canFocus,
                                   accessibleHidden: region.isAccessibleHidden))
            region.canTarget = false
            region.canFocus = false
            region.setAccessibleHidden(true)
        }
        if let application = window.application {
            self.application = application
            heldAccelerators = application.accelerators
            for action in heldAccelerators.keys { application.setAccelerators([], for: action) }
        }
    }

    private func unblock() {
        for entry in blocked {
            guard let widget = entry.widget else { continue }
            widget.canTarget = entry.canTarget
            widget.canFocus = entry.canFocus
            widget.setAccessibleHidden(entry.accessibleHidden)
        }
        blocked = []
        if let application {
            for (action, accelerators) in heldAccelerators { application.setAccelerators(accelerators, for: action) }
        }
        heldAccelerators = [:]
        application = nil
    }

    /// What surrounds the host's popups: its content, the other children of each of its
    /// ancestors up to the window, and the window's title bar.
    static func regions(outside host: PopupHost, in window: Window) -> [Widget] {
        var regions: [Widget] = host.content.map { [$0] } ?? []
        var node: Widget = host
        while let parent = node.parent, parent !== window {
            regions += parent.children.filter { $0 !== node && !($0 is Popover) }
            node = parent
        }
        if let titlebar = window.titlebar { regions.append(titlebar) }
        return regions
    }
}
