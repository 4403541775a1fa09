import Foundation
import Observation
import Tactile

/// What the window shows: plain Swift state, observed.
@MainActor
@Observable
final class Counter {
    var clicks = 0
    var step = 1
}

/// `runMainWindow` makes the window on the first activation and presents it;
/// `--screenshot PATH` renders it once painted and quits (the tests use it).
let application = Application(id: "org.example.TactileObservation", unique: false)
exit(application.runMainWindow { application in
    let counter = Counter()
    let window = application.makeWindow()
    window.title = "Observation"
    window.setDefaultSize(width: 360, height: 220)

    // Each binding runs now, then again only when what it read changes:
    // a click re-runs the first two, never the third.
    let total = Label()
    total.addCSSClass("title-1")
    total.bind { $0.text = counter.clicks == 1 ? "1 click" : "\(counter.clicks) clicks" }
    let parity = Label()
    parity.addCSSClass("dim-label")
    parity.bind { $0.text = counter.clicks.isMultiple(of: 2) ? "even" : "odd" }

    let add = Button(label: "")
    add.bind { $0.label = "Add \(counter.step)" }
    add.onClicked { counter.clicks += counter.step }
    let double = Button(label: "Double the step")
    double.onClicked { counter.step *= 2 }

    let buttons = Box(.horizontal, spacing: 12)
    buttons.halign = .center
    buttons.append(add)
    buttons.append(double)
    let column = Box(.vertical, spacing: 12)
    column.valign = .center
    column.setMargins(24)
    column.append(total)
    column.append(parity)
    column.append(buttons)
    window.child = column
    return window
})
