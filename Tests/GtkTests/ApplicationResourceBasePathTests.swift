import CGtk
@testable import Gtk
import GtkTestSupport
import XCTest

/// `Application.resourceBasePath`: where GTK looks for an application's own resources, and
/// with nil, no icon path added to the display's icon theme as the application starts up.
final class ApplicationResourceBasePathTests: XCTestCase {
    func testDefaultPathComesFromTheIDAndAddsItsIconsToTheTheme() throws {
        var iconPath: (basePath: String?, added: [String]) = (nil, [])
        try MainActor.assumeIsolated {
            try onGtk { iconPath = try Self.iconPathsAfterStartingUp(id: "io.github.tactile.ResourceDefault", basePath: .keep) }
        }
        XCTAssertEqual(iconPath.basePath, "/io/github/tactile/ResourceDefault")
        XCTAssertTrue(iconPath.added.contains("/io/github/tactile/ResourceDefault/icons/"), "\(iconPath.added)")
    }

    func testNoPathAddsNoIconsToTheTheme() throws {
        var iconPath: (basePath: String?, added: [String]) = ("unread", ["unread"])
        try MainActor.assumeIsolated {
            try onGtk { iconPath = try Self.iconPathsAfterStartingUp(id: "io.github.tactile.ResourceNone", basePath: .none) }
        }
        XCTAssertNil(iconPath.basePath)
        XCTAssertEqual(iconPath.added, [], "the theme's resource paths are as they were")
    }

    private enum BasePath { case keep, none }

    /// Starts an application up (and quits it as it is activated) and gives its base path
    /// and the resource paths the display's icon theme gained meanwhile.
    @MainActor
    private static func iconPathsAfterStartingUp(id: String, basePath: BasePath) throws -> (basePath: String?, added: [String]) {
        let display = try XCTUnwrap(gdk_display_get_default())
        let theme = try XCTUnwrap(gtk_icon_theme_get_for_display(display))
        let before = resourcePaths(of: theme)
        let application = Application(id: id, unique: false)
        if basePath == .none { application.resourceBasePath = nil }
        application.onActivate { application.quit() }
        let safetyNet = MainLoop.timeout(milliseconds: 20_000) { application.quit(); return false }
        _ = application.run()
        safetyNet.cancel()
        return (application.resourceBasePath, resourcePaths(of: theme).filter { !before.contains($0) })
    }

    @MainActor
    private static func resourcePaths(of theme: OpaquePointer) -> [String] {
        takeStringVector(gtk_icon_theme_get_resource_path(theme))
    }
}
