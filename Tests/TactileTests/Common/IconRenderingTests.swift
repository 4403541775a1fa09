import GtkTestSupport
@testable import Tactile
import Foundation
import XCTest

/// Icons must draw their glyphs. SVG icons (the theme's symbolic ones and the card
/// stack's own) need gdk-pixbuf's SVG loader, which GTK only recommends: without
/// it every icon draws blank or as the missing-image icon, and a screenshot still
/// looks "not blank". So the pixels are checked.
final class IconRenderingTests: XCTestCase {
    func testTheCardStacksIconsDecodeAndHaveInk() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                for icon in CardStackIcon.allCases {
                    let texture = try XCTUnwrap(icon.texture, "the \(icon) icon did not decode: is the SVG loader (librsvg2-common) installed?")
                    XCTAssertGreaterThan(Self.inkFraction(of: texture), 0.05, "the \(icon) icon is blank")
                }
            }
        }
    }

    func testThemeIconsDrawAGlyphNotTheMissingImage() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let names = ["sidebar-show-symbolic", "open-menu-symbolic", "user-trash-symbolic", "image-missing"]
                let rendered = try Self.render(iconNames: names)
                let missing = try XCTUnwrap(rendered["image-missing"])
                for name in names.dropLast() {
                    let pixels = try XCTUnwrap(rendered[name])
                    XCTAssertGreaterThan(Self.inkFraction(of: pixels), 0.03, "\(name) draws nothing")
                    XCTAssertNotEqual(pixels, missing, "\(name) draws the missing-image icon")
                }
            }
        }
    }

    /// Each icon at 32 pixels in a window of its own, rendered to RGBA pixels.
    @MainActor
    private static func render(iconNames: [String]) throws -> [String: [UInt8]] {
        let window = Window()
        defer { window.destroy() }
        let row = Box(.horizontal, spacing: 8)
        let images = iconNames.map { name in
            let image = Image(iconName: name)
            image.pixelSize = 32
            row.append(image)
            return image
        }
        window.child = row
        window.present()
        var painted = false
        XCTAssertTrue(MainLoop.run(until: { window.frameClock != nil }))
        window.frameClock?.onAfterPaint { painted = true }
        XCTAssertTrue(MainLoop.run(until: { painted && images.allSatisfy { $0.width > 0 } }))
        var result: [String: [UInt8]] = [:]
        for (name, image) in zip(iconNames, images) {
            let path = NSTemporaryDirectory() + "icon-\(getpid())-\(name).png"
            defer { try? FileManager.default.removeItem(atPath: path) }
            try image.renderPNG(to: path)
            result[name] = try Texture(file: path).rgbaPixels()
        }
        return result
    }

    @MainActor
    private static func inkFraction(of texture: Texture) -> Double { inkFraction(of: texture.rgbaPixels()) }

    /// The share of pixels that are more than faintly opaque.
    private static func inkFraction(of pixels: [UInt8]) -> Double {
        let count = pixels.count / 4
        guard count > 0 else { return 0 }
        let inked = stride(from: 3, to: pixels.count, by: 4).reduce(0) { $0 + (pixels[$1] > 64 ? 1 : 0) }
        return Double(inked) / Double(count)
    }
}
