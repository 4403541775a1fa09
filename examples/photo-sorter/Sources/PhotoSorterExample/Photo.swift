import Foundation

/// A picture in a folder: the app's own item, identified by its number.
struct Photo: Identifiable, Sendable, Hashable {
    let id: Int
    let folder: String
    /// The picture as SVG, drawn by the example itself (see `Landscape`); nil for a file
    /// that cannot be read, to show what a card does then.
    let svg: String?

    var name: String { "photo \(id)" }
}

/// The folders and their pictures: landscapes drawn from a few numbers, and one broken file.
enum Album {
    static let folders = ["Beach", "Mountains", "City"]

    static let photos: [Photo] = {
        var photos: [Photo] = []
        for (place, folder) in folders.enumerated() {
            for shot in 0..<4 {
                let id = place * 4 + shot + 1
                // Photo 7 is a file the example cannot read: its card says so and can still be sorted.
                photos.append(Photo(id: id, folder: folder, svg: id == 7 ? nil : Landscape.svg(place: place, shot: shot)))
            }
        }
        return photos
    }()

    static func photos(in folder: String) -> [Photo] { photos.filter { $0.folder == folder } }
}
