import FoundationEssentials
import Glibc
import Tactile
import TactileStore

/// Start-up: parse the command line, then run the GTK application.
@main
@MainActor
enum TactileApp {
    static func main() {
        Translations.setUp()
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions(parsing: Array(CommandLine.arguments.dropFirst()))
        } catch {
            printError("\(error)\nTry 'tactile --help'.")
            exit(2)
        }
        if options.showHelp { print(CommandLineOptions.usage); exit(0) }
        if options.showVersion { print("\(AppInfo.name) \(AppInfo.version)"); exit(0) }
        guard Toolkit.initialize() else {
            printError("""
            no display to open a window on (DISPLAY and WAYLAND_DISPLAY are not set or not reachable).
            To render the window without one, give it a virtual X server (the Debian package xvfb):
              xvfb-run -a tactile --screenshot tactile.png
            """)
            exit(1)
        }
        // After initialising: GTK sets the default direction from the locale then.
        if options.rightToLeft { Widget.defaultDirection = .rightToLeft }
        exit(run(options))
    }

    /// `--reset` while another instance runs: that instance has the store open and its pages
    /// show the decisions, so it is asked to forget them (it asks the person first, in its
    /// window). Here nothing is opened; `run` then hands over and returns.
    private static func forwardResetIfRunning(_ application: Application) {
        do {
            try application.register()
        } catch {
            printError(localized("could not reach the session bus ({error}); starting on my own.", ["error": "\(error)"]))
            return
        }
        guard application.isRemote else { return }
        application.activate(action: AppController.forgetDecisionsAction)
        print(localized("Tactile is already running: it asks in its window whether to forget every decision."))
    }

    static func printError(_ message: String) {
        StandardStream.error.write("tactile: \(message)\n")
    }

    private static func run(_ options: CommandLineOptions) -> Int32 {
        // A screenshot run must not hand itself over to an instance already open.
        let benchReports = BenchReport.requested()
        if benchReports.contains(.live) { LiveObjectsReport.startCounting() }
        let unique = options.screenshotPath == nil && benchReports.isEmpty
        let application = Application(id: AppInfo.id, unique: unique)
        // The app ships no GResources: GTK's own look for them at start-up would only make
        // it read the icon theme twice.
        application.resourceBasePath = nil
        if options.reset && unique { forwardResetIfRunning(application) }
        var controller: AppController?
        var status: Int32 = 0
        application.onActivate { [unowned application] in
            if let controller { controller.present(); return }
            let created = AppController(application: application, options: options)
            controller = created
            if !benchReports.isEmpty, let size = BenchReport.windowSize() {
                created.mainWindow.window.setDefaultSize(width: size.width, height: size.height)
            }
            created.present()
            for report in benchReports { report.attach(to: created.mainWindow.window) { application.quit() } }
            if let path = options.screenshotPath {
                ScreenshotRunner.capture(created.mainWindow.window, to: path) { result in
                    status = result
                    application.quit()
                }
            }
        }
        let result = application.run()
        return status != 0 ? status : result
    }
}
