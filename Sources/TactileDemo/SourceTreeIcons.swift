import FoundationEssentials
import Tactile

/// The app icon of a run from the source tree, where it is not installed yet: the shipped
/// folder's `icons` joins the icon theme when the icon is first needed (the window's icon,
/// set after the first frame, or the About page), not at start-up.
///
/// GTK reads the icon theme in the background as the display opens; a search path added
/// after that makes it read the whole theme again, on the main thread, at the next icon
/// looked up: 60 million instructions, 4 % of start-up, spent before a first frame that
/// shows no app icon. Installed, the data folder has no icons and the theme has the icon,
/// so there is nothing to add.
@MainActor
final class SourceTreeIcons {
    private var folder: String?

    init(shippedFolder: URL?) {
        guard let icons = shippedFolder?.appendingPathComponent("icons").path,
              FileManager.default.fileExists(atPath: icons) else { return }
        folder = icons
    }

    /// Makes the app icon findable; the first call adds the folder, later ones do nothing.
    func makeAppIconFindable() {
        guard let folder else { return }
        self.folder = nil
        IconTheme.addSearchPath(folder)
    }
}
