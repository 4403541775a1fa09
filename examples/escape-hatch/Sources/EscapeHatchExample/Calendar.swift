import CGtk
import Tactile

/// GTK's calendar, which Tactile does not wrap: made with its C constructor and owned like
/// any wrapper (the floating reference is sunk; it goes when GTK and Swift are done with it).
final class Calendar: Widget {
    convenience init() { self.init(unsafePointer: gtk_calendar_new(), ownership: .transferred) }

    private var calendar: OpaquePointer { OpaquePointer(unsafeGObjectPointer) }

    /// Shows and selects a day (`month` from 1).
    func select(year: Int, month: Int, day: Int) {
        guard let date = g_date_time_new_local(Int32(year), Int32(month), Int32(day), 0, 0, 0) else { return }
        defer { g_date_time_unref(date) }
        gtk_calendar_select_day(calendar, date)
    }

    /// The selected day as GTK's properties hold it (its "month" counts from 0).
    var selection: (year: Int, month: Int, day: Int) {
        (property("year", as: Int.self) ?? 0, (property("month", as: Int.self) ?? 0) + 1, property("day", as: Int.self) ?? 0)
    }

    /// Calls `body` when the person picks a day, through the signal's name.
    func onDaySelected(_ body: @escaping @MainActor () -> Void) { onSignal("day-selected") { _ in body() } }
}
