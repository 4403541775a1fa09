import Gtk

/// Runs `body` on the GTK thread, GTK initialised once, then drains the main loop.
/// XCTest runs synchronous tests on the main thread, so the main actor can be assumed.
@MainActor
public func onGtk(_ body: @MainActor () throws -> Void) rethrows {
    if !gtkReady {
        guard Toolkit.initialize() else { fatalError("These tests need a display (run them under Xvfb)") }
        gtkReady = true
    }
    try body()
    MainLoop.drain()
}

@MainActor private var gtkReady = false
