internal import CGtk

/// A `GtkBox`: children in a row or a column.
@MainActor
public final class Box: Widget {
    override class var gtype: GType { gtk_box_get_type() }

    /// A box laying out its children along `orientation`, `spacing` pixels apart.
    public convenience init(_ orientation: Orientation, spacing: Int = 0) {
        self.init(gtk_box_new(orientation.gtk, Int32(spacing)), ownership: .owned)
    }

    /// Adds `child` at the end.
    public func append(_ child: Widget) { gtk_box_append(pointer(), child.widgetPointer) }
    /// Adds `child` at the start.
    public func prepend(_ child: Widget) { gtk_box_prepend(pointer(), child.widgetPointer) }
    /// Removes `child` from the box.
    public func remove(_ child: Widget) { gtk_box_remove(pointer(), child.widgetPointer) }

    /// Whether every child gets the same size along the box's orientation.
    public var isHomogeneous: Bool {
        get { gtk_box_get_homogeneous(pointer()) != 0 }
        set { gtk_box_set_homogeneous(pointer(), newValue ? 1 : 0) }
    }
}

/// A `GtkOverlay`: a main child with overlays stacked above it.
@MainActor
public final class Overlay: Widget {
    override class var gtype: GType { gtk_overlay_get_type() }

    /// An empty overlay.
    public convenience init() { self.init(gtk_overlay_new(), ownership: .owned) }

    /// The main child, which sets the overlay's size.
    public var child: Widget? {
        get { Object.wrap(gtk_overlay_get_child(pointer()), as: Widget.self) }
        set { gtk_overlay_set_child(pointer(), newValue?.widgetPointer) }
    }

    /// Adds `overlay` above the main child (later ones above earlier ones).
    public func addOverlay(_ overlay: Widget) { gtk_overlay_add_overlay(pointer(), overlay.widgetPointer) }
    /// Removes `overlay`.
    public func removeOverlay(_ overlay: Widget) { gtk_overlay_remove_overlay(pointer(), overlay.widgetPointer) }

    /// Whether an overlay counts when the overlay measures its size.
    public func setMeasureOverlay(_ overlay: Widget, _ measure: Bool) {
        gtk_overlay_set_measure_overlay(pointer(), overlay.widgetPointer, measure ? 1 : 0)
    }
}

/// A `GtkStack`: named pages, one visible at a time.
@MainActor
public final class Stack: Widget {
    override class var gtype: GType { gtk_stack_get_type() }

    /// An empty stack.
    public convenience init() { self.init(gtk_stack_new(), ownership: .owned) }

    /// Adds a page. Its `title` is also what assistive technology calls the page; an untitled
    /// page is a plain grouping and has no name (GTK 4.8 would call it "GtkStackPage").
    public func addPage(_ child: Widget, name: String, title: String? = nil) {
        let page: OpaquePointer?
        if let title {
            page = gtk_stack_add_titled(pointer(), child.widgetPointer, name, title)
        } else {
            page = gtk_stack_add_named(pointer(), child.widgetPointer, name)
        }
        if let page { UnnamedAccessibles.name(page, title ?? "") }
    }

    /// Removes the page `child`.
    public func remove(_ child: Widget) { gtk_stack_remove(pointer(), child.widgetPointer) }

    /// The name of the page shown, or nil when the stack has none.
    public var visiblePageName: String? {
        get { gtk_stack_get_visible_child_name(pointer()).map { String(cString: $0) } }
        set { if let newValue { gtk_stack_set_visible_child_name(pointer(), newValue) } }
    }

    /// The page called `name`, or nil.
    public func page(named name: String) -> Widget? {
        Object.wrap(gtk_stack_get_child_by_name(pointer(), name), as: Widget.self)
    }

    /// How the stack moves from one page to the next.
    public var transitionType: StackTransition {
        get { gtk_stack_get_transition_type(pointer()) == GTK_STACK_TRANSITION_TYPE_NONE ? .none : .crossfade }
        set { gtk_stack_set_transition_type(pointer(), newValue.gtk) }
    }
}

