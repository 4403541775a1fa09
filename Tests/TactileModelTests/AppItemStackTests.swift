import Foundation
import Testing
@testable import TactileModel

/// An app's own item, nothing like a person: a photo in a folder, identified by a number.
private struct Photo: Identifiable, Sendable, Hashable {
    let id: Int
    let folder: String
}

extension Decision {
    fileprivate static let keep = Decision("keep", direction: .right)
    fileprivate static let delete = Decision("delete", direction: .left)
    fileprivate static let favourite = Decision("favourite", direction: .up)
    fileprivate static let later = Decision("later", direction: .down, comesRound: true)
}

/// A log that refuses whatever it is told to, to see the stack change nothing then.
@MainActor
private final class RefusingLog: DecisionLog {
    let inner = InMemoryDecisionLog<Int>()
    var refusesRecording = false
    var refusesReplacing = false
    private(set) var replacements = 0

    func record(_ decision: Decision, for itemID: Int, at date: Date) throws -> DecisionRecord<Int> {
        if refusesRecording { throw InjectedFailure() }
        return try inner.record(decision, for: itemID, at: date)
    }

    func undo(_ record: DecisionRecord<Int>) throws { try inner.undo(record) }

    func replace(_ record: DecisionRecord<Int>, with decision: Decision, at date: Date) throws -> DecisionRecord<Int> {
        if refusesReplacing { throw InjectedFailure() }
        replacements += 1
        return try inner.replace(record, with: decision, at: date)
    }
}

@MainActor
@Suite("A stack over the app's own items and decisions")
struct AppItemStackTests {
    private func makeStack(_ count: Int, log: any DecisionLog<Int> = InMemoryDecisionLog<Int>(),
                           decisions: [Decision] = [.delete, .keep, .favourite, .later]) -> CardStackModel<Photo> {
        CardStackModel(source: InMemoryCardSource((1...count).map { Photo(id: $0, folder: "Holiday") }), log: log,
                       decisions: decisions, rule: CardSwipeRule(cardWidth: 300, cardHeight: 400),
                       clock: TimeSource(uptime: { .zero }, date: { Date(timeIntervalSince1970: 0) }))
    }

    @Test func eachDirectionMakesTheAppsDecisionThatLeavesThatWay() {
        let stack = makeStack(5)
        #expect(stack.drag(to: Vector2(x: 200, y: 0))?.decision == .keep)
        stack.motionEnded()
        #expect(stack.drag(to: Vector2(x: -200, y: 0))?.decision == .delete)
        stack.motionEnded()
        #expect(stack.drag(to: Vector2(x: 0, y: -300))?.decision == .favourite)
        stack.motionEnded()
        #expect(stack.drag(to: Vector2(x: 0, y: 300))?.decision == .later, "down is a direction when a decision takes it")
        stack.motionEnded()
        #expect(stack.history.map(\.item.id) == [1, 2, 3, 4])
    }

    @Test func aDirectionNoDecisionTakesSpringsBack() {
        let stack = makeStack(3, decisions: [.delete, .keep])
        #expect(stack.drag(to: Vector2(x: 0, y: -300)) == nil)
        #expect(stack.phase == .returning)
        #expect(stack.swipe(.favourite) == nil, "a decision the stack was not given does nothing")
        #expect(stack.history.isEmpty)
    }

    @Test func aRefusedDecisionLeavesTheCardAndRecordsNothing() {
        let log = RefusingLog()
        let stack = makeStack(3, log: log)
        log.refusesRecording = true
        #expect(stack.swipe(.keep) == nil)
        #expect(stack.topCard?.id == 1, "the card stays")
        #expect(stack.lastFailure?.action == .decide(.keep))
        #expect(stack.lastFailure?.item?.id == 1)
        log.refusesRecording = false
        #expect(stack.swipe(.keep)?.item.id == 1, "the same decision works once the log does")
        #expect(log.inner.records.map(\.itemID) == [1], "recorded once")
    }

    @Test func aPassComingRoundIsReplacedInOneStepAndUndonePutsItBack() throws {
        let log = RefusingLog()
        let stack = makeStack(1, log: log)
        stack.loops = true
        try #require(stack.swipe(.later) != nil)
        stack.motionEnded()
        #expect(stack.topCard?.id == 1, "the pass comes round")
        log.refusesReplacing = true
        #expect(stack.swipe(.keep) == nil, "a replacement the log refuses changes nothing")
        #expect(log.inner.records.map(\.decision) == [.later])
        log.refusesReplacing = false
        try #require(stack.swipe(.keep) != nil)
        stack.motionEnded()
        #expect(log.inner.records.map(\.decision) == [.keep], "one decision per photo, never two")
        #expect(log.replacements == 1)
        try #require(stack.undo() != nil)
        #expect(log.inner.records.map(\.decision) == [.later], "undo puts the pass back")
        #expect(log.replacements == 2)
    }

    @Test func duplicateIDsAreRefusedWithTheReason() throws {
        let stack = makeStack(3)
        #expect(throws: CardDeckChangeError<Photo>.alreadyInDeck(Photo(id: 2, folder: "Holiday"))) {
            try stack.insert(Photo(id: 2, folder: "Holiday"))
        }
        try #require(stack.swipe(.delete) != nil)
        stack.motionEnded()
        #expect(throws: CardDeckChangeError<Photo>.alreadyDecided(Photo(id: 1, folder: "Holiday"), "delete")) {
            try stack.insert(Photo(id: 1, folder: "Holiday"))
        }
        #expect(try stack.insert(Photo(id: 9, folder: "Work"), at: 1) == 1)
        #expect(stack.visibleCards.map(\.id) == [2, 9, 3])
    }
}
