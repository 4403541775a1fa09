import Foundation
import Tactile

/// `--screenshot FILE`: waits for the window's first painted frame, renders it and quits.
@MainActor
enum ScreenshotRunner {
    static func capture(_ window: Window, to path: String, then finish: @escaping @MainActor (Int32) -> Void) {
        window.addTickCallback { clock in
            // The first tick comes before anything is painted; render after a frame is on screen.
            var connection: SignalConnection?
            connection = clock.onAfterPaint {
                connection?.disconnect()
                MainLoop.idle {
                    do {
                        try window.renderPNG(to: path)
                        finish(0)
                    } catch {
                        FileHandle.standardError.write(Data("tactile: cannot write screenshot \(path): \(error)\n".utf8))
                        finish(1)
                    }
                }
            }
            return false
        }
    }
}
