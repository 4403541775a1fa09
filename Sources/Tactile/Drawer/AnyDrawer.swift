import FoundationEssentials
import Glibc
import Gtk
import TactileModel

/// A side drawer: a menu that slides in from the leading (or trailing, `edge`) edge over the
/// content (behind a scrim that dims with the motion), or sits docked beside
/// it when the drawer is wider than `layoutPolicy.dockingBreakpoint` or the
/// menu is pinned (`isPinned`). The menu is `model.menuWidth` wide (a share of
/// the window within bounds, followed as the window is resized), and a person
/// resizes it by its trailing edge (`resizehandle`) with pointer, finger or keys.
///
/// This is the non-generic body of `Drawer<Menu, Content>`, the type a
/// descendant finds with `Drawer.nearest(to:)` without knowing what the menu
/// and content are. State lives in `model` (a `DrawerModel`); this class draws
/// it, animates towards it with a spring, and turns input into model calls:
/// a click on the scrim, Escape, a horizontal drag, and the `drawer.open`,
/// `drawer.close`, `drawer.toggle` and `drawer.pin` actions any descendant can name.
///
/// CSS nodes (the GType is `TactileDrawer`):
///
///     drawer[.overlay | .docked]
///     ├── <content>
///     ├── scrim                    dims the content behind an overlay menu
///     ├── <menu>.drawer-menu      (a sidemenu, or the app's own widget)
///     ╰── resizehandle             the menu's trailing edge, a splitter
@MainActor
open class AnyDrawer: Container {
    override open class var gtkTypeName: String { "TactileDrawer" }
    override open class var cssName: String { "drawer" }

    /// The drawer's state; change it here or through the drawer's methods and actions.
    public let model: DrawerModel
    /// The actions `open`, `close`, `toggle` (stateful: true while open) and `pin`
    /// (stateful: true while pinned), inserted on the drawer as `drawer.*`; see
    /// `exposeActions(on:)`.
    public let actionGroup = SimpleActionGroup()

    /// When the menu docks beside the content instead of covering it.
    public var layoutPolicy = DrawerLayoutPolicy() {
        didSet {
            guard layoutPolicy != oldValue else { return }
            actionGroup.action(named: "pin")?.state = Variant(layoutPolicy.isPinned)
            queueResize()
            if layoutPolicy.isPinned != oldValue.isPinned { onPinnedChange?(layoutPolicy.isPinned) }
        }
    }
    /// A pinned menu stays docked beside the content however narrow the window gets
    /// (`layoutPolicy.isPinned`; the stateful action `drawer.pin` toggles it).
    public var isPinned: Bool {
        get { layoutPolicy.isPinned }
        set { layoutPolicy.isPinned = newValue }
    }
    /// Called after the menu is pinned or unpinned, for the app to remember.
    public var onPinnedChange: (@MainActor (Bool) -> Void)?
    /// The edge the menu comes from (mirrored in right-to-left); the leading one by default.
    public var edge: DrawerEdge = .leading {
        didSet { setCSSClass("trailing", edge == .trailing); queueAllocate() }
    }
    /// Where a drag may start to open the closed drawer.
    public var openGesture: DrawerOpenGesture = .anywhere
    /// The spring the menu moves on.
    public var spring = Spring(response: 0.4, dampingFraction: 1)
    /// Called after the drawer switches between overlay and docked.
    public var onLayoutChange: (@MainActor (DrawerLayout) -> Void)?

    /// How the menu is laid out now (decided by width at each allocation).
    public private(set) var layout: DrawerLayout = .overlay
    /// How far the menu is shown on screen, 0...1: the model's progress as
    /// the spring carries it there.
    public var revealProgress: Double { min(1, max(0, reveal.value)) }

