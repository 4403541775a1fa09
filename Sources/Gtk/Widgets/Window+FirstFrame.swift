/// Work that can wait until the window is on screen.
extension Window {
    /// Runs `body` once, when the loop is next idle after the window's first frame is
    /// painted: what the first frame does not show (a window icon, a page not yet opened,
    /// caches) waits for it instead of delaying it. Call it before or after `present()`.
    ///
    ///     window.present()
    ///     window.afterFirstFrame { window.iconName = "org.example.App" }
    public func afterFirstFrame(_ body: @escaping @MainActor () -> Void) {
        whenFirstFramePainted { _ = MainLoop.idle(body) }
    }

    /// Runs `body` once, as the window's first frame has been painted (in that frame's
    /// after-paint).
    func whenFirstFramePainted(_ body: @escaping @MainActor () -> Void) {
        addTickCallback { clock in
            // The first tick comes before anything is painted.
            var connection: SignalConnection?
            connection = clock.onAfterPaint {
                connection?.disconnect()
                body()
            }
            return false
        }
    }
}
