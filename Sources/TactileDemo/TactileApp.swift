import Foundation
import Tactile

/// Start-up: parse the command line, then run the GTK application.
@main
@MainActor
enum TactileApp {
    static func main() {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions(parsing: Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("tactile: \(error)\nTry 'tactile --help'.\n".utf8))
            exit(2)
        }
        if options.showHelp { print(CommandLineOptions.usage); exit(0) }
        if options.showVersion { print("\(AppInfo.name) \(AppInfo.version)"); exit(0) }
        guard Toolkit.initialize() else {
            FileHandle.standardError.write(Data("""
            tactile: no display to open a window on (DISPLAY and WAYLAND_DISPLAY are not set or not reachable).
            To render the window without a display server, run it under Xvfb, e.g.:
              xvfb-run tactile --screenshot tactile.png

            """.utf8))
            exit(1)
        }
        exit(run(options))
    }

    private static func run(_ options: CommandLineOptions) -> Int32 {
        // A screenshot run must not hand itself over to an instance already open.
        let application = Application(id: AppInfo.id, unique: options.screenshotPath == nil)
        var mainWindow: MainWindow?
        var status: Int32 = 0
        application.onActivate { [unowned application] in
            if let existing = mainWindow { existing.window.present(); return }
            let created = MainWindow(application: application)
            mainWindow = created
            created.window.present()
            if let path = options.screenshotPath {
                ScreenshotRunner.capture(created.window, to: path) { result in
                    status = result
                    application.quit()
                }
            }
        }
        let result = application.run()
        return status != 0 ? status : result
    }
}
