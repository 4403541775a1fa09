import Observation
import Tactile

/// The kept photos, newest first: a row each, whose context menu has the photo large as its
/// preview and the colour labels (`ColourLabel`). Undo takes a photo back out.
@MainActor
final class KeptPhotos {
    /// The colour label each kept photo wears.
    @Observable
    final class Labels {
        var worn: [Photo.ID: ColourLabel] = [:]
    }

    let widget: Widget
    let labels = Labels()
    private let rows = Box(.vertical, spacing: 6)
    private let nothingYet = Label("Nothing kept yet: swipe a photo right to keep it, up to make it a favourite.")
    private var shown: [(photo: Photo, row: Widget)] = []

    init() {
        let title = Label("Kept")
        title.addCSSClass("title-4")
        title.xalign = 0
        let scroller = ScrolledWindow()
        scroller.child = rows
        scroller.vexpand = true
        let column = Box(.vertical, spacing: 8)
        column.setMargins(12)
        column.setSizeRequest(width: 240, height: -1)
        nothingYet.wraps = true
        nothingYet.xalign = 0
        nothingYet.addCSSClass("dim-label")
        column.append(title)
        column.append(nothingYet)
        column.append(scroller)
        widget = column
    }

    func add(_ photo: Photo, picture: Texture?, favourite: Bool) {
        let row = Button()
        let line = Box(.horizontal, spacing: 10)
        let thumbnail = Picture()
        thumbnail.setTexture(picture)
        thumbnail.setContentFit(cover: true)
        thumbnail.setSizeRequest(width: 48, height: 60)
        line.append(thumbnail)
        line.append(Label(favourite ? "★ \(photo.name), \(photo.folder)" : "\(photo.name), \(photo.folder)"))
        let labels = labels
        let dot = ColourLabel.dot(nil)
        dot.bind { $0.setFillColor(labels.worn[photo.id]?.color); $0.isVisible = labels.worn[photo.id] != nil }
        line.append(dot)
        row.child = line
        row.addCSSClass("flat")
        row.bind { row in
            let label = labels.worn[photo.id].map { ", labelled \($0.name)" } ?? ""
            row.setAccessibleLabel("\(photo.name) in \(photo.folder)\(favourite ? ", a favourite" : "")\(label)")
        }
        // Right-click, long-press, Menu or Shift+F10: the photo large above the menu, then the
        // colour labels, each the app's own widget.
        row.contextMenu {
            MenuDescription(sections: [
                ColourLabel.menuSection(current: labels.worn[photo.id]) { labels.worn[photo.id] = $0 },
                MenuSection([MenuItem("Remove from Kept", id: "remove") { [weak self] in self?.remove(photo.id) }]),
            ])
        }
        .preview(content: {
            let large = Picture()
            large.setTexture(picture)
            large.setSizeRequest(width: 320, height: 400)
            large.setAccessibleLabel(photo.name)
            return large
        })
        rows.prepend(row)
        shown.insert((photo, row), at: 0)
        nothingYet.isVisible = false
    }

    func remove(_ id: Photo.ID) {
        guard let index = shown.firstIndex(where: { $0.photo.id == id }) else { return }
        rows.remove(shown.remove(at: index).row)
        labels.worn[id] = nil
        nothingYet.isVisible = shown.isEmpty
    }
}