    let menuWidget: Widget
    let contentWidget: Widget
    let scrim = DrawerScrim()
    private(set) var resizeHandle: DrawerResizeHandle!
    /// Where the resize handle lies across the drawer, while it is shown.
    private var resizeHandleSpan: ClosedRange<Double>?
    /// The menu's reveal, 0...1, on the motion engine.
    private(set) var reveal: AnimatedValue<Double>!
    var drag: DragInput!
    var pullStart: DrawerPullStart?
    var pull: (startProgress: Double, menuWidth: Double)?
    /// A released drag's velocity (progress per second), for the spring that takes over from it.
    var releaseVelocity: Double?
    private var shownOpenState: Bool
    private var layoutChangePending = false
    private weak var focusBeforeOpening: Widget?
    /// Whether the drawer has been drawn since it was last mapped. A change that comes
    /// before has nothing on screen to slide from and is there at once: a drawer opened as
    /// the app starts hears of it in the bindings' next flush, once the window is mapped
    /// but before its first frame, and slid in from closed it was missing from that frame
    /// (and from `--screenshot`).
    private var hasBeenDrawn = false

    /// Space left uncovered beside an overlay menu, so the scrim stays clickable.
    static let uncoveredWidth = 56

    init(menu: Widget, content: Widget, model: DrawerModel) {
        self.model = model
        menuWidget = menu
        contentWidget = content
        shownOpenState = model.isOpen
        super.init(role: .group, cssClasses: ["overlay"])
        reveal = AnimatedValue(model.progress, tolerance: 0.001, on: self)
        DrawerStyle.install()
        overflowHidden = true
        // Child order is drawing order: the menu is appended last so it stays
        // on top of the scrim and content while it slides out.
        append(content)
        append(scrim)
        menu.addCSSClass("drawer-menu")
        append(menu)
        resizeHandle = DrawerResizeHandle(drawer: self)
        append(resizeHandle)
        reveal.onChange = { [weak self] _ in self?.revealProgressDidChange() }
        setUpScrim()
        setUpEscape()
        setUpDrag()
        setUpActions()
        revealProgressDidChange()
        applyOpenState(model.isOpen)
        on("unmap") { [weak self] in self?.hasBeenDrawn = false }
        bind { [model] drawer in
            drawer.modelDidChange(isOpen: model.isOpen, progress: model.progress, isDragging: model.isDragging)
        }
        bind { [model] drawer in
            _ = model.menuWidth
            drawer.queueAllocate()
        }
    }

    // MARK: Open and close

    /// Whether the drawer is open.
    public var isOpen: Bool { model.isOpen }

    /// Opens the drawer (animated unless animations are off), for `reason`.
    public func open(reason: DrawerChangeReason = .programmatic) { model.open(reason: reason) }

    /// Closes the drawer. A docked menu is part of the layout: a scrim click,
    /// Escape or a chosen item (which only dismiss an overlay) leave it open.
    public func close(reason: DrawerChangeReason = .programmatic) {
        if layout == .docked, Self.dismissReasons.contains(reason) { return }
        model.close(reason: reason)
    }

    /// Opens the drawer when closed and closes it when open, for `reason`.
    public func toggle(reason: DrawerChangeReason = .programmatic) {
        if model.isOpen { close(reason: reason) } else { open(reason: reason) }
    }

    /// The state as SwiftUI's presentation mode: read it, or write `open()`/`close()` through it.
    public var presentationMode: DrawerPresentationMode {
        get { model.presentationMode }
        set { newValue.isOpen ? open(reason: newValue.reason ?? .programmatic)
                              : close(reason: newValue.reason ?? .programmatic) }
    }

    private static let dismissReasons: Set<DrawerChangeReason> = [.scrim, .escape, .item]

    // MARK: Following the model

    private func modelDidChange(isOpen: Bool, progress: Double, isDragging: Bool) {
        if isDragging || !hasBeenDrawn {
            reveal.set(progress)
        } else if progress != reveal.target || releaseVelocity != nil {
            let velocity = releaseVelocity
            releaseVelocity = nil
            reveal.move(to: progress, with: .spring(spring), velocity: velocity)
        }
        if isOpen != shownOpenState {
            shownOpenState = isOpen
            applyOpenState(isOpen)
        }
    }

    private func applyOpenState(_ isOpen: Bool) {
        actionGroup.action(named: "toggle")?.state = Variant(isOpen)
        menuWidget.setAccessibleHidden(!isOpen)
        resizeHandle.setAccessibleHidden(!isOpen)
        // A closing menu's scrim still shows while it fades, but a click there is meant for
        // the content: caught by the scrim it would do nothing and leave the focus behind.
        scrim.canTarget = isOpen
        applyContentReachability()
        if isOpen {
            revealProgressDidChange() // shows the menu so it can take the focus
            moveFocusIntoMenu()
        } else {
            restoreFocus()
        }
    }

