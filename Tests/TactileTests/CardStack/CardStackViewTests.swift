@testable import Tactile
import XCTest

final class CardStackViewTests: XCTestCase {
    func testDragRightPastTheThresholdLikesTheTopCardAndTheNextBecomesTop() {
        MainActor.assumeIsolated {
            onGtk {
                let fixture = CardStackFixture()
                defer { fixture.close() }
                XCTAssertEqual(fixture.top?.profile?.name, "Ada")
                // Slow (0.2 s a step): the release point alone passes half the card's width.
                fixture.drag(by: Vector2(x: fixture.model.rule.cardWidth * 0.6, y: 10), interval: 0.2)
                XCTAssertEqual(fixture.log.records.map(\.decision), [.like])
                XCTAssertEqual(fixture.log.records.first?.profileID, "p0")
                XCTAssertEqual(fixture.model.topCard?.name, "Ben")
                XCTAssertEqual(fixture.top?.profile?.name, "Ben", "the next card is on top and reachable")
            }
        }
    }

    func testShortSlowDragSpringsBackWithoutDeciding() {
        MainActor.assumeIsolated {
            onGtk {
                let fixture = CardStackFixture(animations: true)
                defer { fixture.close() }
                fixture.drag(by: Vector2(x: 60, y: 0), interval: 0.2)
                XCTAssertEqual(fixture.model.phase, .returning)
                XCTAssertGreaterThan(fixture.model.topCardOffset.x, 30, "it starts back from where it was let go")
                XCTAssertTrue(fixture.waitUntilIdle(), "the frame clock brings it home")
                XCTAssertEqual(fixture.model.topCardOffset, .zero)
                XCTAssertTrue(fixture.log.records.isEmpty)
                XCTAssertEqual(fixture.top?.profile?.name, "Ada")
            }
        }
    }

    func testFastShortFlingCommits() {
        MainActor.assumeIsolated {
            onGtk {
                let fixture = CardStackFixture()
                defer { fixture.close() }
                // 50 points in 25 ms: 2,000 points per second to the left.
                fixture.drag(by: Vector2(x: -50, y: 0), steps: 5, interval: 0.005)
                XCTAssertEqual(fixture.log.records.map(\.decision), [.nope])
                XCTAssertEqual(fixture.model.topCard?.name, "Ben")
            }
        }
    }

    func testFlungCardFliesOffAlongItsExitWithTheGrabDecidingTheTilt() {
        MainActor.assumeIsolated {
            onGtk {
                let fixture = CardStackFixture(animations: true)
                defer { fixture.close() }
                let width = fixture.model.rule.cardWidth
                fixture.drag(by: Vector2(x: width * 0.4, y: 0), steps: 4, interval: 0.01, grabBelowMiddle: true)
                guard let departing = fixture.stack.slots.first(where: { $0.role == .departing }) else {
                    return XCTFail("the decided card is still drawn, flying")
                }
                XCTAssertLessThan(fixture.stack.placement(of: departing).degrees, 0, "grabbed below the middle, it tilts the other way")
                XCTAssertTrue(MainLoop.wait(until: { (fixture.model.departingCard?.offset.x ?? 0) > width }, atMost: 2))
                XCTAssertTrue(fixture.waitUntilIdle())
                XCTAssertNil(fixture.model.departingCard)
                XCTAssertEqual(fixture.stack.slots.count, 3, "the farthest card is back once the flying one is gone")
            }
        }
    }

    func testEachButtonPerformsItsDecision() {
        MainActor.assumeIsolated {
            onGtk {
                let fixture = CardStackFixture()
                defer { fixture.close() }
                for button in [fixture.bar.nopeButton, fixture.bar.likeButton, fixture.bar.boostButton] {
                    button.emit("clicked")
                    fixture.settle()
                }
                XCTAssertEqual(fixture.log.records.map(\.decision), [.nope, .like, .boost])
                XCTAssertEqual(fixture.log.records.map(\.profileID), ["p0", "p1", "p2"])
                XCTAssertEqual(fixture.top?.profile?.name, "Dev")
            }
        }
    }

    func testHammeringAButtonDuringTheFlightDecidesOneCard() {
        MainActor.assumeIsolated {
            onGtk {
                let fixture = CardStackFixture(animations: true)
                defer { fixture.close() }
                for _ in 0..<6 { fixture.bar.likeButton.emit("clicked") }
                fixture.bar.undoButton.emit("clicked")
                XCTAssertEqual(fixture.log.records.map(\.profileID), ["p0"], "neither skipped nor decided twice")
                XCTAssertTrue(fixture.waitUntilIdle())
                fixture.bar.likeButton.emit("clicked")
                XCTAssertEqual(fixture.log.records.map(\.profileID), ["p0", "p1"])
                XCTAssertTrue(fixture.waitUntilIdle())
            }
        }
    }

