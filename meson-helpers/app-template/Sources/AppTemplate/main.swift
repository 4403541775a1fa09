import AppTemplateModel
import AppTemplateUI
import Foundation
import Tactile

Translations.setUp()
/// `runMainWindow` makes the window on the first activation and presents it;
/// `--screenshot PATH` renders it once painted and quits.
let application = Application(id: "org.example.AppTemplate", unique: true)
application.setAccelerators(["<Control>q"], for: "app.quit")
application.setAccelerators(["F9"], for: "drawer.toggle")
_ = application.addAction("quit") { application.quit() }
exit(application.runMainWindow(settle: .milliseconds(500)) { application in
    let window = application.makeWindow()
    window.title = "App Template"
    // The window's size, kept in the app's settings (data/org.example.AppTemplate.gschema.xml).
    let settings = Settings(schemaID: "org.example.AppTemplate")
    window.setDefaultSize(width: settings?.int("window-width") ?? 480, height: settings?.int("window-height") ?? 400)
    _ = window.onCloseRequest { [unowned window] in
        settings?.set("window-width", window.defaultSize.width)
        settings?.set("window-height", window.defaultSize.height)
        return false
    }
    MainView(tally: Tally()).install(in: window)
    return window
})
