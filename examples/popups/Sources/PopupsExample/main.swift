import Foundation
import Observation
import Tactile

/// One flag per popup: true shows it, and any dismissal (tap, drag, Escape,
/// auto-hide) sets it back to false.
@MainActor
@Observable
final class Notices {
    var showsWelcome = true
    var showsSaved = false
    var showsQuestion = false
}

/// A popup's content: any widget; popups give it their card, padding and roles.
@MainActor
func message(_ title: String, _ text: String) -> Widget {
    let column = Box(.vertical, spacing: 4)
    let heading = Label(title)
    heading.addCSSClass("heading")
    column.append(heading)
    column.append(Label(text))
    return column
}

/// `runMainWindow` makes the window on the first activation and presents it;
/// `--screenshot PATH` renders it once painted and quits (the tests use it).
let application = Application(id: "org.example.TactilePopups", unique: false)
// A screenshot waits 800 ms, for the welcome popup's slide to come to rest.
exit(application.runMainWindow(settle: .milliseconds(800)) { application in
    let notices = Notices()
    let window = application.makeWindow()
    window.title = "Popups"
    window.setDefaultSize(width: 480, height: 360)

    // A floater near the top that hides itself, shown at start.
    let intro = Label("Each button shows a popup, PopupView style.")
    intro.popup(isPresented: Binding(notices, \.showsWelcome),
                options: PopupOptions().kind(.floater()).position(.top).autohide(after: .seconds(4))) {
        message("Welcome", "This one hides itself after 4 s, or on a tap.")
    }

    // A toast flush with the bottom edge; drag it down or wait.
    let save = Button(label: "Save")
    save.onClicked { notices.showsSaved = true }
    save.popup(isPresented: Binding(notices, \.showsSaved),
               options: PopupOptions().kind(.toast).position(.bottom).autohide(after: .seconds(2))) {
        message("Saved", "Your changes are kept.")
    }

    // A dialog-like popup: modal, over a dimmed window, closed by Escape or a tap outside.
    let ask = Button(label: "Ask")
    ask.onClicked { notices.showsQuestion = true }
    ask.popup(isPresented: Binding(notices, \.showsQuestion),
              options: .tutorial.closeOnTapOutside(true).backdrop(SRGBColor(red: 0, green: 0, blue: 0, opacity: 0.4)),
              onDismiss: { reason in print("The question was closed: \(reason)") }) {
        message("Keep going?", "Tap outside or press Escape to close.")
    }

    let buttons = Box(.horizontal, spacing: 12)
    buttons.halign = .center
    buttons.append(save)
    buttons.append(ask)
    let column = Box(.vertical, spacing: 18)
    column.valign = .center
    column.setMargins(24)
    column.append(intro)
    column.append(buttons)
    window.child = column
    return window
})
