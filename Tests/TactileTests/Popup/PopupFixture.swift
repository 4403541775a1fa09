import GtkTestSupport
import Observation
@testable import Tactile
import XCTest

/// A window with a popup host over a column holding a button, shown and laid
/// out, for the popup tests.
@MainActor
final class PopupFixture {
    let window = Window()
    let column = Box(.vertical, spacing: 6)
    let trigger = Button(label: "Show")
    let host: PopupHost

    init(width: Int = 600, height: Int = 400) {
        column.append(trigger)
        host = PopupHost(content: column)
        window.child = host
        window.setDefaultSize(width: width, height: height)
        window.present()
        MainLoop.run(until: { self.host.isMapped && self.host.width == width && self.host.height == height })
    }

    /// The card of the only popup shown.
    var shownCard: PopupCard? {
        host.queue.shown.count == 1 ? host.cards[host.queue.shown[0].id] : nil
    }

    /// Pumps the loop until bindings have run and every card is at rest.
    @discardableResult
    func settle(timeout: Double = 3) -> Bool {
        MainLoop.wait(until: {
            !BindingScheduler.shared.hasPendingWork
                && self.host.cards.values.allSatisfy { $0.isAtRest && !$0.isLeaving }
        }, atMost: timeout)
    }

    /// Where the card's top-left corner is drawn in the host now.
    func drawnOrigin(of card: PopupCard) -> (x: Double, y: Double)? {
        card.translate(x: 0, y: 0, to: host)
    }

    /// A real click in the middle of `card`.
    func tap(_ card: PopupCard) throws {
        try ScreenInput.click(card, x: Double(card.width) / 2, y: Double(card.height) / 2)
        MainLoop.drain()
    }

    func close() {
        window.destroy()
        MainLoop.drain()
    }
}

@MainActor
@Observable
final class PopupTestModel {
    var isShown = false
    var status: Status?

    struct Status: Identifiable {
        let id: String
    }
}

/// A label with a fixed size, so positions can be computed in the test.
@MainActor
func fixedLabel(_ text: String, width: Int = 200, height: Int = 80) -> Label {
    let label = Label(text)
    label.setSizeRequest(width: width, height: height)
    return label
}

/// Runs the test body with animations on or off, restoring the setting.
@MainActor
func withAnimations(_ enabled: Bool, _ body: () throws -> Void) rethrows {
    let before = DesktopSettings.current.animationsEnabled
    DesktopSettings.current.animationsEnabled = enabled
    defer { DesktopSettings.current.animationsEnabled = before }
    try body()
}

/// Runs a popup test on the GTK thread in a fresh fixture, with animations
/// on or off, and destroys the window afterwards.
func runPopupTest(animations: Bool, width: Int = 600, height: Int = 400,
                  _ body: @MainActor (PopupFixture) throws -> Void) rethrows {
    try MainActor.assumeIsolated {
        try onGtk {
            try withAnimations(animations) {
                let fixture = PopupFixture(width: width, height: height)
                defer { fixture.close() }
                try body(fixture)
            }
        }
    }
}

extension PopupFixture {
    /// Attaches a popup to the trigger, bound to `model.isShown`, turns it on
    /// and returns the card shown once it is at rest.
    func showThroughBinding(_ model: PopupTestModel, options: PopupOptions = .tutorial,
                            onDismiss: (@MainActor (PopupDismissReason) -> Void)? = nil,
                            content: @escaping @MainActor () -> Widget) -> PopupCard? {
        trigger.popup(isPresented: Bindable(model).isShown, options: options, onDismiss: onDismiss, content: content)
        model.isShown = true
        settle()
        return shownCard
    }
}