/// A `GtkScrolledWindow`.
@MainActor
public final class ScrolledWindow: Widget {
    override class var gtype: GType { gtk_scrolled_window_get_type() }

    /// Its scroll bars are left out of the accessibility tree: GTK 4's cannot take the focus,
    /// the content scrolls with the keyboard, and GTK 4.8 reads them as "GtkScrollbar".
    public convenience init() {
        self.init(gtk_scrolled_window_new(), ownership: .owned)
        for bar in [gtk_scrolled_window_get_vscrollbar(pointer()), gtk_scrolled_window_get_hscrollbar(pointer())] {
            if let bar { UnnamedAccessibles.hide(bar) }
        }
    }

    /// The scrolled child.
    public var child: Widget? {
        get { Object.wrap(gtk_scrolled_window_get_child(pointer()), as: Widget.self) }
        set { gtk_scrolled_window_set_child(pointer(), newValue?.widgetPointer) }
    }

    /// When each scrollbar shows.
    public func setPolicy(horizontal: ScrollbarPolicy, vertical: ScrollbarPolicy) {
        gtk_scrolled_window_set_policy(pointer(), horizontal.gtk, vertical.gtk)
    }

    /// Whether the scrolled window asks for its child's natural height.
    public var propagatesNaturalHeight: Bool {
        get { gtk_scrolled_window_get_propagate_natural_height(pointer()) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_height(pointer(), newValue ? 1 : 0) }
    }

    /// How far (pixels) the content is scrolled down from its top; 0 at the top.
    public var verticalScrollOffset: Double {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(pointer()) else { return 0 }
        return gtk_adjustment_get_value(adjustment) - gtk_adjustment_get_lower(adjustment)
    }
}

/// A `GtkRevealer`: shows or hides its child with a transition.
@MainActor
public final class Revealer: Widget {
    override class var gtype: GType { gtk_revealer_get_type() }

    /// A revealer with its child hidden.
    public convenience init() { self.init(gtk_revealer_new(), ownership: .owned) }

    /// The child it reveals.
    public var child: Widget? {
        get { Object.wrap(gtk_revealer_get_child(pointer()), as: Widget.self) }
        set { gtk_revealer_set_child(pointer(), newValue?.widgetPointer) }
    }

    /// Whether the child is shown; changing it runs the transition.
    public var revealsChild: Bool {
        get { gtk_revealer_get_reveal_child(pointer()) != 0 }
        set { gtk_revealer_set_reveal_child(pointer(), newValue ? 1 : 0) }
    }

    /// How the child appears and disappears.
    public var transitionType: RevealerTransition {
        get {
            let type = gtk_revealer_get_transition_type(pointer())
            return [RevealerTransition.none, .crossfade, .slideDown, .slideUp, .slideLeft, .slideRight]
                .first { $0.gtk == type } ?? .none
        }
        set { gtk_revealer_set_transition_type(pointer(), newValue.gtk) }
    }

    /// How long the transition takes, in milliseconds.
    public var transitionDuration: UInt32 {
        get { gtk_revealer_get_transition_duration(pointer()) }
        set { gtk_revealer_set_transition_duration(pointer(), newValue) }
    }
}

/// A `GtkHeaderBar`: the title bar with widgets at its start and end.
@MainActor
public final class HeaderBar: Widget {
    override class var gtype: GType { gtk_header_bar_get_type() }

    /// An empty header bar with the window's buttons.
    public convenience init() { self.init(gtk_header_bar_new(), ownership: .owned) }

    /// Adds `child` at the start (the left in left-to-right).
    public func packStart(_ child: Widget) { gtk_header_bar_pack_start(pointer(), child.widgetPointer) }
    /// Adds `child` at the end (the right in left-to-right).
    public func packEnd(_ child: Widget) { gtk_header_bar_pack_end(pointer(), child.widgetPointer) }

    /// The widget in the middle, in place of the window's title.
    public var titleWidget: Widget? {
        get { Object.wrap(gtk_header_bar_get_title_widget(pointer()), as: Widget.self) }
        set { gtk_header_bar_set_title_widget(pointer(), newValue?.widgetPointer) }
    }
}
