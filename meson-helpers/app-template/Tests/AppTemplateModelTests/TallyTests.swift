import AppTemplateModel
import XCTest

/// What the model promises: a count that grows by one, and a reset that only counts when there
/// was something to reset. (XCTest on Linux runs test methods on the main thread but cannot
/// call @MainActor ones: each body asserts the main actor instead.)
final class TallyTests: XCTestCase {
    func testAddCountsOneAtATime() {
        MainActor.assumeIsolated {
            let tally = Tally()
            XCTAssertEqual(tally.count, 0)
            tally.add()
            tally.add()
            XCTAssertEqual(tally.count, 2)
        }
    }

    func testResetStartsAgainAndIsCountedOnlyWhenThereWasACount() {
        MainActor.assumeIsolated {
            let tally = Tally()
            tally.reset()
            XCTAssertEqual(tally.resets, 0, "nothing to reset at zero")
            tally.add()
            tally.reset()
            XCTAssertEqual(tally.count, 0)
            XCTAssertEqual(tally.resets, 1)
        }
    }
}
