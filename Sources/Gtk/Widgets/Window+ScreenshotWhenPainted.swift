/// Rendering a window for a `--screenshot` option: an app cannot render before its first
/// frame is on screen, and motion that starts with the window needs time to come to rest.
extension Window {
    /// Renders the window to a PNG at `path` once its first frame is painted and `settle`
    /// has passed after it, then calls `completion` with nil, or with the error that kept
    /// the PNG from being written. Call it after `present()`; works under Xvfb.
    ///
    ///     window.present()
    ///     window.renderPNGWhenPainted(to: "shot.png") { error in application.quit() }
    public func renderPNGWhenPainted(to path: String, settle: Duration = .zero,
                                     completion: @escaping @MainActor ((any Error)?) -> Void) {
        let milliseconds = UInt32(clamping: max(0, settle.components.seconds * 1000
            + settle.components.attoseconds / 1_000_000_000_000_000))
        // Timed from the first painted frame (the first tick comes before anything is painted).
        whenFirstFramePainted { [weak self] in
            MainLoop.timeout(milliseconds: milliseconds) {
                guard let self else {
                    completion(RenderError.notRealized)
                    return false
                }
                do {
                    try self.renderPNG(to: path)
                    completion(nil)
                } catch {
                    completion(error)
                }
                return false
            }
        }
    }
}
