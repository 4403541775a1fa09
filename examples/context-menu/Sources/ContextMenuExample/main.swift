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

let choices: [(name: String, color: SRGBColor)] = [
    ("Green", SRGBColor(red: 0.2, green: 0.65, blue: 0.35)),
    ("Blue", SRGBColor(red: 0.2, green: 0.4, blue: 0.85)),
    ("Orange", SRGBColor(red: 0.95, green: 0.55, blue: 0.15)),
]

/// `runMainWindow` makes the window on the first activation and presents it;
/// `--screenshot PATH` renders it once painted and quits (the tests use it).
let application = Application(id: "org.example.TactileContextMenu", unique: false)
exit(application.runMainWindow { application in
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
    return window
})
