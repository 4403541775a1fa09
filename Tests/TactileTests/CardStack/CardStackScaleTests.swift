import GtkTestSupport
import SharedTestSupport
@testable import Tactile
import TactileStore
import XCTest

final class CardStackScaleTests: XCTestCase {
    func testAThousandProfilesMakeThreeCardWidgetsAndDecodeOnlyTheirImages() {
        MainActor.assumeIsolated {
            onGtk {
                let fixture = CardStackFixture(profiles: Profile.samples(1_000, cast: .fourFriends) { "face-\($0).png" })
                defer { fixture.close() }
                @MainActor func cardWidgets(in widget: Widget) -> Int {
                    widget.children.reduce(widget is StackCard<Profile> ? 1 : 0) { $0 + cardWidgets(in: $1) }
                }
                XCTAssertEqual(cardWidgets(in: fixture.window), 3)
                XCTAssertEqual(fixture.textures.decodeCount, 3, "only the shown cards' images")
                for _ in 0..<20 {
                    fixture.stack.perform(.nope)
                    fixture.settle()
                }
                XCTAssertEqual(cardWidgets(in: fixture.window), 3, "card frames are reused, not made")
                XCTAssertEqual(fixture.textures.decodeCount, 23, "one new image per new card")
                XCTAssertLessThanOrEqual(fixture.textures.cachedCount, 6)
                XCTAssertEqual(fixture.top?.item?.id, "p20")
            }
        }
    }

    func testDestroyingTheWindowFinalizesTheStackItsCardsAndClosures() {
        MainActor.assumeIsolated {
            onGtk {
                let closuresBefore = LiveClosures.count
                var finalized = 0
                var matched = 0
                do {
                    let fixture = CardStackFixture(animations: true)
                    fixture.stack.onConsequence = { _ in matched += 1 }
                    for widget in [fixture.stack, fixture.bar, fixture.bar.likeButton] as [Widget] + fixture.stack.cards {
                        widget.onFinalize { finalized += 1 }
                    }
                    fixture.stack.perform(.like) // destroyed mid-flight, with a tick running
                    fixture.window.destroy()
                }
                XCTAssertTrue(MainLoop.wait(until: { finalized == 6 }, atMost: 3), "finalized \(finalized) of 6")
                XCTAssertEqual(LiveClosures.count, closuresBefore, "signal closures left alive")
                DesktopSettings.current.animationsEnabled = true
            }
        }
    }
}
