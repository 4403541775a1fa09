import Gtk

/// A ready-made card: a picture filling the card under a gradient, a title with a badge beside
/// it and a subtitle below, in white. Where there is no picture (none given, or it could not be
/// read) a gradient chosen from `placeholderSeed` shows the title's initials instead. Make one
/// per item in the closure that gives `CardStackView` its cards.
///
///     picturecard
///     ├── picture | placeholder[.palette-N]   the picture, or initials on a gradient
///     ├── gradient                            darkens the bottom for the text
///     ╰── box.info
///         ├── box > label.title, label.badge
///         ╰── label.subtitle
@MainActor
public final class PictureCard: Container {
    override public class var gtkTypeName: String { "TactilePictureCard" }
    override public class var cssName: String { "picturecard" }

    private let picture = Picture()
    private let placeholder = AvatarPlaceholder()
    private let scrim = CardGradient()
    private let info = Box(.vertical, spacing: 2)
    /// True when there is no picture and the drawn placeholder shows instead.
    public let showsPlaceholder: Bool
    /// The initials the placeholder shows.
    public var placeholderText: String { placeholder.initialsText }

    /// A card titled `title` with `badge` beside it (an age, a count; empty for none) and
    /// `subtitle` below (empty for none), over `picture`, or over the placeholder coloured by
    /// `placeholderSeed` (the item's id keeps each item its colour) when `picture` is nil.
    public init(title: String, badge: String = "", subtitle: String = "", picture texture: Texture?,
                placeholderSeed: String) {
        showsPlaceholder = texture == nil
        super.init(role: .presentation)
        CardStackStyle.install()
        picture.setContentFit(cover: true)
        picture.canShrink = true
        picture.setTexture(texture)
        picture.isVisible = texture != nil
        placeholder.isVisible = texture == nil
        placeholder.show(name: title, seed: placeholderSeed)
        // Title and badge apart, so a long title is shortened and the badge never is.
        let titleRow = Box(.horizontal, spacing: 10)
        let titleLabel = Label(title), badgeLabel = Label(badge), subtitleLabel = Label(subtitle)
        titleLabel.addCSSClass("title")
        badgeLabel.addCSSClass("badge")
        badgeLabel.isVisible = !badge.isEmpty
        for label in [titleLabel, badgeLabel] {
            label.valign = .end
            titleRow.append(label)
        }
        subtitleLabel.addCSSClass("subtitle")
        subtitleLabel.isVisible = !subtitle.isEmpty
        for label in [titleLabel, subtitleLabel] {
            label.xalign = 0
            label.wraps = true
            // A word too long for the card breaks rather than widening the text past the card.
            label.wrapMode = .wordOrCharacter
            label.ellipsize = .end
        }
        titleLabel.lines = 2
        subtitleLabel.lines = 1
        info.addCSSClass("info")
        info.append(titleRow)
        info.append(subtitleLabel)
        for part in [picture, placeholder, scrim, info] as [Widget] { append(part) }
    }

    override public func allocateChildren(width: Int, height: Int, baseline: Int) {
        for layer in [picture, placeholder, scrim] as [Widget] where layer.shouldLayout {
            layer.allocate(width: width, height: height)
        }
        if info.shouldLayout {
            // Never narrower than the text's minimum (the badge and a few letters in very large
            // text can need more than a small card): GTK may not measure or allocate below it;
            // the card clips what does not fit.
            let infoWidth = max(width, info.measure(.horizontal).minimum)
            let infoHeight = min(height, info.measure(.vertical, forSize: infoWidth).natural)
            info.allocate(width: infoWidth, height: infoHeight,
                          transform: Transform().translated(x: 0, y: Double(height - infoHeight)))
        }
    }
}

/// The shade over the bottom of a card that keeps its white text readable on any picture.
@MainActor
final class CardGradient: Container {
    override class var gtkTypeName: String { "TactileCardGradient" }
    override class var cssName: String { "gradient" }

    init() { super.init(role: .presentation) }
}
