import Foundation
import GtkTestSupport
import SharedTestSupport
@testable import Tactile
import TactileStore
import XCTest

/// The cards are drawn from textures rendered once (see `ChildTextureCache`): a drag
/// moves them without drawing them again, and what is on screen still follows the
/// pointer and shows each new profile.
final class CardStackDrawingTests: XCTestCase {
    func testADragMovesTheCardsWithoutDrawingThemAgain() throws {
        try runCardStackTest { fixture in
            XCTAssertTrue(MainLoop.run(until: { fixture.stack.slots.allSatisfy { $0.card.textureCache.renderCount == 1 } }),
                          "once the loop is idle, every card shown is rendered into its texture, once")
            let rendersBefore = fixture.stack.slots.map(\.card.textureCache.renderCount)
            guard let start = fixture.grabPoint() else { return XCTFail("no top card") }
            try ScreenInput.pointerDown(fixture.stack, x: start.x, y: start.y)
            let moved = (x: start.x + fixture.model.rule.cardWidth * 0.4, y: start.y + 20)
            try ScreenInput.pointerMove(fixture.stack, x: moved.x, y: moved.y, duration: 0.5, steps: 12)
            fixture.settle()
            let screen = try RenderedPixels(of: fixture.stack)
            let likeOpacity = fixture.top?.stampLayer.opacity(of: .like) ?? 0
            try ScreenInput.pointerUp()

            XCTAssertEqual(fixture.stack.slots.map(\.card.textureCache.renderCount), rendersBefore,
                           "twelve moves, and no card was rendered again")
            assertColour(screen.colour(atX: moved.x, y: moved.y), Self.pink, accuracy: 12,
                           "the photo is under the pointer, where the card went with it")
            XCTAssertGreaterThan(likeOpacity, 0, "the LIKE stamp fades in over the moving card")
        }
    }

    func testTheNextProfileIsDrawnOnTheCardThatShowsIt() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                Self.writeBlueAvatar()
                let profiles = Profile.samples(4, cast: .fourFriends) { $0 % 2 == 0 ? "face.png" : "blue.png" }
                let fixture = CardStackFixture(profiles: profiles)
                defer { fixture.close() }
                guard let centre = Self.topCardCentre(fixture) else { return XCTFail("no top card") }
                assertColour(try RenderedPixels(of: fixture.stack).colour(atX: centre.x, y: centre.y), Self.pink, accuracy: 12)

                try ScreenInput.focus(fixture.window)
                XCTAssertTrue(fixture.stack.focusTopCard())
                try ScreenInput.press("Right")
                fixture.settle()
                XCTAssertEqual(fixture.model.topCard?.name, "Ben")
                guard let next = Self.topCardCentre(fixture) else { return XCTFail("no top card after the like") }
                assertColour(try RenderedPixels(of: fixture.stack).colour(atX: next.x, y: next.y), Self.blue, accuracy: 12,
                               "Ben's photo, not the texture of the card before")
            }
        }
    }

    // MARK: Helpers

    static let pink: [Int] = [0xc2, 0x45, 0x6e]
    static let blue: [Int] = [0x2a, 0x5d, 0xc8]

    @MainActor
    static func writeBlueAvatar() {
        let path = CardStackFixture.avatarFolder.appendingPathComponent("blue.png").path
        guard !FileManager.default.fileExists(atPath: path) else { return }
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="32" height="40"><rect width="32" height="40" fill="#2a5dc8"/></svg>"##
        if let texture = try? Texture(data: Data(svg.utf8)) { _ = texture.savePNG(to: path) }
    }

    /// A quarter of the way down the top card, above the shade over its text.
    @MainActor
    static func topCardCentre(_ fixture: CardStackFixture) -> (x: Double, y: Double)? {
        fixture.grabPoint()
    }
}

func assertColour(_ colour: [Int], _ expected: [Int], accuracy: Int, _ message: String = "",
                    file: StaticString = #filePath, line: UInt = #line) {
    let close = colour.count == expected.count && zip(colour, expected).allSatisfy { abs($0 - $1) <= accuracy }
    XCTAssertTrue(close, "\(colour) is not \(expected) ± \(accuracy). \(message)", file: file, line: line)
}
