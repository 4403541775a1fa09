internal import CGtk

/// A `GtkApplication`: the app ID, the main loop, application actions and accelerators.
@MainActor
public final class Application: Object, ActionGroup {
    override class var gtype: GType { gtk_application_get_type() }

    var applicationPointer: UnsafeMutablePointer<GtkApplication> {
        UnsafeMutableRawPointer(gobject).assumingMemoryBound(to: GtkApplication.self)
    }

    /// `unique: false` lets a second instance run beside the first (screenshots, tests).
    public convenience init(id: String, unique: Bool = true) {
        FatalLogMessages.enforce()
        let flags = unique ? CGTK_APPLICATION_DEFAULT_FLAGS : CGTK_APPLICATION_NON_UNIQUE
        self.init(UnsafeMutableRawPointer(gtk_application_new(id, flags)), ownership: .owned)
        installToolkitFixes()
    }

    /// Runs when the application is launched (and again when launched a second time).
    @discardableResult
    public func onActivate(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("activate", body) }

    /// Calls `body` once when the application starts as the primary instance, before it is activated.
    @discardableResult
    public func onStartup(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("startup", body) }

    /// GTK is initialised once the application starts up: the wrapper's fixes for GTK that
    /// need a display go in then, and the windows start following the desktop's style
    /// (dark, high contrast; see `DesktopStyle`).
    private func installToolkitFixes() {
        onStartup {
            CompatibilityHooks.install()
            _ = DesktopStyle.shared
        }
    }

    /// Calls `body` once when the application is about to quit.
    @discardableResult
    public func onShutdown(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("shutdown", body) }

    /// Runs the main loop until the last window closes; returns the exit status.
    /// Swift concurrency works inside it (see `MainLoop`).
    public func run(arguments: [String] = [CommandLine.arguments.first ?? "app"]) -> Int32 {
        MainLoop.integrateSwiftConcurrency()
        var cArguments = arguments.map { strdup($0) }
        defer { cArguments.forEach { free($0) } }
        return g_application_run(pointer(), Int32(cArguments.count), &cArguments)
    }

    /// Ends the main loop: `run()` returns once the current event is handled.
    public func quit() { g_application_quit(pointer()) }

    /// Windows of this application, most recently focused first.
    public var windows: [Window] {
        var result: [Window] = []
        var list = gtk_application_get_windows(applicationPointer)
        while let node = list {
            if let window = Object.wrap(node.pointee.data, as: Window.self) { result.append(window) }
            list = node.pointee.next
        }
        return result
    }

    /// The window the person used last, or nil when the application has none.
    public var activeWindow: Window? {
        Object.wrap(gtk_application_get_active_window(applicationPointer), as: Window.self)
    }

    /// Keyboard accelerators ("<Control>q") for a detailed action name ("app.quit").
    public func setAccelerators(_ accelerators: [String], for action: String) {
        var cStrings: [UnsafePointer<CChar>?] = accelerators.map { UnsafePointer(strdup($0)) }
        cStrings.append(nil)
        defer { cStrings.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        gtk_application_set_accels_for_action(applicationPointer, action, &cStrings)
    }

    /// Every action that has keyboard accelerators, with them (detailed names: "app.quit",
    /// "win.page::discover").
    public var accelerators: [String: [String]] {
        var result: [String: [String]] = [:]
        for action in takeStringVector(gtk_application_list_action_descriptions(applicationPointer)) {
            let list = takeStringVector(gtk_application_get_accels_for_action(applicationPointer, action))
            if !list.isEmpty { result[action] = list }
        }
        return result
    }

    /// A window that belongs to this application.
    public func makeWindow() -> Window {
        Window(gtk_application_window_new(applicationPointer), ownership: .borrowed)
    }
}

extension Application {
    /// Registers the application ID on the session bus now (`run` does it otherwise), so that
    /// `isRemote` says whether another instance already owns it. Throws what GLib said.
    public func register() throws {
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(pointer(), nil, &error) != 0 else {
            throw GLibError(taking: error, context: "registering the application")
        }
    }

    /// Whether another instance owns the ID: then actions activated here (`activate(action:)`)
    /// run in that instance, and `run` hands over to it and returns.
    public var isRemote: Bool { g_application_get_is_remote(pointer()) != 0 }

    /// Where GTK looks, as the application starts up, for resources it loads on its own:
    /// `gtk/menus.ui`, `gtk/help-overlay.ui` and icons under `icons/` of this path in the
    /// registered GResources. By default the path made from the ID
    /// (`org.example.App` → `/org/example/App`).
    ///
    /// Set it to nil before `run()` when the app ships none of these: GTK then adds no icon
    /// path at start-up. Added, that path makes GTK read the icon theme again on the main
    /// thread at the first icon looked up, when its background read has already finished,
    /// as it has in most start-ups.
    public var resourceBasePath: String? {
        get { g_application_get_resource_base_path(pointer()).map { String(cString: $0) } }
        set { g_application_set_resource_base_path(pointer(), newValue) }
    }

    /// Keeps the application running with no window open, until `release()`.
    public func hold() { g_application_hold(pointer()) }
    /// Gives back a hold taken with `hold()`: with no windows and no holds left, the application quits.
    public func release() { g_application_release(pointer()) }
}
