import Foundation
import Gtk

/// RGBA pixels of a rendered widget, read by position.
public struct RenderedPixels: Sendable {
    public let rgba: [UInt8]
    public let width: Int
    public let height: Int

    public init(rgba: [UInt8], width: Int, height: Int) {
        self.rgba = rgba
        self.width = width
        self.height = height
    }

    /// `widget` as it is on screen, drawn by its window's renderer.
    @MainActor
    public init(of widget: Widget) throws {
        let path = NSTemporaryDirectory() + "rendered-pixels-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Once the widget has a drawing: none before its first frame, nor between a redraw
        // being asked for and the frame that paints it.
        if !MainLoop.run(until: { (try? widget.renderPNG(to: path)) != nil }) { try widget.renderPNG(to: path) }
        let texture = try Texture(file: path)
        self.init(rgba: texture.rgbaPixels(), width: texture.width, height: texture.height)
    }

    /// Red, green and blue at (x, y), clamped to the picture.
    public func colour(atX x: Double, y: Double) -> [Int] {
        let column = min(width - 1, max(0, Int(x))), row = min(height - 1, max(0, Int(y)))
        let index = (row * width + column) * 4
        return rgba[index..<index + 3].map(Int.init)
    }
}
