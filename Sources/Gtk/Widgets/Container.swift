internal import CGtk

/// A plain widget for composing: it holds children and lays them out by its
/// Swift `measure` and `allocate` (override them to move, rotate and scale
/// children with a `Transform`), or by a layout manager when one is set.
///
/// Each subclass is a GType of its own, named by `gtkTypeName` and styled by
/// `cssName` (a direct `GtkWidget` subclass underneath: GtkWidget itself is
/// abstract, and its children must be unparented when it is disposed). So the
/// GTK Inspector shows a drawer as `TactileDrawer`, and an app's CSS reaches it
/// as `drawer`, as it reaches GTK's own widgets by their node names.
@MainActor
open class Container: Widget {
    override class var gtype: GType { ContainerType.type(for: self) }

    /// The GType name of this kind of container ("TactileDrawer"); a subclass names its own,
    /// else it shares its superclass's type.
    open class var gtkTypeName: String { "TactileContainer" }
    /// The CSS node name of this kind of container ("drawer"), what style sheets select it by.
    open class var cssName: String { "container" }

    /// A new container whose accessible role is `role` (a group by default).
    public init(role: AccessibleRole = .group, cssClasses: [String] = []) {
        let pointer = Value.newObject(ContainerType.type(for: Self.self), properties: ["accessible-role": .enumeration(
            gtk_accessible_role_get_type(), Int32(role.gtk.rawValue))])
        super.init(pointer, ownership: .owned)
        setCSSClasses(cssClasses)
    }

    /// For the type registry: a container created elsewhere.
    override init(_ pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        super.init(pointer, ownership: ownership)
    }

    /// Appends `child` as the topmost (last drawn) child.
    public func append(_ child: Widget) { child.insert(before: self, sibling: nil) }

    /// Removes `child`, which must be a child of this container.
    public func remove(_ child: Widget) {
        precondition(child.parent === self, "\(child.typeName) is not a child of this container")
        child.unparent()
    }

    /// Unparents every child.
    public func removeAll() { for child in children { child.unparent() } }

    /// The size wanted along `orientation`; by default the largest child's.
    open func measureChildren(_ orientation: Orientation, forSize: Int) -> (minimum: Int, natural: Int) {
        children.reduce((0, 0)) { size, child in
            // Popovers and hidden children are children too, but take no room.
            guard child.shouldLayout else { return size }
            let childSize = child.measure(orientation, forSize: forSize)
            return (max(size.0, childSize.minimum), max(size.1, childSize.natural))
        }
    }

    /// Gives children their places; by default each child fills the container.
    open func allocateChildren(width: Int, height: Int, baseline: Int) {
        for child in children where child.shouldLayout {
            child.allocate(width: width, height: height, baseline: baseline)
        }
    }

    /// Draws the children into `snapshot` (the container's own CSS box is drawn before,
    /// by GTK); by default each child in order, where it was allocated.
    open func snapshotChildren(_ snapshot: Snapshot) {
        for child in children { snapshot.drawChild(child, of: self) }
    }
}

/// The GTypes behind `Container` and its subclasses, registered on first use: one base
/// type holding the virtual functions that call into Swift, and a subtype of it per
/// `gtkTypeName`, which only sets its CSS name.
@MainActor
enum ContainerType {
    private static var types: [String: GType] = [:]

    static func type(for container: Container.Type) -> GType {
        let name = container.gtkTypeName
        if let type = types[name] { return type }
        let type = name == Container.gtkTypeName ? base : register(name, cssName: container.cssName, parent: base)
        types[name] = type
        return type
    }

    /// The base type, "TactileContainer".
    private static let base: GType = {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GtkWidgetClass>.size)
        info.class_init = baseClassInit
        info.instance_size = guint16(MemoryLayout<GtkWidget>.size)
        return g_type_register_static(gtk_widget_get_type(), Container.gtkTypeName, &info, GTypeFlags(rawValue: 0))
    }()

    private static func register(_ name: String, cssName: String, parent: GType) -> GType {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GtkWidgetClass>.size)
        info.instance_size = guint16(MemoryLayout<GtkWidget>.size)
        info.class_init = { klass, cssName in
            guard let klass, let cssName else { return }
            gtk_widget_class_set_css_name(klass.assumingMemoryBound(to: GtkWidgetClass.self),
                                          cssName.assumingMemoryBound(to: CChar.self))
        }
        // Kept for the life of the process, as GLib keeps the class.
        info.class_data = UnsafeRawPointer(strdup(cssName))
        return g_type_register_static(parent, name, &info, GTypeFlags(rawValue: 0))
    }

    nonisolated(unsafe) static var parentDispose: (@convention(c) (UnsafeMutablePointer<GObject>?) -> Void)?

    private static let baseClassInit: GClassInitFunc = { klass, _ in
        guard let klass else { return }
        let objectClass = klass.assumingMemoryBound(to: GObjectClass.self)
        ContainerType.parentDispose = objectClass.pointee.dispose
        objectClass.pointee.dispose = { object in
            // GtkWidget leaves custom children in place; unparent them so they can go.
            if let widget = UnsafeMutableRawPointer(object)?.assumingMemoryBound(to: GtkWidget.self) {
                while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
            }
            ContainerType.parentDispose?(object)
        }
        let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
        widgetClass.pointee.measure = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
            minimumBaseline?.pointee = -1
            naturalBaseline?.pointee = -1
            nonisolated(unsafe) let widget = widget
            let size = MainActor.assumeIsolated { () -> (minimum: Int, natural: Int) in
                guard let widget, let container = ContainerType.wrapper(of: widget) else { return (0, 0) }
                return container.measureChildren(Orientation(orientation), forSize: Int(forSize))
            }
            minimum?.pointee = Int32(size.minimum)
            natural?.pointee = Int32(max(size.minimum, size.natural))
        }
        widgetClass.pointee.size_allocate = { widget, width, height, baseline in
            nonisolated(unsafe) let widget = widget
            MainActor.assumeIsolated {
                guard let widget, let container = ContainerType.wrapper(of: widget) else { return }
                container.allocateChildren(width: Int(width), height: Int(height), baseline: Int(baseline))
            }
        }
        widgetClass.pointee.snapshot = { widget, snapshot in
            nonisolated(unsafe) let widget = widget, snapshot = snapshot
            MainActor.assumeIsolated {
                guard let widget, let snapshot, let container = ContainerType.wrapper(of: widget) else { return }
                container.snapshotChildren(Snapshot(snapshot))
            }
        }
        // A custom widget is "constant size" by default, and GTK then measures it with no
        // width to wrap text to: a wrapping label inside would be measured one line tall.
        // So the request mode follows the children's, as GTK's own containers do.
        widgetClass.pointee.get_request_mode = { widget in
            guard let widget else { return GTK_SIZE_REQUEST_CONSTANT_SIZE }
            var child = gtk_widget_get_first_child(widget)
            var mode = GTK_SIZE_REQUEST_CONSTANT_SIZE
            while let current = child {
                switch gtk_widget_get_request_mode(current) {
                case GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH: return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
                case GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT: mode = GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT
                default: break
                }
                child = gtk_widget_get_next_sibling(current)
            }
            return mode
        }
        gtk_widget_class_set_css_name(widgetClass, Container.cssName)
    }

    static func wrapper(of widget: UnsafeMutablePointer<GtkWidget>) -> Container? {
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        return (Object.existingWrapper(of: object) ?? Object.wrap(object)) as? Container
    }
}
