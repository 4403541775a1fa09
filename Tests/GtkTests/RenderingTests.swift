@testable import Gtk
import GtkTestSupport
import XCTest

final class RenderingTests: XCTestCase {
    /// A container that places its only child 40 px right and 30 px down, rotated.
    @MainActor
    final class Offsetting: Container {
        var offset = (x: 40.0, y: 30.0)
        var angle = 0.0
        override func allocateChildren(width: Int, height: Int, baseline: Int) {
            let transform = Transform.identity.translated(x: offset.x, y: offset.y).rotated(degrees: angle)
            for child in children { child.allocate(width: 50, height: 20, transform: transform) }
        }
    }

    /// How many colours a rendered picture holds: a blank fill has one or two.
    @MainActor
    static func distinctColours(in texture: Texture) -> Int {
        let pixels = texture.rgbaPixels()
        var colours = Set<UInt32>()
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            colours.insert(UInt32(pixels[offset]) << 16 | UInt32(pixels[offset + 1]) << 8 | UInt32(pixels[offset + 2]))
        }
        return colours.count
    }

    func testCustomLayoutMovesChildrenWithATransform() {
        MainActor.assumeIsolated {
            onGtk {
                let window = Window()
                defer { window.destroy() }
                let container = Offsetting()
                let label = Label("Moved")
                container.append(label)
                window.child = container
                window.setDefaultSize(width: 200, height: 120)
                window.present()
                XCTAssertTrue(MainLoop.run(until: { label.width == 50 }))
                let origin = label.translate(x: 0, y: 0, to: container)
                XCTAssertEqual(origin?.x ?? .nan, 40, accuracy: 0.01)
                XCTAssertEqual(origin?.y ?? .nan, 30, accuracy: 0.01)
                container.angle = 90
                container.queueAllocate()
                MainLoop.run(until: { (label.translate(x: 10, y: 0, to: container)?.y ?? 0) > 35 })
                let turned = label.translate(x: 10, y: 0, to: container)
                XCTAssertEqual(turned?.x ?? .nan, 40, accuracy: 0.01, "rotated 90° clockwise, +x maps to +y")
                XCTAssertEqual(turned?.y ?? .nan, 40, accuracy: 0.01)
            }
        }
    }

    func testWidgetRendersToANonBlankPNGOfItsSize() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let window = Window()
                defer { window.destroy() }
                let label = Label("Rendered text")
                window.child = label
                window.setDefaultSize(width: 240, height: 100)
                window.present()
                var painted = false
                XCTAssertTrue(MainLoop.run(until: { window.frameClock != nil }))
                window.frameClock?.onAfterPaint { painted = true }
                XCTAssertTrue(MainLoop.run(until: { painted }))
                let path = NSTemporaryDirectory() + "render-\(getpid()).png"
                defer { try? FileManager.default.removeItem(atPath: path) }
                try label.renderPNG(to: path)
                let texture = try Texture(file: path)
                XCTAssertEqual(texture.width, label.width)
                XCTAssertEqual(texture.height, label.height)
                XCTAssertGreaterThan(Self.distinctColours(in: texture), 2, "text was drawn, not a blank fill")
            }
        }
    }

    func testWindowRendersItselfOnceShownAndSettled() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                let window = Window()
                defer { window.destroy() }
                window.child = Label("Shown, then rendered")
                window.setDefaultSize(width: 260, height: 90)
                window.present()
                let path = NSTemporaryDirectory() + "when-painted-\(getpid()).png"
                defer { try? FileManager.default.removeItem(atPath: path) }
                var outcome: Result<Void, any Error>?
                let asked = Date()
                window.renderPNGWhenPainted(to: path, settle: .milliseconds(200)) { error in
                    outcome = error.map { .failure($0) } ?? .success(())
                }
                XCTAssertTrue(MainLoop.run(until: { outcome != nil }, timeout: 10))
                XCTAssertNoThrow(try outcome?.get())
                XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(asked), 0.2, "waited for the settle time")
                let texture = try Texture(file: path)
                XCTAssertEqual(texture.width, window.width)
                XCTAssertEqual(texture.height, window.height)
                XCTAssertGreaterThan(Self.distinctColours(in: texture), 2, "the label was drawn, not a blank fill")
            }
        }
    }

    func testWindowRenderingToAnUnwritablePathReportsWhy() {
        MainActor.assumeIsolated {
            onGtk {
                let window = Window()
                defer { window.destroy() }
                window.child = Label("Nowhere to go")
                window.present()
                var reported: (any Error)?
                var called = false
                window.renderPNGWhenPainted(to: "/nonexistent/folder/shot.png") { error in
                    reported = error
                    called = true
                }
                XCTAssertTrue(MainLoop.run(until: { called }, timeout: 10))
                XCTAssertTrue("\(reported.map { "\($0)" } ?? "no error")".contains("/nonexistent/folder/shot.png"))
            }
        }
    }

    func testMissingImageFileThrowsNamingTheFile() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                XCTAssertThrowsError(try Texture(file: "/nonexistent/avatar.png")) { error in
                    XCTAssertTrue("\(error)".contains("/nonexistent/avatar.png"), "\(error)")
                }
            }
        }
    }
}
