internal import CGtk

/// A `GtkWidget`. Subclasses add the API of one widget class each.
@MainActor
open class Widget: Object {
    override class var gtype: GType { gtk_widget_get_type() }

    /// The `GtkWidget *` for calls this module has not wrapped.
    var widgetPointer: UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(gobject).assumingMemoryBound(to: GtkWidget.self)
    }

    // MARK: Tree

    /// The widget's parent, or nil when it has none.
    public var parent: Widget? { Object.wrap(gtk_widget_get_parent(widgetPointer), as: Widget.self) }
    /// The widget's first child, or nil.
    public var firstChild: Widget? { Object.wrap(gtk_widget_get_first_child(widgetPointer), as: Widget.self) }
    /// The next child of the widget's parent, or nil for the last.
    public var nextSibling: Widget? { Object.wrap(gtk_widget_get_next_sibling(widgetPointer), as: Widget.self) }

    /// The direct children, first to last.
    public var children: [Widget] {
        var result: [Widget] = []
        var child = gtk_widget_get_first_child(widgetPointer)
        while let current = child {
            if let wrapped = Object.wrap(current, as: Widget.self) { result.append(wrapped) }
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    /// Whether this widget is `ancestor` or lies anywhere inside it.
    public func isDescendant(of ancestor: Widget) -> Bool {
        self === ancestor || gtk_widget_is_ancestor(widgetPointer, ancestor.widgetPointer) != 0
    }

    /// The nearest ancestor (or self) that is a `T`.
    public func ancestor<T: Widget>(of type: T.Type) -> T? {
        var current: Widget? = self
        while let widget = current {
            if let match = widget as? T { return match }
            current = widget.parent
        }
        return nil
    }

    /// Makes this widget a child of `parent`, for containers built on `Container`.
    public func setParent(_ parent: Widget) { gtk_widget_set_parent(widgetPointer, parent.widgetPointer) }

    /// Makes the widget a child of `parent`, after `sibling` (first when nil).
    public func insert(after parent: Widget, sibling: Widget?) {
        gtk_widget_insert_after(widgetPointer, parent.widgetPointer, sibling?.widgetPointer)
    }

    /// Makes the widget a child of `parent`, before `sibling` (last when nil).
    public func insert(before parent: Widget, sibling: Widget?) {
        gtk_widget_insert_before(widgetPointer, parent.widgetPointer, sibling?.widgetPointer)
    }

    /// Removes the widget from its parent.
    public func unparent() { gtk_widget_unparent(widgetPointer) }

    /// The widget at the top of the widget's tree (its window), or nil when it is in none.
    public var root: Widget? {
        guard let root = gtk_widget_get_root(widgetPointer) else { return nil }
        return Object.wrap(UnsafeMutableRawPointer(root), as: Widget.self)
    }

    // MARK: Geometry

    /// The width allocated to the widget, in pixels (0 before it is laid out).
    public var width: Int { Int(gtk_widget_get_width(widgetPointer)) }
    /// The height allocated to the widget, in pixels (0 before it is laid out).
    public var height: Int { Int(gtk_widget_get_height(widgetPointer)) }

    /// Sets the smallest size the widget asks for; -1 leaves a dimension to the widget.
    public func setSizeRequest(width: Int = -1, height: Int = -1) {
        gtk_widget_set_size_request(widgetPointer, Int32(width), Int32(height))
    }

    /// Whether the widget takes any horizontal space left over.
    public var hexpand: Bool {
        get { gtk_widget_get_hexpand(widgetPointer) != 0 }
        set { gtk_widget_set_hexpand(widgetPointer, newValue ? 1 : 0) }
    }
    /// Whether the widget takes any vertical space left over.
    public var vexpand: Bool {
        get { gtk_widget_get_vexpand(widgetPointer) != 0 }
        set { gtk_widget_set_vexpand(widgetPointer, newValue ? 1 : 0) }
    }
    /// Where the widget sits horizontally in the space given to it.
    public var halign: Alignment {
        get { Alignment(gtk_widget_get_halign(widgetPointer)) }
        set { gtk_widget_set_halign(widgetPointer, newValue.gtk) }
    }
    /// Where the widget sits vertically in the space given to it.
    public var valign: Alignment {
        get { Alignment(gtk_widget_get_valign(widgetPointer)) }
        set { gtk_widget_set_valign(widgetPointer, newValue.gtk) }
    }

    /// Sets the margins given; nil leaves one as it is. Start and end follow the text direction.
    public func setMargins(top: Int? = nil, bottom: Int? = nil, start: Int? = nil, end: Int? = nil) {
        if let top { gtk_widget_set_margin_top(widgetPointer, Int32(top)) }
        if let bottom { gtk_widget_set_margin_bottom(widgetPointer, Int32(bottom)) }
        if let start { gtk_widget_set_margin_start(widgetPointer, Int32(start)) }
        if let end { gtk_widget_set_margin_end(widgetPointer, Int32(end)) }
    }

    /// Sets the same margin on every side.
    public func setMargins(_ all: Int) { setMargins(top: all, bottom: all, start: all, end: all) }

    /// Where `point` in this widget's coordinates lies in `other`'s.
    public func translate(x: Double, y: Double, to other: Widget) -> (x: Double, y: Double)? {
        if let computePoint = NewerGtkCalls.computePoint {
            var point = graphene_point_t(x: Float(x), y: Float(y)), result = graphene_point_t()
            guard computePoint(widgetPointer, other.widgetPointer, &point, &result) != 0 else { return nil }
            return (Double(result.x), Double(result.y))
        }
        var outX = 0.0, outY = 0.0
        guard cgtk_widget_translate_coordinates(widgetPointer, other.widgetPointer, x, y, &outX, &outY) != 0 else {
            return nil
        }
        return (outX, outY)
    }

    /// Size the widget wants for `orientation` given `forSize` in the other one.
    public func measure(_ orientation: Orientation, forSize: Int = -1) -> (minimum: Int, natural: Int) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widgetPointer, orientation.gtk, Int32(forSize), &minimum, &natural, nil, nil)
        return (Int(minimum), Int(natural))
    }

    /// Gives the widget its place; `transform` moves, rotates and scales it there.
    public func allocate(width: Int, height: Int, baseline: Int = -1, transform: Transform? = nil) {
        // gtk_widget_allocate takes ownership of the transform.
        gtk_widget_allocate(widgetPointer, Int32(width), Int32(height), Int32(baseline), transform?.retainedPointer())
    }

    /// Whether the widget is visible and so must be laid out.
    public var shouldLayout: Bool { gtk_widget_should_layout(widgetPointer) != 0 }

    /// Asks for a new size request and layout.
    public func queueResize() { gtk_widget_queue_resize(widgetPointer) }
    /// Asks for a new layout at the current size.
    public func queueAllocate() { gtk_widget_queue_allocate(widgetPointer) }
    /// Asks for the widget to be drawn again.
    public func queueDraw() { gtk_widget_queue_draw(widgetPointer) }

    // MARK: State

    /// Whether the widget is shown when its parent is.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widgetPointer) != 0 }
        set { gtk_widget_set_visible(widgetPointer, newValue ? 1 : 0) }
    }
    /// Whether the widget is on screen now (visible and in a shown window).
    public var isMapped: Bool { gtk_widget_get_mapped(widgetPointer) != 0 }
    /// Whether the widget responds to input; an insensitive widget is drawn dimmed.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widgetPointer) != 0 }
        set { gtk_widget_set_sensitive(widgetPointer, newValue ? 1 : 0) }
    }
    /// Whether the widget can receive pointer and touch events.
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(widgetPointer) != 0 }
        set { gtk_widget_set_can_target(widgetPointer, newValue ? 1 : 0) }
    }
    /// Whether the widget itself can take the keyboard focus.
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widgetPointer) != 0 }
        set { gtk_widget_set_focusable(widgetPointer, newValue ? 1 : 0) }
    }
    /// Whether the widget or its children can take the keyboard focus.
    public var canFocus: Bool {
        get { gtk_widget_get_can_focus(widgetPointer) != 0 }
        set { gtk_widget_set_can_focus(widgetPointer, newValue ? 1 : 0) }
    }
    /// Whether the widget has the keyboard focus.
    public var hasFocus: Bool { gtk_widget_has_focus(widgetPointer) != 0 }
    /// True when this widget or a descendant has the keyboard focus.
    public var containsFocus: Bool {
        (gtk_widget_get_state_flags(widgetPointer).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue) != 0
    }
    /// Moves the keyboard focus to the widget; false when it cannot take it.
    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widgetPointer) != 0 }

    /// The widget's opacity, from 0 (transparent) to 1.
    public var opacity: Double {
        get { gtk_widget_get_opacity(widgetPointer) }
        set { gtk_widget_set_opacity(widgetPointer, newValue) }
    }
    /// The tooltip shown when the pointer rests on the widget.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widgetPointer).map { String(cString: $0) } }
        set {
            // GTK asks the X server where the pointer is each time a shown widget's tooltip is
            // set (three round trips, the server grabbed meanwhile), to show the new text at
            // once under it. Nothing to show when the tooltip is the same, or when the widget
            // has no parent yet (it is hidden while the tooltip is set, which skips the question;
            // a window is its own root and is left shown).
            guard newValue != tooltip else { return }
            let unparented = gtk_widget_get_parent(widgetPointer) == nil && gtk_widget_get_root(widgetPointer) == nil
                && gtk_widget_get_visible(widgetPointer) != 0
            if unparented { gtk_widget_set_visible(widgetPointer, 0) }
            gtk_widget_set_tooltip_text(widgetPointer, newValue)
            if unparented { gtk_widget_set_visible(widgetPointer, 1) }
            dropDescriptionRepeatingLabel()
            EarlyAccessibleContexts.changed(widgetPointer)
        }
    }
    /// Whether children drawn outside the widget are clipped.
    public var overflowHidden: Bool {
        get { gtk_widget_get_overflow(widgetPointer) == GTK_OVERFLOW_HIDDEN }
        set { gtk_widget_set_overflow(widgetPointer, newValue ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }
    }
    /// The widget's name, which CSS can select with `#name`.
    public var name: String {
        get { String(cString: gtk_widget_get_name(widgetPointer)) }
        set { gtk_widget_set_name(widgetPointer, newValue) }
    }

    /// Right-to-left or left-to-right, as the desktop's language asks.
    public var direction: TextDirection {
        get { TextDirection(gtk_widget_get_direction(widgetPointer)) }
        set { gtk_widget_set_direction(widgetPointer, newValue.gtk) }
    }
    /// Whether the widget lays out right to left.
    public var isRightToLeft: Bool { gtk_widget_get_direction(widgetPointer) == GTK_TEXT_DIR_RTL }

    /// Shows the named pointer cursor ("grab", "pointer"…) over this widget; nil for the default.
    public func setCursor(named name: String?) { gtk_widget_set_cursor_from_name(widgetPointer, name) }

    // MARK: Style

    /// Adds the CSS class `name` (a style class).
    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widgetPointer, name) }
    /// Removes the CSS class `name`.
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widgetPointer, name) }
    /// Whether the widget has the CSS class `name`.
    public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(widgetPointer, name) != 0 }
    /// Adds the CSS class `name` when `on` is true, removes it otherwise.
    public func setCSSClass(_ name: String, _ on: Bool) {
        if on { addCSSClass(name) } else { removeCSSClass(name) }
    }
    /// Adds every CSS class in `names`.
    public func setCSSClasses(_ names: [String]) { for name in names { addCSSClass(name) } }

    // MARK: Controllers, actions, ticks

    /// Adds an event controller; the widget owns it from now on.
    public func addController(_ controller: EventController) {
        // gtk_widget_add_controller takes a reference of its own (transfer full).
        g_object_ref(controller.gobject)
        gtk_widget_add_controller(widgetPointer, controller.controllerPointer)
    }

    /// Removes `controller` from the widget.
    public func removeController(_ controller: EventController) {
        gtk_widget_remove_controller(widgetPointer, controller.controllerPointer)
    }

    /// Makes the actions of `group` reachable as `prefix.name` from this widget and its descendants.
    public func insertActionGroup(_ group: ActionGroup?, prefix: String) {
        gtk_widget_insert_action_group(widgetPointer, prefix, group?.actionGroupPointer)
    }

    /// Activates `name` (`"prefix.action"`) as seen from this widget, like a button with that action name.
    @discardableResult
    public func activateAction(_ name: String, parameter: Variant? = nil) -> Bool {
        gtk_widget_activate_action_variant(widgetPointer, name, parameter?.pointer) != 0
    }

    /// The widget's layout manager, which measures and places its children.
    public var layoutManager: LayoutManager? {
        get { Object.wrap(gtk_widget_get_layout_manager(widgetPointer), as: LayoutManager.self) }
        set {
            // gtk_widget_set_layout_manager takes ownership of the reference it is given.
            if let newValue { g_object_ref(newValue.gobject) }
            gtk_widget_set_layout_manager(widgetPointer, newValue?.layoutPointer)
        }
    }

    /// Calls `body` before every frame while it returns true; see `FrameClock`.
    @discardableResult
    public func addTickCallback(_ body: @escaping @MainActor (FrameClock) -> Bool) -> TickCallbackHandle {
        TickCallbackHandle(widget: self, body: body)
    }

    /// The frame clock of the widget's window, or nil when the widget is not realized.
    public var frameClock: FrameClock? {
        Object.wrap(gtk_widget_get_frame_clock(widgetPointer).map { UnsafeMutableRawPointer($0) }, as: FrameClock.self)
    }

    /// The GTK settings of the widget's display.
    public var settings: DesktopSettings { DesktopSettings(gtk_widget_get_settings(widgetPointer)) }
}
