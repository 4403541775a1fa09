import FoundationEssentials
import Glibc
import Gtk

/// The stack's own icon, drawn as a small SVG in its colour: Adwaita
/// has no rewind arrow, and the tutorial's buttons are
/// coloured, not symbolic. Decoded once per process and shared.
@MainActor
enum CardStackIcon: String, CaseIterable {
    case undo

    /// A texture of the icon, or nil if the SVG loader is missing (the
    /// button then keeps its accessible name and shows no glyph).
    var texture: Texture? {
        if let cached = Self.cache[self] { return cached }
        let texture = try? Texture(data: Data(svg.utf8), context: "\(rawValue) icon")
        Self.cache[self] = texture
        return texture
    }

    /// An image widget showing the icon at `size` pixels.
    func image(size: Int) -> Image {
        let image = Image(iconName: "")
        image.setTexture(texture)
        image.pixelSize = size
        image.setAccessibleHidden(true)
        return image
    }

    private static var cache: [CardStackIcon: Texture] = [:]

    private var svg: String {
        let body: String
        switch self {
        case .undo:
            body = """
            <path d="M17 9 L8 18 L17 27" fill="none" stroke="#f5a623" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
            <path d="M9 18 H28 A11 11 0 0 1 28 40 H18" fill="none" stroke="#f5a623" stroke-width="5" stroke-linecap="round"/>
            """
        }
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 48 48">\(body)</svg>
        """
    }
}