    /// Behind an open overlay menu the content can be neither focused nor read.
    private func applyContentReachability() {
        let covered = layout == .overlay && model.isOpen
        contentWidget.canFocus = !covered
        contentWidget.setAccessibleHidden(covered)
    }

    /// Draws the children, noting that the drawer has been on screen (see `hasBeenDrawn`).
    override public func snapshotChildren(_ snapshot: Snapshot) {
        hasBeenDrawn = true
        super.snapshotChildren(snapshot)
    }

    private func revealProgressDidChange() {
        let progress = revealProgress
        menuWidget.isChildVisible = progress > 0 || model.isOpen
        scrim.isChildVisible = layout == .overlay && progress > 0
        scrim.opacity = progress
        resizeHandle.isChildVisible = progress >= 1 && model.isOpen && !menuPrefersNaturalWidth
        queueAllocate()
    }

    // MARK: Focus

    private func moveFocusIntoMenu() {
        guard layout == .overlay, let window = root as? Window else { return }
        let focused = window.focusedWidget
        if focused.map({ !$0.isDescendant(of: menuWidget) }) ?? true { focusBeforeOpening = focused }
        menuWidget.focusFirstDescendant()
    }

    private func restoreFocus() {
        defer { focusBeforeOpening = nil }
        guard let window = root as? Window else { return }
        // The resize handle on the menu's edge belongs to the menu: Escape there goes back too.
        let focusInMenu = window.focusedWidget.map { $0.isDescendant(of: menuWidget) || $0 === resizeHandle } ?? true
        guard focusInMenu else { return }
        // An item was chosen: the keyboard carries on in the content it showed, not back on
        // the button that opened the menu. Dismissed (Escape, a tap outside): back where it was.
        if model.lastChangeReason == .item {
            if contentWidget.focusFirstDescendant() { return }
            focusContentOnceLaidOut()
        }
        if let previous = focusBeforeOpening, previous.root === window, previous.grabFocus() { return }
        window.setFocus(nil)
    }

    /// A page made just now (a list whose rows come with its first layout) has nothing to
    /// focus yet: the focus goes in once it has, within half a second, unless the person
    /// moved it meanwhile or opened the menu again.
    private func focusContentOnceLaidOut() {
        var attempts = 0
        MainLoop.timeout(milliseconds: 50) { [weak self] in
            attempts += 1
            guard let self, !self.model.isOpen, let window = self.root as? Window else { return false }
            if let focused = window.focusedWidget, focused.isDescendant(of: self.contentWidget) { return false }
            return !self.contentWidget.focusFirstDescendant() && attempts < 10
        }
    }

    // MARK: Layout

    open override func measureChildren(_ orientation: Orientation, forSize: Int) -> (minimum: Int, natural: Int) {
        let content = contentWidget.measure(orientation, forSize: -1)
        let menu = menuWidget.measure(orientation, forSize: -1)
        if orientation == .horizontal, layout == .docked {
            return (max(content.minimum, menu.minimum), content.natural + menu.natural)
        }
        return (max(content.minimum, menu.minimum), max(content.natural, menu.natural))
    }

    open override func allocateChildren(width: Int, height: Int, baseline: Int) {
        noteLayout(layoutPolicy.layout(forWidth: width))
        let rightToLeft = menuIsOnTheRight
        let menuWidth = self.menuWidth(forDrawerWidth: width)
        let shown = Double(menuWidth) * revealProgress
        let menuX = rightToLeft ? Double(width) - shown : shown - Double(menuWidth)
        menuWidget.allocate(width: menuWidth, height: height, transform: Transform().translated(x: menuX, y: 0))
        allocateResizeHandle(menuX: menuX, menuWidth: menuWidth, height: height)
        let inset = layout == .docked ? Int(shown.rounded()) : 0
        _ = contentWidget.measure(.horizontal)
        contentWidget.allocate(width: max(0, width - inset), height: height,
                               transform: Transform().translated(x: rightToLeft ? 0 : Double(inset), y: 0))
        _ = scrim.measure(.horizontal)
        scrim.allocate(width: width, height: height)
    }

