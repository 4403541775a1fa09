@testable import Gtk
import GtkTestSupport
import XCTest

/// The desktop's dark style and high contrast, read from GNOME's keys (settings in memory
/// here; the end-to-end suite reads them through the real Settings portal and keyfiles) and
/// followed while the app runs.
final class DesktopStyleTests: XCTestCase {
    func testTheAppsChoiceOverridesTheColourSchemeButNotHighContrast() {
        let dark = DesktopAppearance(colorScheme: .preferDark)
        XCTAssertTrue(ResolvedStyle(dark, choice: .followDesktop).isDark)
        XCTAssertFalse(ResolvedStyle(dark, choice: .light).isDark)
        XCTAssertTrue(ResolvedStyle(DesktopAppearance(colorScheme: .preferLight), choice: .dark).isDark)
        XCTAssertFalse(ResolvedStyle(DesktopAppearance(), choice: .followDesktop).isDark, "no preference is light")
        let highContrast = DesktopAppearance(colorScheme: .noPreference, contrast: .high)
        XCTAssertEqual(ResolvedStyle(highContrast, choice: .light).themeName, "HighContrast")
        XCTAssertEqual(ResolvedStyle(highContrast, choice: .dark).themeName, "HighContrastInverse")
        XCTAssertNil(ResolvedStyle(dark, choice: .followDesktop).themeName, "the desktop's own theme otherwise")
        XCTAssertEqual(DesktopAppearance(portalColorScheme: 1, portalContrast: 1),
                       DesktopAppearance(colorScheme: .preferDark, contrast: .high))
        XCTAssertEqual(DesktopAppearance(portalColorScheme: 7, portalContrast: nil), DesktopAppearance())
    }

    func testMotionIsAllowedOnlyWithAnimationsOnAndNoReducedMotionAsked() {
        MainActor.assumeIsolated {
            onGtk {
                let settings = DesktopSettings.current
                let animationsBefore = settings.animationsEnabled
                defer {
                    settings.animationsEnabled = animationsBefore
                    settings.prefersReducedMotion = false
                }
                settings.animationsEnabled = true
                XCTAssertTrue(settings.allowsMotion)
                settings.prefersReducedMotion = true
                if Toolkit.isAtLeast(4, 22) {
                    XCTAssertTrue(settings.prefersReducedMotion, "GTK 4.22's own setting is read")
                    XCTAssertFalse(settings.allowsMotion, "reduced motion stops motion with animations on")
                } else {
                    XCTAssertFalse(settings.prefersReducedMotion, "GTK \(Toolkit.version) has no such setting")
                    XCTAssertTrue(settings.allowsMotion)
                }
                settings.prefersReducedMotion = false
                settings.animationsEnabled = false
                XCTAssertFalse(settings.allowsMotion, "animations off stops motion on every GTK")
            }
        }
    }

    func testGnomesKeysAreFollowedWhileTheAppRuns() throws {
        try MainActor.assumeIsolated {
            try onGtk {
                var opened: [String: Settings] = [:]
                let source = DesktopAppearanceSource(portal: nil) { schema in
                    let settings = Settings(schemaID: schema, storage: .memory)
                    opened[schema] = settings
                    return settings
                }
                guard let interface = opened["org.gnome.desktop.interface"], interface.hasKey("color-scheme") else {
                    throw XCTSkip("GNOME's desktop schemas (gsettings-desktop-schemas 42 or later) are not installed")
                }
                let settings = DesktopSettings.current
                let themeBefore = settings.themeName
                defer {
                    settings.prefersDarkStyle = false
                    if settings.prefersMoreContrast != nil { settings.prefersMoreContrast = false }
                    settings.resetThemeName()
                }
                let style = DesktopStyle(source: source)
                var seen: [ResolvedStyle] = []
                style.onChange = { seen.append($0) }
                XCTAssertEqual(source.colorSchemeOrigin, .gnomeSettings)
                XCTAssertFalse(settings.prefersDarkStyle)

                interface.set("color-scheme", "prefer-dark")
                XCTAssertTrue(MainLoop.run(until: { settings.prefersDarkStyle }, timeout: 3), "dark once the desktop prefers dark")
                XCTAssertEqual(style.desktop.colorScheme, .preferDark)

                style.choice = .light
                XCTAssertFalse(settings.prefersDarkStyle, "the app's own choice wins")
                style.choice = .followDesktop
                XCTAssertTrue(settings.prefersDarkStyle)

                let accessibility = try XCTUnwrap(opened["org.gnome.desktop.a11y.interface"])
                accessibility.set("high-contrast", true)
                if settings.prefersMoreContrast != nil {
                    // GTK 4.20 and later: their own theme's high-contrast look, asked for by a setting.
                    XCTAssertTrue(MainLoop.run(until: { settings.prefersMoreContrast == true }, timeout: 3), "more contrast")
                    XCTAssertEqual(settings.themeName, themeBefore, "the theme stays the desktop's")
                    XCTAssertTrue(settings.prefersDarkStyle, "and dark")
                    accessibility.set("high-contrast", false)
                    XCTAssertTrue(MainLoop.run(until: { settings.prefersMoreContrast == false }, timeout: 3),
                                  "no contrast asked for again")
                } else {
                    XCTAssertTrue(MainLoop.run(until: { settings.themeName == "HighContrastInverse" }, timeout: 3),
                                  "high contrast, dark: \(settings.themeName)")
                    accessibility.set("high-contrast", false)
                    XCTAssertTrue(MainLoop.run(until: { settings.themeName == themeBefore }, timeout: 3),
                                  "the desktop's theme back: \(settings.themeName)")
                }

                interface.set("color-scheme", "default")
                XCTAssertTrue(MainLoop.run(until: { !settings.prefersDarkStyle }, timeout: 3))
                XCTAssertEqual(seen.map(\.isDark), [true, false, true, true, true, false])
            }
        }
    }
}
