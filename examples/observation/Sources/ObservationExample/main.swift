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

/// `--screenshot PATH` renders the window once it is painted, then quits (the tests use it).
let screenshotPath = CommandLine.arguments.drop { $0 != "--screenshot" }.dropFirst().first
if CommandLine.arguments.contains("--screenshot") && screenshotPath == nil {
    FileHandle.standardError.write(Data("usage: observation-example [--screenshot PATH]\n".utf8))
    exit(2)
}

let application = Application(id: "org.example.TactileObservation", unique: false)
var status: Int32 = 0
application.onActivate {
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
    window.present()

    if let screenshotPath {
        window.renderPNGWhenPainted(to: screenshotPath) { error in
            if let error { FileHandle.standardError.write(Data("cannot write \(screenshotPath): \(error)\n".utf8)) }
            status = error == nil ? 0 : 1
            application.quit()
        }
    }
}
let result = application.run()
exit(status != 0 ? status : result)
