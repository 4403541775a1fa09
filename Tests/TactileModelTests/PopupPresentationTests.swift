import Testing
@testable import TactileModel

@MainActor
@Suite("Popup presentation from bindings")
struct PopupPresentationTests {
    struct Message: Identifiable, Equatable {
        let id: Int
        let text: String
    }

    @MainActor
    final class Screen {
        var showsBanner = false
        var message: Message?
    }

    @Test func boolBindingPresentsAndDismisses() {
        let screen = Screen()
        let queue = PopupQueue<String>()
        var reasons: [PopupDismissReason] = []
        let presentation = queue.popup(isPresented: Binding(screen, \.showsBanner),
                                       onDismiss: { reasons.append($0) }) { "Saved" }
        #expect(queue.shown.isEmpty)
        screen.showsBanner = true
        presentation.sync()
        #expect(queue.shown.map(\.content) == ["Saved"])
        presentation.sync()
        #expect(queue.shown.count == 1, "syncing again presents nothing more")
        screen.showsBanner = false
        presentation.sync()
        #expect(queue.shown.isEmpty)
        #expect(reasons == [.programmatic])
        #expect(presentation.currentID == nil)
    }

    @Test func userDismissalTurnsTheBindingOff() throws {
        let screen = Screen()
        screen.showsBanner = true
        let clock = ManualClock()
        let queue = PopupQueue<String>(clock: clock.timeSource)
        var reasons: [PopupDismissReason] = []
        let presentation = queue.popup(isPresented: Binding(screen, \.showsBanner),
                                       options: PopupOptions().autohide(after: .seconds(1)),
                                       onDismiss: { reasons.append($0) }) { "Hi" }
        let id = try #require(presentation.currentID)
        #expect(queue.isShown(id), "presented on creation when the binding is already on")
        clock.advance(by: .seconds(1))
        queue.chargeElapsedTime()
        #expect(!screen.showsBanner)
        #expect(reasons == [.autohide])
        screen.showsBanner = true
        presentation.sync()
        #expect(queue.shown.count == 1, "can be shown again")
    }

    @Test func itemBindingPresentsUpdatesInPlaceAndClears() throws {
        let screen = Screen()
        let queue = PopupQueue<String>()
        let presentation = queue.popup(item: Binding(screen, \.message)) { $0.text }
        screen.message = Message(id: 1, text: "one")
        presentation.sync()
        let id = try #require(presentation.currentID)
        screen.message = Message(id: 2, text: "two")
        presentation.sync()
        #expect(presentation.currentID == id, "same popup, updated in place")
        #expect(queue.popup(id)?.content == "two")
        #expect(queue.tapInside(id))
        #expect(screen.message == nil, "a tap clears the item")
        #expect(presentation.currentID == nil)
    }

    @Test func presentationDoesNotKeepItselfAlive() {
        let queue = PopupQueue<String>()
        weak var weakPresentation: PopupPresentation<String>?
        do {
            let presentation = queue.popup(isPresented: .constant(true)) { "x" }
            weakPresentation = presentation
            #expect(queue.shown.count == 1)
        }
        #expect(weakPresentation == nil)
        // The popup stays until dismissed; dismissing it then is harmless.
        queue.dismissAll()
        #expect(queue.shown.isEmpty)
    }
}
