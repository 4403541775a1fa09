import GtkTestSupport
@testable import Tactile
import Foundation
import XCTest

/// The components in German and Russian, from the real catalogues: po/*.po
/// compiled with msgfmt into a folder of the test's own, the "tactile" domain
/// bound there and the locale switched to the language's own (de_DE.UTF-8,
/// ru_RU.UTF-8), as people's systems have it. Everything is put back
/// afterwards, so the other tests keep reading English.
final class TranslationTests: XCTestCase {
    func testTheCardStackSpeaksGerman() throws {
        try inLanguage("de") {
            let fixture = CardStackFixture()
            defer { fixture.close() }
            XCTAssertEqual(fixture.bar.decisionButtonNames, [.like: "Ada liken", .nope: "Ada ablehnen", .boost: "Ada boosten"])
            XCTAssertEqual(fixture.bar.likeButton.tooltip, "Liken (Rechts)")
            XCTAssertEqual(fixture.stack.style(of: .nope)?.stamp, "NEIN")
            fixture.stack.perform(.like)
            fixture.settle()
            XCTAssertEqual(fixture.stack.announcer.lastAnnouncement, "Ada geliked. Als Nächstes: Ben, 31, Salsa.")
            XCTAssertEqual(fixture.bar.decisionButtonNames[.like], "Ben liken", "the name follows the top card")
            XCTAssertEqual(fixture.bar.likeButton.tooltip, "Liken (Rechts)", "the tooltip, the action and its key, does not")
            XCTAssertEqual(CardStackEmptyState(words: CardStackWords()).startOverButton.label, "Von vorn beginnen")
        }
        XCTAssertEqual(MainActor.assumeIsolated { ProfileStyles.all.first?.label }, "Nope", "English again once the language is put back")
    }

    func testTheComponentsSpeakRussianWithItsThreePluralForms() throws {
        try inLanguage("ru") {
            let fixture = CardStackFixture()
            defer { fixture.close() }
            XCTAssertEqual(fixture.bar.decisionButtonNames[.like], "Лайк: Ada")
            XCTAssertEqual(fixture.stack.style(of: .like)?.stamp, "ЛАЙК")
            XCTAssertEqual(fixture.top?.accessibleName, "Ada, 29, Bouldering", "names from the data stay as they are")
            XCTAssertEqual(fixture.bar.undoButton.tooltip, "Отменить последнее решение (Backspace)")
            let forms = [1, 3, 5, 11, 21, 22].map {
                TextDomain.tactile.plural("Forgot {count} decision.", "Forgot {count} decisions.", count: $0)
            }
            XCTAssertEqual(forms, ["Забыто 1 решение.", "Забыто 3 решения.", "Забыто 5 решений.",
                                   "Забыто 11 решений.", "Забыто 21 решение.", "Забыто 22 решения."])
        }
    }

    /// `LANGUAGE=de` with `LANG=C.UTF-8`, as the README shows it: glibc 2.41 ignores
    /// LANGUAGE under C.UTF-8, so the app's start-up takes a German locale for messages.
    func testLanguageAlonePicksTheCatalogueUnderCUTF8() throws {
        let catalogues = try Self.compiledCatalogues()
        let domain = TextDomain.tactile
        let names: [String] = ["LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE"]
        let saved = names.map { name in (name, getenv(name).map { String(cString: $0) }) }
        let previousLocale = setlocale(LC_ALL, nil).map { String(cString: $0) } ?? "C"
        let previousDirectory = domain.directory
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
            setlocale(LC_ALL, previousLocale)
            if let previousDirectory { domain.bind(to: previousDirectory) }
        }
        domain.bind(to: catalogues.path)
        unsetenv("LC_ALL")
        unsetenv("LC_MESSAGES")
        setenv("LANG", "C.UTF-8", 1)
        setenv("LANGUAGE", "de", 1)
        MainActor.assumeIsolated {
            onGtk {
                TextDomain.useEnvironmentLocale()
                XCTAssertEqual(TextDomain.messagesLocale, "de_DE.UTF-8")
                XCTAssertEqual(CardStackEmptyState(words: CardStackWords()).startOverButton.label, "Von vorn beginnen")
            }
        }
    }

    // MARK: Switching the language

    private func inLanguage(_ language: String, _ body: @MainActor () throws -> Void) throws {
        let catalogues = try Self.compiledCatalogues()
        let domain = TextDomain.tactile
        let previousLanguage = getenv("LANGUAGE").map { String(cString: $0) }
        let previousLocale = setlocale(LC_ALL, nil).map { String(cString: $0) } ?? "C"
        let previousDirectory = domain.directory
        domain.bind(to: catalogues.path)
        unsetenv("LANGUAGE")
        // Setting the locale also tells gettext to drop what it looked up in the old language.
        let locale = "\(language)_\(language.uppercased()).UTF-8"
        XCTAssertNotNil(setlocale(LC_ALL, locale), "the \(locale) locale is missing (install `locales` and generate it)")
        defer {
            if let previousLanguage { setenv("LANGUAGE", previousLanguage, 1) } else { unsetenv("LANGUAGE") }
            setlocale(LC_ALL, previousLocale)
            if let previousDirectory { domain.bind(to: previousDirectory) }
        }
        try MainActor.assumeIsolated { try onGtk(body) }
    }

    /// po/LANG.po compiled to FOLDER/LANG/LC_MESSAGES/tactile.mo, once per run.
    private static func compiledCatalogues() throws -> URL {
        if let compiled { return compiled }
        let po = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../po").standardizedFileURL
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tactile-locale-\(getpid())")
        for language in ["de", "ru"] {
            let messages = folder.appendingPathComponent("\(language)/LC_MESSAGES")
            try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
            let msgfmt = Process()
            msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            msgfmt.arguments = ["msgfmt", "--check", "-o", messages.appendingPathComponent("tactile.mo").path,
                                po.appendingPathComponent("\(language).po").path]
            try msgfmt.run()
            msgfmt.waitUntilExit()
            guard msgfmt.terminationStatus == 0 else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: "\(language).po (msgfmt failed; is gettext installed?)"])
            }
        }
        compiled = folder
        return folder
    }

    nonisolated(unsafe) private static var compiled: URL?
}
