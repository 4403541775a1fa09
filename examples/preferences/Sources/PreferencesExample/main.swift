import Foundation
import Tactile

/// The app's preferences: plain Swift, observed; the widgets are bound to it both ways.
@MainActor @Observable final class Preferences {
    enum Theme: String, CaseIterable { case system = "Follow the system", light = "Light", dark = "Dark" }
    var name = ""
    var theme = Theme.system
    var autosaves = true
    var autosaveMinutes = 5
    var notifies = false
    var photosFolder: String? = RememberedFolder.load()
    var droppedFile: String?
}

/// The photos folder, remembered between runs in the user's configuration folder.
enum RememberedFolder {
    static let file = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".config/tactile-preferences-example/photos-folder")
    // A screenshot run (the tests) starts from the defaults, whatever a person chose before.
    static func load() -> String? {
        CommandLine.arguments.contains("--screenshot") ? nil : try? String(contentsOf: file, encoding: .utf8)
    }
    static func save(_ path: String) {
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? path.write(to: file, atomically: true, encoding: .utf8)
    }
}

let application = Application(id: "org.example.TactilePreferences", unique: false)
exit(application.runMainWindow { application in
    let preferences = Preferences()
    let model = Bindable(preferences)
    let window = application.makeWindow()

    let chooseFolder = Button("Choose…") {
        Task { @MainActor in
            guard let folder = await FileDialog.chooseFolder(title: "Photos Folder", parent: window,
                                                             in: preferences.photosFolder) else { return }
            preferences.photosFolder = folder
            RememberedFolder.save(folder)
        }
    }
    let sendNotification = Button("Send a Test Notification") {
        let notification = DesktopNotification(title: "Tactile Preferences",
                                               body: preferences.name.isEmpty ? "Notifications work." : "Hello, \(preferences.name).")
        application.send(notification, id: "test")
    }

    let form = Grid(rowSpacing: 12, columnSpacing: 18) {
        [Label("Name").align(horizontal: .end), Entry(text: model.name, placeholder: "Your name").expand(vertically: false)]
        [Label("Style").align(horizontal: .end),
         DropDown(Preferences.Theme.allCases, selection: model.theme) { $0.rawValue }.align(horizontal: .start)]
        [Label("Save automatically").align(horizontal: .end), Switch(isActive: model.autosaves).align(horizontal: .start)]
        [Label("Every (minutes)").align(horizontal: .end),
         SpinButton(range: 1...60, value: model.autosaveMinutes).align(horizontal: .start).bound { $0.isSensitive = preferences.autosaves }]
        [Label("Notifications").align(horizontal: .end), Switch(isActive: model.notifies).align(horizontal: .start)]
        [Label("Photos folder").align(horizontal: .end),
         Box(.horizontal, spacing: 8) {
             Label().expand(vertically: false).align(horizontal: .start).bound { $0.text = preferences.photosFolder ?? "None" }
             chooseFolder
         }]
    }

    window.title = "Preferences"
    window.setDefaultSize(width: 480, height: 420)
    window.child = Box(.vertical, spacing: 18) {
        form
        Separator()
        Label().cssClasses("dim-label").bound {
            $0.text = preferences.droppedFile.map { "Dropped: \(($0 as NSString).lastPathComponent)" } ?? "Drop a file on this window"
        }
        sendNotification.align(horizontal: .center)
    }.margin(24).then { content in
        content.onDropFiles { paths in
            preferences.droppedFile = paths.first
            return true
        }
    }
    return window
})
