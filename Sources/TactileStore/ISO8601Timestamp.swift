import FoundationEssentials

/// A moment written as ISO 8601 in UTC to the second, `2026-12-02T06:46:04Z`: what
/// Foundation's `ISO8601DateFormatter` wrote by default, done here so the store needs
/// FoundationEssentials alone. The file name of a database moved aside carries one with
/// its colons as dashes (`2026-12-02T06-46-04Z`), which `parse` reads too.
enum ISO8601Timestamp {
    /// `date` as `yyyy-MM-ddTHH:mm:ssZ` in UTC. As the formatter did (it counted in
    /// milliseconds), the moment is rounded to the millisecond, then its fraction dropped.
    static func format(_ date: Date, timeSeparator: Character = ":") -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let seconds = milliseconds.floorDivided(by: 1000).quotient
        let (days, secondOfDay) = seconds.floorDivided(by: 86_400)
        let (year, month, day) = civilDate(daysSince1970: days)
        let time = [secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60].map { padded($0, 2) }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T"
            + time.joined(separator: String(timeSeparator)) + "Z"
    }

    /// The moment `text` names, written as `format` writes it with `:` or `-` between the
    /// time's fields; nil for anything else (another zone, a fraction, a field out of range).
    static func parse(_ text: some StringProtocol) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: "T"), bytes[19] == UInt8(ascii: "Z"),
              bytes[13] == bytes[16], bytes[13] == UInt8(ascii: ":") || bytes[13] == UInt8(ascii: "-")
        else { return nil }
        func number(_ range: Range<Int>) -> Int64? {
            var value: Int64 = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
              hour < 24, minute < 60, second < 60
        else { return nil }
        let days = daysSince1970(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second))
    }

    // Howard Hinnant's days-from-civil and civil-from-days, on the proleptic Gregorian
    // calendar in eras of 400 years (146,097 days).
    private static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear.floorDivided(by: 400).quotient
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097).quotient
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension Int64 {
    /// Division rounding toward negative infinity, so dates before 1970 fall on the right day.
    fileprivate func floorDivided(by divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let remainder = self % divisor
        return remainder < 0 ? (self / divisor - 1, remainder + divisor) : (self / divisor, remainder)
    }
}
