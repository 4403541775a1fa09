import FoundationEssentials
import Tactile

/// `--screenshot FILE`: waits for the window's first painted frame, renders it and quits.
@MainActor
enum ScreenshotRunner {
    static func capture(_ window: Window, to path: String, then finish: @escaping @MainActor (Int32) -> Void) {
        window.renderPNGWhenPainted(to: path) { error in
            guard let error else { return finish(0) }
            StandardStream.error.write("tactile: cannot write screenshot \(path): \(error)\n")
            finish(1)
        }
    }
}
