import Tactile

/// The app's window: a header bar above the content area.
@MainActor
final class MainWindow {
    let window: Window
    let content = Box(.vertical)

    init(application: Application) {
        window = application.makeWindow()
        window.title = AppInfo.name
        window.iconName = AppInfo.id
        window.setDefaultSize(width: 420, height: 720)
        let header = HeaderBar()
        window.titlebar = header
        content.hexpand = true
        content.vexpand = true
        content.addCSSClass("view")
        window.child = content
    }
}
