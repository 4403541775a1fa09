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
/// and content are. State lives in `model` (a `DrawerModel`); this class lays it out, draws
/// it and keeps focus and accessibility in step, and turns input into model calls: a click
/// on the scrim, Escape, and the `drawer.open`, `drawer.close`, `drawer.toggle` and
/// `drawer.pin` actions any descendant can name. The menu's motion and the horizontal pull
/// that drags it are its `interaction`'s (`DrawerInteraction`).
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
    public internal(set) var layout: DrawerLayout = .overlay
    /// How far the menu is shown on screen, 0...1: the model's progress as
    /// the spring carries it there.
    public var revealProgress: Double { interaction.progress }

    let menuWidget: Widget
    let contentWidget: Widget
    let scrim = DrawerScrim()
    /// The menu's trailing edge; made once the drawer is, which it measures drags against.
    private(set) lazy var resizeHandle = DrawerResizeHandle(drawer: self)
    /// The menu's reveal and the pull that drags it; made once the drawer is, which it moves.
    private(set) lazy var interaction = DrawerInteraction(drawer: self)
    /// Where the resize handle lies across the drawer, while it is shown.
    var resizeHandleSpan: ClosedRange<Double>?
    var shownOpenState: Bool
    var layoutChangePending = false
    weak var focusBeforeOpening: Widget?

    /// Space left uncovered beside an overlay menu, so the scrim stays clickable.
    static let uncoveredWidth = 56

    init(menu: Widget, content: Widget, model: DrawerModel) {
        self.model = model
        menuWidget = menu
        contentWidget = content
        shownOpenState = model.isOpen
        super.init(role: .group, cssClasses: ["overlay"])
        DrawerStyle.install()
        overflowHidden = true
        // Child order is drawing order: the menu is appended last so it stays
        // on top of the scrim and content while it slides out.
        append(content)
        append(scrim)
        menu.addCSSClass("drawer-menu")
        append(menu)
        append(resizeHandle)
        setUpScrim()
        setUpEscape()
        interaction.reveal.onChange = { [weak self] _ in self?.revealProgressDidChange() }
        setUpActions()
        revealProgressDidChange()
        applyOpenState(model.isOpen)
        on("unmap") { [weak self] in self?.interaction.hasBeenDrawn = false }
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
        interaction.follow(progress: progress, isDragging: isDragging, spring: spring)
        if isOpen != shownOpenState {
            shownOpenState = isOpen
            applyOpenState(isOpen)
        }
    }

    func applyOpenState(_ isOpen: Bool) {
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
    func applyContentReachability() {
        let covered = layout == .overlay && model.isOpen
        contentWidget.canFocus = !covered
        contentWidget.setAccessibleHidden(covered)
    }

    // MARK: Layout (see AnyDrawer+Layout)

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

    /// Draws the children, noting that the drawer has been on screen (see
    /// `DrawerInteraction.hasBeenDrawn`).
    override public func snapshotChildren(_ snapshot: Snapshot) {
        interaction.hasBeenDrawn = true
        super.snapshotChildren(snapshot)
    }

    func revealProgressDidChange() {
        let progress = revealProgress
        menuWidget.isChildVisible = progress > 0 || model.isOpen
        scrim.isChildVisible = layout == .overlay && progress > 0
        scrim.opacity = progress
        resizeHandle.isChildVisible = progress >= 1 && model.isOpen && !menuPrefersNaturalWidth
        queueAllocate()
    }
}
