@testable import Gtk
import GtkTestSupport
import XCTest

/// A child drawn from `ChildTextureCache` looks as it does drawn directly, wherever its
/// parent puts it: moved, and moved and scaled (the cards behind the top one).
final class ChildTextureCacheTests: XCTestCase {
    /// Places its child scaled down and moved, and draws it through a texture cache.
    @MainActor
    final class CachingParent: Container {
        let cache = ChildTextureCache()
        var scale = 1.0
        override func allocateChildren(width: Int, height: Int, baseline: Int) {
            let transform = Transform.identity.translated(x: 37, y: 23).scaled(scale)
            for child in children { child.allocate(width: 120, height: 60, transform: transform) }
        }
        override func snapshotChildren(_ snapshot: Snapshot) {
            for child in children { cache.draw(child, of: self, into: snapshot) }
        }
    }

    func testACachedChildIsDrawnWhereAndAsItIsDrawnDirectly() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let style = CSSProvider(css: ".cached-child { background: linear-gradient(90deg, #d02050, #2050d0); border-radius: 12px; box-shadow: 0 4px 10px rgba(0,0,0,0.5); }")
                style.applyToDisplay()
                defer { style.removeFromDisplay() }
                for scale in [1.0, 0.85] {
                    let window = Window()
                    defer { window.destroy() }
                    let parent = CachingParent()
                    parent.scale = scale
                    let child = Label("Cached")
                    child.addCSSClass("cached-child")
                    parent.append(child)
                    window.child = parent
                    window.setDefaultSize(width: 240, height: 140)
                    window.present()
                    XCTAssertTrue(MainLoop.run(until: { parent.isMapped && child.width == 120 }))
                    let direct = try RenderedPixels(of: parent).rgba
                    XCTAssertEqual(parent.cache.renderCount, 0, "drawn directly the first time")
                    XCTAssertTrue(MainLoop.run(until: { parent.cache.renderCount == 1 }), "rendered once the loop is idle")
                    MainLoop.drain()
                    let cached = try RenderedPixels(of: parent).rgba
                    XCTAssertEqual(parent.cache.renderCount, 1)
                    XCTAssertEqual(direct.count, cached.count)
                    let differences = zip(direct, cached).map { abs(Int($0) - Int($1)) }
                    if scale == 1 {
                        XCTAssertLessThanOrEqual(differences.max() ?? 255, 2, "moved only: the same pixels")
                    } else {
                        // Scaled from the texture, edges and text are resampled: the same place, nearly the same pixels.
                        let mean = Double(differences.reduce(0, +)) / Double(max(1, differences.count))
                        XCTAssertLessThan(mean, 2, "scale \(scale): mean difference per channel")
                    }
                    XCTAssertEqual(Self.inkBounds(cached, width: parent.width), Self.inkBounds(direct, width: parent.width),
                                   "scale \(scale): drawn in the same place")
                }
            }
        }
    }

    /// The rows and columns with any pixel darker than the window's light background (the
    /// child's gradient and the heart of its shadow), as (left, top, right, bottom).
    private static func inkBounds(_ pixels: [UInt8], width: Int) -> [Int] {
        var bounds = [Int.max, Int.max, -1, -1]
        for index in stride(from: 0, to: pixels.count, by: 4) where Int(pixels[index]) + Int(pixels[index + 1]) < 300 {
            let x = index / 4 % width, y = index / 4 / width
            bounds = [min(bounds[0], x), min(bounds[1], y), max(bounds[2], x), max(bounds[3], y)]
        }
        return bounds
    }
}
