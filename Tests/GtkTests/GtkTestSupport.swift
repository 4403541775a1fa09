@testable import Gtk
import XCTest

/// Runs `body` on the GTK thread. XCTest runs synchronous tests on the main
/// thread, so the main actor can be assumed; GTK is initialised once.
@MainActor
func onGtk(_ body: @MainActor () throws -> Void) rethrows {
    if !gtkReady {
        guard Toolkit.initialize() else { fatalError("These tests need a display (run them under Xvfb)") }
        gtkReady = true
    }
    try body()
    MainLoop.drain()
}

@MainActor private var gtkReady = false

/// Counts finalizations through GObject weak references.
@MainActor
final class FinalizationCounter {
    private(set) var count = 0
    func watch(_ object: Object) { object.onFinalize { [weak self] in self?.count += 1 } }
}
