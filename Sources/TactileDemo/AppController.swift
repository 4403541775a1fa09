import Foundation
import Tactile
import TactileStore

/// Owns what the running app is made of: data, settings, window and pages,
/// and the application-wide actions.
@MainActor
final class AppController {
    let mainWindow: MainWindow
    private let data: AppData
    private let settings: AppSettings
    private let matches: MatchesPage
    private let discover: DiscoverPage
    private unowned let application: Application

    init(application: Application, options: CommandLineOptions) {
        self.application = application
        // A screenshot must show the defaults, not whatever this user last did.
        settings = options.screenshotPath == nil ? AppSettings() : AppSettings(inMemory: ())
        switch options.style {
        case .dark: DesktopSettings.current.prefersDarkStyle = true
        case .light: DesktopSettings.current.prefersDarkStyle = false
        case .system: break
        }
        data = AppData.open(dataFolder: options.dataFolder)
        for message in data.messages { TactileApp.printError(message) }
        if options.reset { Self.reset(data.store) }
        AppStyle.install()

        let store = data.store
        let matches = MatchesPage(data: data)
        self.matches = matches
        let discover = DiscoverPage(source: UndecidedDeck(store), log: store,
                                    dataFolder: data.shippedFolder ?? URL(fileURLWithPath: "."))
        discover.forgetAllDecisions = { [weak store] in try store?.forgetAllDecisions() }
        discover.cardStack.onDecision = { [weak matches] _ in matches?.reload() }
        discover.cardStack.onUndo = { [weak matches] _ in matches?.reload() }
        self.discover = discover
        let avatarFolder = data.shippedFolder?.appendingPathComponent("avatars").path
        mainWindow = MainWindow(application: application, settings: settings, avatarFolder: avatarFolder) { page in
            switch page {
            case .discover: return discover.widget
            case .matches: return matches.widget
            case .colors: return ColorsPage().widget
            case .popups: return PopupsPage().widget
            case .about: return AboutPage().widget
            }
        }
        let initial = options.page ?? AppPage(rawValue: settings.lastPage) ?? .discover
        mainWindow.show(initial)
        installApplicationActions()
    }

    func present() { mainWindow.window.present() }

    private func installApplicationActions() {
        application.addAction("quit") { [weak self] in self?.mainWindow.window.close() }
        application.addAction("about") { [weak self] in
            guard let self else { return }
            let dialog = AboutDialog(programName: AppInfo.name, version: AppInfo.version,
                                     comments: "Gesture-driven cards, drawers, menus and popups on GTK, in Swift.",
                                     logoIconName: AppInfo.id, website: "https://github.com/tactile/Tactile",
                                     authors: ["The Tactile developers"])
            dialog.setTransient(for: self.mainWindow.window)
            dialog.isModal = true
            dialog.present()
        }
        application.setAccelerators(["<Control>q"], for: "app.quit")
        application.setAccelerators(["F9"], for: "drawer.toggle")
        application.setAccelerators(["<Control>question"], for: "win.show-help-overlay")
        for (index, page) in AppPage.allCases.enumerated() {
            application.setAccelerators(["<Control>\(index + 1)"], for: "win.page::\(page.rawValue)")
        }
    }

    /// `--reset`: forget every decision, after asking when a person is at the terminal.
    private static func reset(_ store: ProfileStore) {
        let count = (try? store.recordedDecisions().count) ?? 0
        if isatty(STDIN_FILENO) != 0 {
            print("Forget all \(count) decisions? This cannot be undone. [y/N] ", terminator: "")
            fflush(nil)
            guard let answer = readLine()?.lowercased(), answer == "y" || answer == "yes" else {
                print("Nothing was forgotten.")
                return
            }
        }
        do {
            try store.forgetAllDecisions()
            print("Forgot \(count) decisions.")
        } catch {
            TactileApp.printError("could not forget the decisions: \(error)")
        }
    }
}
