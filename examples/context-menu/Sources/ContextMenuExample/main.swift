import Foundation
import Observation
import Tactile

/// The colour the tile shows; the tile, its menu and its preview all read it.
@MainActor
@Observable
final class Paint {
    var name = "Green"
    var color = SRGBColor(red: 0.2, green: 0.65, blue: 0.35)
}

/// `--screenshot PATH` renders the window once it is painted, then quits (the tests use it).
let screenshotPath = CommandLine.arguments.drop { $0 != "--screenshot" }.dropFirst().first
if CommandLine.arguments.contains("--screenshot") && screenshotPath == nil {
    FileHandle.standardError.write(Data("usage: context-menu-example [--screenshot PATH]\n".utf8))
    exit(2)
}

let choices: [(name: String, color: SRGBColor)] = [
    ("Green", SRGBColor(red: 0.2, green: 0.65, blue: 0.35)),
    ("Blue", SRGBColor(red: 0.2, green: 0.4, blue: 0.85)),
    ("Orange", SRGBColor(red: 0.95, green: 0.55, blue: 0.15)),
]

let application = Application(id: "org.example.TactileContextMenu", unique: false)
var status: Int32 = 0
application.onActivate {
    let paint = Paint()
    let window = application.makeWindow()
    window.title = "Context Menu"
    window.setDefaultSize(width: 420, height: 320)

    let tile = Button()
    tile.setSizeRequest(width: 220, height: 130)
    tile.halign = .center
    let name = Label()
    tile.child = name
    name.bind { $0.text = paint.name }
    tile.bind {
        $0.setFillColor(paint.color)
        $0.setAccessibleLabel("\(paint.name) colour")
    }
    let committed = Label("Right-click, long-press, or press Menu or Shift+F10 on the tile")
    committed.wraps = true
    committed.addCSSClass("dim-label")

    // The menu is built each time it opens; the preview above it is live, and
    // activating the preview commits (here: says so below the tile).
    tile.contextMenu {
        MenuDescription(choices.map { choice in
            MenuItem(choice.name, id: choice.name.lowercased(), isEnabled: choice.name != paint.name) {
                paint.name = choice.name
                paint.color = choice.color
            }
        })
    }
    .preview { ContextMenuPreview(title: paint.name, subtitle: "The tile's colour", color: paint.color) }
    .onCommit { [weak committed] in committed?.text = "Opened \(paint.name) from its preview" }

    let column = Box(.vertical, spacing: 18)
    column.valign = .center
    column.setMargins(24)
    column.append(tile)
    column.append(committed)
    window.child = column
    window.present()

    if let screenshotPath {
        window.renderPNGWhenPainted(to: screenshotPath) { error in
            if let error { FileHandle.standardError.write(Data("cannot write \(screenshotPath): \(error)\n".utf8)) }
            status = error == nil ? 0 : 1
            application.quit()
        }
    }
}
let result = application.run()
exit(status != 0 ? status : result)