    func testUndoFliesTheCardBackAndRestoresTheLog() {
        MainActor.assumeIsolated {
            onGtk {
                let fixture = CardStackFixture(animations: true)
                defer { fixture.close() }
                fixture.settle()
                XCTAssertFalse(fixture.bar.undoButton.isSensitive, "nothing to undo yet")
                fixture.bar.likeButton.emit("clicked")
                XCTAssertTrue(fixture.waitUntilIdle())
                fixture.settle()
                XCTAssertTrue(fixture.bar.undoButton.isSensitive)
                fixture.bar.undoButton.emit("clicked")
                XCTAssertEqual(fixture.model.phase, .undoing(.like))
                XCTAssertGreaterThan(fixture.model.topCardOffset.x, fixture.model.rule.cardWidth, "it comes back from the right, where it left")
                XCTAssertTrue(fixture.log.records.isEmpty, "the log forgot the decision")
                fixture.settle()
                XCTAssertEqual(fixture.top?.profile?.name, "Ada")
                XCTAssertTrue(fixture.waitUntilIdle())
                XCTAssertEqual(fixture.model.topCardOffset, .zero)
                fixture.settle()
                XCTAssertFalse(fixture.bar.undoButton.isSensitive)
            }
        }
    }

    func testKeysDecideAndUndo() {
        MainActor.assumeIsolated {
            onGtk {
                let fixture = CardStackFixture()
                defer { fixture.close() }
                XCTAssertTrue(fixture.stack.handleKey(Key.left, modifiers: []))
                XCTAssertTrue(fixture.stack.handleKey(Key.right, modifiers: []))
                XCTAssertTrue(fixture.stack.handleKey(Key.up, modifiers: []))
                XCTAssertEqual(fixture.log.records.map(\.decision), [.nope, .like, .boost])
                XCTAssertTrue(fixture.stack.handleKey(Key.backSpace, modifiers: []))
                XCTAssertTrue(fixture.stack.handleKey(Key.z, modifiers: .control))
                XCTAssertEqual(fixture.log.records.map(\.decision), [.nope])
                XCTAssertFalse(fixture.stack.handleKey(Key.z, modifiers: []), "a plain z is not ours")
                XCTAssertFalse(fixture.stack.handleKey(Key.right, modifiers: .control))
                XCTAssertEqual(fixture.model.topCard?.name, "Ben")
            }
        }
    }

    func testAnimationsOffMoveCardsWithoutFlying() {
        MainActor.assumeIsolated {
            onGtk {
                let fixture = CardStackFixture(animations: false)
                defer { fixture.close() }
                XCTAssertTrue(fixture.stack.perform(.like))
                XCTAssertEqual(fixture.model.phase, .idle)
                XCTAssertNil(fixture.model.departingCard)
                XCTAssertFalse(fixture.stack.animator.isRunning)
                XCTAssertTrue(fixture.stack.undo())
                XCTAssertEqual(fixture.model.phase, .idle)
                XCTAssertEqual(fixture.model.topCardOffset, .zero)
            }
        }
    }

    func testMatchShowsOnceTheLikedCardHasLeft() {
        MainActor.assumeIsolated {
            onGtk {
                let fixture = CardStackFixture(animations: true)
                defer { fixture.close() }
                var matches: [String] = []
                var decisions: [Decision] = []
                fixture.stack.likesBack = { profile, _ in profile.name == "Ada" || profile.name == "Ben" }
                fixture.stack.onMatch = { matches.append($0.name) }
                fixture.stack.onDecision = { decisions.append($0.decision) }
                fixture.stack.perform(.like)
                XCTAssertEqual(decisions, [.like])
                XCTAssertEqual(matches, [], "not while the card is still flying")
                XCTAssertTrue(fixture.waitUntilIdle())
                XCTAssertEqual(matches, ["Ada"])
                fixture.stack.perform(.nope)
                XCTAssertTrue(fixture.waitUntilIdle())
                XCTAssertEqual(matches, ["Ada"], "a nope never matches")
                XCTAssertEqual(fixture.stack.announcer.lastAnnouncement, "Noped Ben. Next: Cleo, 27, Chess.")
            }
        }
    }

    func testEmptyStateOffersStartOver() {
        MainActor.assumeIsolated {
            onGtk {
                let fixture = CardStackFixture(profiles: CardStackFixture.profiles(2))
                defer { fixture.close() }
                var startedOver = 0
                fixture.stack.onStartOver = { startedOver += 1 }
                fixture.stack.perform(.like)
                fixture.stack.perform(.like)
                fixture.settle()
                XCTAssertTrue(fixture.stack.emptyState.isVisible)
                XCTAssertTrue(fixture.stack.emptyState.startOverButton.isVisible)
                XCTAssertFalse(fixture.bar.likeButton.isSensitive, "no card left to like")
                XCTAssertEqual(fixture.stack.announcer.lastAnnouncement, "Liked Ben. No more profiles.")
                fixture.stack.emptyState.startOverButton.emit("clicked")
                XCTAssertEqual(startedOver, 1)
                fixture.stack.replaceModel(CardStackModel(source: fixture.source, log: InMemoryDecisionLog()))
                fixture.settle()
                XCTAssertFalse(fixture.stack.emptyState.isVisible)
                XCTAssertEqual(fixture.top?.profile?.name, "Ada")
                XCTAssertEqual(fixture.bar.decisionButtonNames[.like], "Like Ada", "the bar follows the new model")
            }
        }
    }
}
