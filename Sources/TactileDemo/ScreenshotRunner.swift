import Foundation
import Tactile

/// `--screenshot FILE`: waits for the window's first painted frame, renders it and quits.
@MainActor
enum ScreenshotRunner {
    static func capture(_ window: Window, to path: String, then finish: @escaping @MainActor (Int32) -> Void) {
        window.renderPNGWhenPainted(to: path) { error in
            guard let error else { return finish(0) }
            FileHandle.standardError.write(Data("tactile: cannot write screenshot \(path): \(error)\n".utf8))
            finish(1)
        }
    }
}
