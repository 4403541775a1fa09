import Foundation
import Testing
@testable import TactileStore

/// The store's own ISO 8601 stamps, checked against what Foundation's
/// `ISO8601DateFormatter` wrote before: the same text for the same moment, and
/// every stamp it wrote read back to its moment.
@Suite("ISO 8601 stamps as the store writes them")
struct ISO8601TimestampTests {
    /// Moments around the edges that go wrong: the epoch, leap days, the turn of a
    /// century and of 400 years, before 1970, fractions of a second, a far year.
    static let moments: [Double] = [
        0, -1, -86_400, 951_782_400, 951_868_799.999, 1_709_164_800, 4_107_542_399,
        -2_208_988_800, 946_684_799.5, 946_684_799.9996, -0.0004, -0.0006, 1_796_187_964.25, 253_402_300_799, 1_000_000_000,
    ]

    @Test(arguments: moments)
    func formatsAsFoundationsFormatterDid(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(ISO8601Timestamp.format(date) == ISO8601DateFormatter().string(from: date))
    }

    @Test func agreesWithFoundationsFormatterOverManyYears() {
        var generator = SystemRandomNumberGenerator()
        let formatter = ISO8601DateFormatter()
        for _ in 0..<50_000 {
            let date = Date(timeIntervalSince1970: Double.random(in: -5_000_000_000...10_000_000_000, using: &generator))
            let written = formatter.string(from: date)
            #expect(ISO8601Timestamp.format(date) == written)
            #expect(ISO8601Timestamp.parse(written) == formatter.date(from: written), "\(written)")
        }
    }

    @Test(arguments: moments)
    func readsBackEveryStampFoundationsFormatterWrote(seconds: Double) throws {
        let formatter = ISO8601DateFormatter()
        let written = formatter.string(from: Date(timeIntervalSince1970: seconds))
        let expected = try #require(formatter.date(from: written))
        #expect(ISO8601Timestamp.parse(written) == expected)
        #expect(ISO8601Timestamp.parse(written.replacingOccurrences(of: ":", with: "-")) == expected,
                "the file-name form, colons as dashes")
    }

    @Test(arguments: [
        "", "2026-12-02", "2026-12-02T06:46:04", "2026-12-02T06:46:04+01:00", "2026-12-02T06:46:04.5Z",
        "2026-13-02T06:46:04Z", "2026-02-29T06:46:04Z", "2026-12-32T06:46:04Z", "2026-12-02T24:00:00Z",
        "2026-12-02T06:60:04Z", "2026-12-02T06-46:04Z", "2O26-12-02T06:46:04Z", "2026-12-02 06:46:04Z",
    ])
    func refusesWhatItDoesNotWrite(text: String) {
        #expect(ISO8601Timestamp.parse(text) == nil)
    }
}
