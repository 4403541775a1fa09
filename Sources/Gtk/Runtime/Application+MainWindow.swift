import FoundationEssentials

/// An app with one main window and a `--screenshot PATH` option, as every example has: the
/// window is made on the first activation and presented again on later ones, and a
/// screenshot run renders it once painted and quits, for documentation and tests.
extension Application {
    /// Runs the application with the window `makeMainWindow` returns, made once on the first
    /// activation (and presented again when the app is launched a second time). When
    /// `arguments` hold `--screenshot PATH`, the window is rendered to PATH once its first
    /// frame is painted and `settle` has passed, and the application quits.
    ///
    /// Returns the exit status: `run()`'s; 1 when the screenshot could not be written, and
    /// 2 when `--screenshot` has no path after it, each with the reason on standard error.
    ///
    ///     let application = Application(id: "org.example.Hello", unique: false)
    ///     exit(application.runMainWindow { application in
    ///         let window = application.makeWindow()
    ///         window.child = Label("Hello")
    ///         return window
    ///     })
    public func runMainWindow(arguments: [String] = CommandLine.arguments, settle: Duration = .zero,
                              _ makeMainWindow: @escaping @MainActor (Application) -> Window) -> Int32 {
        let program = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "app"
        let screenshotPath = arguments.drop { $0 != "--screenshot" }.dropFirst().first
        if arguments.contains("--screenshot") && screenshotPath == nil {
            StandardStream.error.write("\(program): --screenshot needs a file to write, as in --screenshot shot.png\n")
            return 2
        }
        // GTK holds the window while it is open; the closure must not keep it after.
        weak var mainWindow: Window?
        var status: Int32 = 0
        onActivate { [unowned self] in
            if let mainWindow {
                mainWindow.present()
                return
            }
            let window = makeMainWindow(self)
            mainWindow = window
            window.present()
            guard let screenshotPath else { return }
            window.renderPNGWhenPainted(to: screenshotPath, settle: settle) { [unowned self] error in
                if let error {
                    StandardStream.error.write("\(program): cannot write the screenshot \(screenshotPath): \(error)\n")
                    status = 1
                }
                self.quit()
            }
        }
        let result = run(arguments: [arguments.first ?? program])
        return status != 0 ? status : result
    }
}
