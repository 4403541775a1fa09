import Foundation
import Tactile

/// Sort the pictures of a folder: drag a card right (or press →) to keep it, left (←) to
/// delete it, up (↑) to make it a favourite; Backspace undoes. The drawer lists the folders;
/// the kept photos gather on the right, each with the photo large in its context menu.
let application = Application(id: "org.example.TactilePhotoSorter", unique: false)
// A screenshot waits 500 ms: the drawer docks once the window's width is known.
exit(application.runMainWindow(settle: .milliseconds(500)) { application in
    let window = application.makeWindow()
    window.title = "Photo Sorter"
    window.setDefaultSize(width: 1000, height: 640)

    // The pictures, decoded once; an unreadable one is nil and its card shows a placeholder.
    var pictures: [Photo.ID: Texture] = [:]
    for photo in Album.photos {
        pictures[photo.id] = photo.svg.flatMap { try? Texture(data: Data($0.utf8), context: photo.name) }
    }
    // One log per folder, so a folder left and come back to remembers what was sorted.
    var logs: [String: InMemoryDecisionLog<Photo.ID>] = [:]
    @MainActor func model(for folder: String) -> CardStackModel<Photo> {
        let log = logs[folder] ?? InMemoryDecisionLog<Photo.ID>()
        logs[folder] = log
        let unsorted = Album.photos(in: folder).filter { log.decision(for: $0.id) == nil }
        return CardStackModel(source: InMemoryCardSource(unsorted), log: log, decisions: Sorting.all)
    }

    let stack = CardStackView(model: model(for: Album.folders[0]), decisions: Sorting.styles,
                              name: \.name, accessibleName: { photo in
        pictures[photo.id] == nil ? "\(photo.name), which could not be read" : "\(photo.name) from \(photo.folder)"
    }) { photo in
        // An unreadable picture shows a placeholder, and the card says why in words.
        PictureCard(title: photo.name.capitalized,
                    subtitle: pictures[photo.id] == nil ? "This picture could not be read" : photo.folder,
                    picture: pictures[photo.id], placeholderSeed: String(photo.id))
    }
    stack.hexpand = true
    stack.vexpand = true
    stack.emptyStateText = ("Folder sorted", "Every picture here is kept, deleted or a favourite.")

    let kept = KeptPhotos()
    stack.onDecision = { decided in
        guard decided.decision != Sorting.delete else { return }
        kept.add(decided.item, picture: pictures[decided.item.id], favourite: decided.decision == Sorting.favourite)
    }
    stack.onUndo = { undone in kept.remove(undone.item.id) }

    let sorter = Box(.vertical)
    sorter.append(stack)
    sorter.append(CardStackActionBar(stack: stack))
    let content = Box(.horizontal)
    content.append(sorter)
    content.append(kept.widget)

    // The drawer lists the folders; choosing one deals its unsorted pictures.
    let folders = SideMenuModel(header: SideMenuHeader(name: "Pictures", subtitle: "\(Album.photos.count) photos"),
                                items: Album.folders.map { SideMenuItem(id: $0, title: $0, iconName: "folder-pictures-symbolic") })
    folders.activate(Album.folders[0])
    let menu = SideMenu(model: folders)
    let drawer = Drawer(menu: menu, content: content)
    drawer.layoutPolicy = DrawerLayoutPolicy(dockingBreakpoint: 720)
    menu.onItemActivated = { [weak stack, weak drawer] item, selection in
        if selection == nil { folders.activate(item.id) }
        stack?.replaceModel(model(for: item.id))
        drawer?.close(reason: .item)
    }
    window.child = drawer
    return window
})
