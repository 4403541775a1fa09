import Foundation
import Observation
import Tactile

/// The app's state: the day chosen, whatever widget chooses it.
@MainActor @Observable final class Booking {
    var day = (year: 2025, month: 3, day: 14)
}

let application = Application(id: "org.example.TactileEscapeHatch", unique: false)
exit(application.runMainWindow { application in
    let booking = Booking()
    let window = application.makeWindow()
    window.title = "Escape hatch"
    window.setDefaultSize(width: 360, height: 340)

    let calendar = Calendar()
    calendar.select(year: booking.day.year, month: booking.day.month, day: booking.day.day)
    calendar.setProperty("show-week-numbers", true) // a property by name, no Swift API needed
    calendar.onDaySelected { [weak calendar] in if let calendar { booking.day = calendar.selection } }

    window.child = Box(.vertical, spacing: 12) {
        Label("Pick a day").cssClasses("title-2")
        calendar
        Label().bound { $0.text = "Booked for \(booking.day.day).\(booking.day.month).\(booking.day.year)" }
    }.margin(18)
    return window
})
