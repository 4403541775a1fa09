import Foundation
import Gtk

/// A round picture of a person: the image at a path when it loads, else the
/// initials of their name on the accent colour, so a missing or broken file
/// still shows who it is.
@MainActor
final class AvatarView: Container {
    private let size: Int
    private(set) var showsInitials = false

    init(size: Int = 40) {
        self.size = size
        super.init(role: .image, cssClasses: ["tactile-avatar"])
        overflowHidden = true
    }

    /// Shows `imagePath` (nil or unreadable: the initials of `name`).
    func show(name: String, imagePath: String?) {
        removeAll()
        setAccessibleLabel(name)
        if let imagePath, let texture = try? Texture(file: imagePath) {
            let picture = Picture(texture: texture)
            picture.setContentFit(cover: true)
            picture.canShrink = true
            picture.alternativeText = name
            append(picture)
            showsInitials = false
        } else {
            let initials = Label(Self.initials(of: name))
            initials.xalign = 0.5
            append(initials)
            showsInitials = true
        }
    }

    /// "Ada Lovelace" → "AL", "Ada" → "A", "" → "?".
    static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace })
        let letters = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
        return letters.isEmpty ? "?" : String(letters).uppercased()
    }

    // A fixed size whatever the picture's own: the image is cropped to fit.
    override func measureChildren(_ orientation: Orientation, forSize: Int) -> (minimum: Int, natural: Int) {
        for child in children { _ = child.measure(orientation, forSize: forSize) }
        return (size, size)
    }
}