    /// The menu's width from `model.menuWidth` (its natural width when it asks for that),
    /// leaving an overlay's scrim a strip to click and a docked menu's content half the room.
    private func menuWidth(forDrawerWidth width: Int) -> Int {
        let size = menuWidget.measure(.horizontal)
        let room = layout == .overlay ? width - Self.uncoveredWidth : width / 2
        if menuPrefersNaturalWidth { return max(size.minimum, min(size.natural, room)) }
        let wanted = model.menuWidth.width(forWindowWidth: Double(width), room: Double(room))
        return max(size.minimum, Int(wanted.rounded()))
    }

    private var menuPrefersNaturalWidth: Bool { (menuWidget as? DrawerMenuSizing)?.prefersNaturalWidth ?? false }

    /// The menu's width as drawn now, where a resize starts from.
    var shownMenuWidth: Double { Double(menuWidget.width) }

    /// The handle straddles the menu's trailing edge: its right edge in left-to-right.
    private func allocateResizeHandle(menuX: Double, menuWidth: Int, height: Int) {
        // The value first: in GTK 4.8 changing the handle's accessible value and description
        // invalidates its allocation, and done after it, left the handle undrawn (with a
        // warning) in the frame it first showed in.
        resizeHandle.showValue(width: Double(menuWidth), bounds: model.menuWidth)
        _ = resizeHandle.measure(.horizontal)
        let half = Double(DrawerResizeHandle.grabWidth) / 2
        let inner = menuIsOnTheRight ? menuX : menuX + Double(menuWidth)
        resizeHandle.allocate(width: DrawerResizeHandle.grabWidth, height: height,
                              transform: Transform().translated(x: inner - half, y: 0))
        resizeHandleSpan = resizeHandle.isChildVisible ? (inner - half)...(inner + half) : nil
    }

    /// Whether a press at `x` lands on the resize handle (which then has the drag, not the pull).
    func isOnResizeHandle(x: Double) -> Bool { resizeHandleSpan?.contains(x) ?? false }

    /// Takes the layout the width asks for; the side effects (opening a newly
    /// docked menu, closing one that becomes an overlay) wait until the
    /// allocation is over, since they change styles and state.
    private func noteLayout(_ newLayout: DrawerLayout) {
        guard newLayout != layout else { return }
        layout = newLayout
        guard !layoutChangePending else { return }
        layoutChangePending = true
        MainLoop.idle(priority: .beforeRedraw) { [weak self] in self?.layoutDidChange() }
    }

    private func layoutDidChange() {
        layoutChangePending = false
        setCSSClass("docked", layout == .docked)
        setCSSClass("overlay", layout == .overlay)
        // A resize is no gesture: the new layout starts at rest, without motion.
        if layout == .docked { model.open() } else { model.close() }
        reveal.set(model.progress)
        shownOpenState = model.isOpen
        applyOpenState(model.isOpen)
        revealProgressDidChange()
        onLayoutChange?(layout)
    }

    // MARK: Scrim and Escape

    private func setUpScrim() {
        let click = ClickGesture()
        click.onReleased { [weak self] _, _, _ in self?.scrimClicked() }
        scrim.addController(click)
    }

    /// A click or tap on the dimmed content beside the menu closes it.
    func scrimClicked() { close(reason: .scrim) }

    private func setUpEscape() {
        let shortcuts = ShortcutController()
        shortcuts.isGlobal = true
        shortcuts.add(trigger: "Escape") { [weak self] in self?.handleEscape() ?? false }
        addController(shortcuts)
    }

    /// Escape closes an open overlay menu; otherwise the key goes on to others.
    func handleEscape() -> Bool {
        guard layout == .overlay, model.isOpen else { return false }
        close(reason: .escape)
        return true
    }
}

/// The shade over the content while an overlay menu is out; a click on it closes the menu.
@MainActor
final class DrawerScrim: Container {
    override class var gtkTypeName: String { "TactileDrawerScrim" }
    override class var cssName: String { "scrim" }

    init() { super.init(role: .presentation) }
}
