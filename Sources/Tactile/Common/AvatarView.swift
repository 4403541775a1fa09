import FoundationEssentials
import Gtk

/// A round picture of a person: the image at a path when it loads, else the
/// initials of their name on the accent colour, so a missing or broken file
/// still shows who it is.
///
/// CSS node: `avatar` (round, the accent colour behind initials); the GType is `TactileAvatar`.
@MainActor
public final class AvatarView: Container {
    override public class var gtkTypeName: String { "TactileAvatar" }
    override public class var cssName: String { "avatar" }

    private let size: Int
    /// The picture `show` asked for and not yet decoded: an avatar not on screen (a closed
    /// menu's) decodes as it is first shown, so it costs nothing before the first frame.
    private var pending: (name: String, imagePath: String?)?
    private var decodedShowsInitials = false

    /// Whether the avatar shows initials because no image was given or it could not be
    /// loaded. Asking decodes an image not decoded yet, so the answer is always known.
    public var showsInitials: Bool {
        decodePending()
        return decodedShowsInitials
    }

    /// An avatar `size` points across, showing initials until an image is set.
    public init(size: Int = 40) {
        self.size = size
        super.init(role: .image)
        Self.style.install()
        overflowHidden = true
        on("map") { [weak self] in self?.decodePending() }
    }

    /// Shows `imagePath` (nil or unreadable: the initials of `name`): at once when the
    /// avatar is on screen, else as it is first shown.
    public func show(name: String, imagePath: String?) {
        setAccessibleLabel(name)
        pending = (name, imagePath)
        if isMapped { decodePending() }
    }

    private func decodePending() {
        guard let (name, imagePath) = pending else { return }
        pending = nil
        removeAll()
        if let imagePath, let texture = Self.textures.texture(at: imagePath, shorterSide: size * 2) {
            let picture = Picture(texture: texture)
            picture.setContentFit(cover: true)
            picture.canShrink = true
            // The avatar itself is the named image; its picture is only its face.
            append(picture)
            decodedShowsInitials = false
        } else {
            let initials = Label(Initials.of(name))
            initials.xalign = 0.5
            append(initials)
            decodedShowsInitials = true
        }
    }

    /// How many images every avatar has decoded so far (for tests and measurements).
    static var decodeCount: Int { textures.decodeCount }

    /// Small decodes shared by every avatar (two pixels a point, for HiDPI).
    private static let textures = TextureCache(capacity: 128)

    private static let style = StyleSheet("""
    avatar {
      border-radius: 9999px;
      background-color: @theme_selected_bg_color;
      color: @theme_selected_fg_color;
      font-weight: bold;
    }
    """)

    // A fixed size whatever the picture's own: the image is cropped to fit.
    override public func measureChildren(_ orientation: Orientation, forSize: Int) -> (minimum: Int, natural: Int) {
        for child in children { _ = child.measure(orientation, forSize: forSize) }
        return (size, size)
    }
}
