import Testing
import TactileModel

@Suite("Context menu dismissal reasons")
struct ContextMenuDismissalTrackerTests {
    @Test func aReasonNotedBeforeTheCloseIsReportedAtOnce() {
        var tracker = ContextMenuDismissalTracker()
        tracker.note(.escape)
        let knownAtOnce = tracker.popoverClosed()
        #expect(knownAtOnce, "Escape noted: no need to wait")
        let reason = tracker.takeReason()
        #expect(reason == .escape)
        #expect(!tracker.isPending)
    }

    /// GTK closes the popover, then activates the chosen item's action within the same event.
    @Test func anItemChosenAfterGtkClosedThePopoverIsTheReason() {
        var tracker = ContextMenuDismissalTracker()
        let knownAtOnce = tracker.popoverClosed()
        #expect(!knownAtOnce, "no reason yet: wait for the event to end")
        #expect(tracker.isResolving)
        tracker.note(.item("copy-hex"))
        let reason = tracker.takeReason()
        #expect(reason == .item("copy-hex"))
    }

    @Test func aCloseNothingExplainedWasAClickOutside() {
        var tracker = ContextMenuDismissalTracker()
        _ = tracker.popoverClosed()
        #expect(tracker.isPending)
        let reason = tracker.takeReason()
        #expect(reason == .outsideClick)
        #expect(!tracker.isPending && !tracker.isResolving)
    }

    @Test func theLatestNoteWinsAndTakingClearsIt() {
        var tracker = ContextMenuDismissalTracker()
        tracker.note(.programmatic)
        tracker.note(.commit)
        #expect(tracker.notedReason == .commit)
        let first = tracker.takeReason()
        #expect(first == .commit)
        #expect(tracker.notedReason == nil)
        _ = tracker.popoverClosed()
        let second = tracker.takeReason()
        #expect(second == .outsideClick, "a reason is used once")
    }
}
