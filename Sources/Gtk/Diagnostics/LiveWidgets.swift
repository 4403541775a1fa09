internal import CGtk
import Synchronization

/// How many GtkWidget instances of any type are alive, for leak checks of a
/// whole app; `LiveObjects` counts only the widgets that have a Swift wrapper.
///
/// GObject's own per-type counts (`GOBJECT_DEBUG=instance-count`) exist only
/// in GLib built with debugging, which distributions do not ship (Debian's
/// reads 0 for every type). So counting hooks GtkWidget's `constructed` and
/// `finalize`, which every widget runs: each widget class copies them from
/// its parent class when it is initialised, or chains up to them. Classes
/// initialised before counting starts are patched too. Widgets made before
/// `startCounting()` are not counted, then or when they go.
public enum LiveWidgets {
    /// Widgets made since counting started and not yet finalized (0 before).
    public static var count: Int { liveWidgets.load(ordering: .relaxed) }

    /// The widgets counted and alive now, by GType name (`GtkLabel`, `TactileCardView`…), for
    /// finding which kind a leak keeps. Empty before counting starts.
    public static var countsByType: [String: Int] {
        liveWidgetsByType.withLock { counts in
            var named: [String: Int] = [:]
            for (type, count) in counts where count != 0 {
                named[g_type_name(type).map { String(cString: $0) } ?? "\(type)", default: 0] += count
            }
            return named
        }
    }

    /// Whether `startCounting()` has been called in this process.
    @MainActor public private(set) static var isCounting = false

    /// Starts counting; later calls do nothing. The hooks stay for the life of the process.
    @MainActor
    public static func startCounting() {
        guard !isCounting else { return }
        isCounting = true
        let widgetType = gtk_widget_get_type()
        // Referenced and never released: the class keeps the hooks as long as the process lives.
        guard let widgetClass = g_type_class_ref(widgetType)?.assumingMemoryBound(to: GObjectClass.self) else { return }
        originalConstructed = widgetClass.pointee.constructed
        originalFinalize = widgetClass.pointee.finalize
        for type in typeAndSubtypes(widgetType) {
            guard let initialized = g_type_class_peek(type)?.assumingMemoryBound(to: GObjectClass.self) else { continue }
            // A class that overrides a hook chains up to its parent's, patched here or copied from it.
            if address(initialized.pointee.constructed) == address(originalConstructed) {
                initialized.pointee.constructed = countingConstructed
            }
            if address(initialized.pointee.finalize) == address(originalFinalize) {
                initialized.pointee.finalize = countingFinalize
            }
        }
    }

    /// `type` and every type derived from it that is registered so far.
    private static func typeAndSubtypes(_ type: GType) -> [GType] {
        var found = [type]
        var index = 0
        while index < found.count {
            var count: guint = 0
            if let children = g_type_children(found[index], &count) {
                found += UnsafeBufferPointer(start: children, count: Int(count))
                g_free(children)
            }
            index += 1
        }
        return found
    }

    private static func address(_ function: ObjectHook?) -> UnsafeRawPointer? {
        function.map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
    }
}

private typealias ObjectHook = @convention(c) (UnsafeMutablePointer<GObject>?) -> Void

private let liveWidgets = Atomic<Int>(0)
// Finalize may run on any thread that drops the last reference, hence a lock.
private let liveWidgetsByType = Mutex<[GType: Int]>([:])
// Set once, on the main actor, before the hooks that read them are installed.
private nonisolated(unsafe) var originalConstructed: ObjectHook?
private nonisolated(unsafe) var originalFinalize: ObjectHook?

/// Marks the widgets that were counted, so one made before counting started is not subtracted.
private let countedKey: GQuark = g_quark_from_string("tactile-live-widget-counted")

private let countingConstructed: ObjectHook = { object in
    originalConstructed?(object)
    guard let object else { return }
    g_object_set_qdata(object, countedKey, UnsafeMutableRawPointer(bitPattern: 1))
    liveWidgets.add(1, ordering: .relaxed)
    let type = instanceType(object)
    liveWidgetsByType.withLock { $0[type, default: 0] += 1 }
}

private let countingFinalize: ObjectHook = { object in
    if let object, g_object_get_qdata(object, countedKey) != nil {
        liveWidgets.subtract(1, ordering: .relaxed)
        let type = instanceType(object)
        liveWidgetsByType.withLock { $0[type, default: 0] -= 1 }
    }
    originalFinalize?(object)
}

/// `G_OBJECT_TYPE`: the type in the instance's class structure.
private func instanceType(_ object: UnsafeMutablePointer<GObject>) -> GType {
    object.pointee.g_type_instance.g_class?.pointee.g_type ?? 0
}
