internal import CGtk

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
