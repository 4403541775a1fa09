import Foundation
import Tactile

@MainActor @Observable final class Counter { var clicks = 0; var step = 1 }

let application = Application(id: "org.example.TactileObservation", unique: false)
exit(application.runMainWindow { application in
    let counter = Counter()
    return application.makeWindow(title: "Observation", width: 360, height: 220, child: Box(.vertical, spacing: 12) {
        Label().cssClasses("title-1").bound { $0.text = counter.clicks == 1 ? "1 click" : "\(counter.clicks) clicks" }
        Label().cssClasses("dim-label").bound { $0.text = counter.clicks.isMultiple(of: 2) ? "even" : "odd" }
        Box(.horizontal, spacing: 12) {
            Button("") { counter.clicks += counter.step }.bound { $0.label = "Add \(counter.step)" }
            Button("Double the step") { counter.step *= 2 }
        }.align(horizontal: .center)
    }.align(vertical: .center).margin(24))
})
