import Gtk
import TactileModel

/// One card of the stack: the avatar filling the card under a gradient, name
/// and age with the hobby below; its LIKE / NOPE / BOOST stamps are a layer of
/// their own (`stampLayer`) that the stack lays over it. The stack keeps only as
/// many of these as it shows and moves them from profile to profile.
///
///     card
///     ├── picture | placeholder[.palette-N]   the avatar, or initials on a gradient
///     ├── gradient                            darkens the bottom for the text
///     ╰── box.info
///         ├── box > label.name, label.age
///         ╰── label.hobby
@MainActor
final class ProfileCard: Container {
    override class var gtkTypeName: String { "TactileCard" }
    override class var cssName: String { "card" }

    private let picture = Picture()
    private let placeholder = AvatarPlaceholder()
    private let scrim = CardGradient()
    private let info = Box(.vertical, spacing: 2)
    private let nameLabel = Label()
    private let ageLabel = Label()
    private let hobbyLabel = Label()
    /// The stamps, drawn over the card by the stack with the card's size and transform.
    let stampLayer = CardStampLayer()
    /// The card as last drawn, which the stack moves while nothing in it changes.
    let textureCache = ChildTextureCache()

    private(set) var profile: Profile?
    /// True when the avatar could not be shown and the drawn placeholder is.
    private(set) var showsPlaceholder = false
    /// What assistive technology reads for this card (set on the widget too).
    private(set) var accessibleName = ""
    /// Only the top card is visible to assistive technology and focusable.
    private(set) var isPresentedToAssistiveTechnology = false
    /// The name assistive technology has of this card: `accessibleName` once it is read.
    private var namedAs = ""

    init() {
        super.init(role: .group)
        overflowHidden = true
        picture.setContentFit(cover: true)
        picture.canShrink = true
        // Name and age apart, so a long name is shortened and the age never is.
        let titleRow = Box(.horizontal, spacing: 10)
        nameLabel.addCSSClass("name")
        ageLabel.addCSSClass("age")
        for label in [nameLabel, ageLabel] {
            label.valign = .end
            titleRow.append(label)
        }
        hobbyLabel.addCSSClass("hobby")
        for label in [nameLabel, hobbyLabel] {
            label.xalign = 0
            label.wraps = true
            label.ellipsize = .end
        }
        nameLabel.lines = 2
        hobbyLabel.lines = 1
        info.addCSSClass("info")
        info.append(titleRow)
        info.append(hobbyLabel)
        for part in [picture, placeholder, scrim, info] as [Widget] {
            // The card's own accessible name says all of this once.
            part.setAccessibleHidden(true)
            append(part)
        }
        setAccessibleRoleDescription(CardStackSpeech.roleDescription)
        setAccessibleKeyShortcuts(CardStackSpeech.keyShortcuts)
        setAccessibleDescription(CardStackSpeech.keyHelp)
        setPresentedToAssistiveTechnology(false)
    }

    /// Shows `profile`, with `texture` as its avatar or the placeholder when nil.
    func show(_ profile: Profile, texture: Texture?) {
        if self.profile != profile {
            self.profile = profile
            nameLabel.text = profile.name
            ageLabel.text = "\(profile.age)"
            hobbyLabel.text = profile.hobby
            hobbyLabel.isVisible = !profile.hobby.isEmpty
            accessibleName = CardStackSpeech.accessibleName(of: profile)
            // A card below the top is renamed as the stack moves on, maybe while a screen reader
            // still follows it (Orca 43 keeps the decided card while a match popup opens) and
            // would say a profile neither decided nor next: the name is given when it is read.
            if isPresentedToAssistiveTechnology { giveAccessibleName() }
            placeholder.show(name: profile.name, seed: profile.id)
        }
        picture.setTexture(texture)
        showsPlaceholder = texture == nil
        picture.isVisible = texture != nil
        placeholder.isVisible = texture == nil
    }

    /// The name given to assistive technology, when it differs from the one given last.
    private func giveAccessibleName() {
        guard namedAs != accessibleName else { return }
        namedAs = accessibleName
        setAccessibleLabel(accessibleName)
    }

    /// How strongly each stamp shows, 0...1.
    func setStampOpacity(_ opacity: (Decision) -> Double) {
        stampLayer.setOpacity(opacity)
    }

    func setPresentedToAssistiveTechnology(_ presented: Bool) {
        isPresentedToAssistiveTechnology = presented
        if presented { giveAccessibleName() }
        isFocusable = presented
        canTarget = presented
        setAccessibleHidden(!presented)
    }

    override func allocateChildren(width: Int, height: Int, baseline: Int) {
        for layer in [picture, placeholder, scrim] as [Widget] where layer.shouldLayout {
            layer.allocate(width: width, height: height)
        }
        if info.shouldLayout {
            let infoHeight = min(height, info.measure(.vertical, forSize: width).natural)
            info.allocate(width: width, height: infoHeight,
                          transform: Transform().translated(x: 0, y: Double(height - infoHeight)))
        }
    }
}

/// The shade over the bottom of a card that keeps its white text readable on any photo.
@MainActor
final class CardGradient: Container {
    override class var gtkTypeName: String { "TactileCardGradient" }
    override class var cssName: String { "gradient" }

    init() { super.init(role: .presentation) }
}
