import FoundationEssentials
import Gtk

/// The app's own icons, drawn as small SVGs in their brand colours: Adwaita
/// has no heart or flame, and the tutorial's buttons are coloured, not
/// symbolic. Decoded once per process and shared.
@MainActor
enum DemoIcon: String, CaseIterable {
    case nope, like, boost, profile, discover, chat

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

    private static var cache: [DemoIcon: Texture] = [:]

    private var svg: String {
        let body: String
        switch self {
        case .nope:
            body = """
            <path d="M13 13 L35 35 M35 13 L13 35" stroke="#ff4458" stroke-width="6.5" stroke-linecap="round"/>
            """
        case .like:
            body = """
            <path d="M24 42 C10 32 3 24 5.5 14.5 C8 6 19 4.5 24 12.5 C29 4.5 40 6 42.5 14.5 C45 24 38 32 24 42 Z" fill="#2ecc71"/>
            """
        case .boost:
            body = """
            <path d="M28 3 L9 27 H22 L18 45 L39 19 H26 Z" fill="#a855f7" stroke="#a855f7" stroke-width="2" stroke-linejoin="round"/>
            """
        case .profile:
            body = """
            <circle cx="24" cy="15" r="9" fill="#8e8e93"/>
            <path d="M7 43 C7 32 15 27 24 27 C33 27 41 32 41 43 Z" fill="#8e8e93"/>
            """
        case .discover:
            body = """
            <defs><linearGradient id="f" x1="0" y1="1" x2="0" y2="0">
            <stop offset="0" stop-color="#fd267d"/><stop offset="1" stop-color="#ff7854"/></linearGradient></defs>
            <path d="M24 3 C27 13 38 18 38 30 C38 38.5 31.5 45 24 45 C16.5 45 10 38.5 10 30 C10 22 15 18 18 12 C19.5 18 22 21 25.5 21.5 C23 15 22 9 24 3 Z" fill="url(#f)"/>
            """
        case .chat:
            body = """
            <path d="M10 8 H38 A5 5 0 0 1 43 13 V31 A5 5 0 0 1 38 36 H21 L11 44 V36 H10 A5 5 0 0 1 5 31 V13 A5 5 0 0 1 10 8 Z" fill="#8e8e93"/>
            """
        }
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 48 48">\(body)</svg>
        """
    }
}
