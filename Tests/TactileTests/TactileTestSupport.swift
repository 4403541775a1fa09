import Tactile
import XCTest

/// Runs `body` on the GTK thread (XCTest's main thread), GTK initialised once.
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
