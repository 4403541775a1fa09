@testable import Gtk
import XCTest

/// Named placeholders and plural forms, with no catalogue for the language
/// (so the English message is what gets filled in).
final class TextDomainTests: XCTestCase {
    private let domain = TextDomain("tactile-tests-without-catalogue")

    func testPlaceholdersAreFilledOnceAndUnknownOnesKept() {
        XCTAssertEqual(domain("{name}, {age}", ["name": "{age}", "age": "29"]), "{age}, 29",
                       "text inside a value is never substituted again")
        XCTAssertEqual(domain("{name} {other} {", ["name": "Ada"]), "Ada {other} {")
        XCTAssertEqual(domain("No placeholders"), "No placeholders")
    }

    func testPluralPicksTheEnglishFormAndFillsTheCount() {
        XCTAssertEqual(domain.plural("{count} profile", "{count} profiles", count: 1), "1 profile")
        XCTAssertEqual(domain.plural("{count} profile", "{count} profiles", count: 0), "0 profiles")
        XCTAssertEqual(domain.plural("{count} profile in {file}", "{count} profiles in {file}", count: 2, ["file": "a.json"]),
                       "2 profiles in a.json")
    }
}
