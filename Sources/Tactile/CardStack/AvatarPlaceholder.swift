import Gtk

/// Drawn in place of an avatar that is missing or unreadable: a gradient
/// chosen from the profile's id (so a person keeps their colour) and their
/// initials.
@MainActor
final class AvatarPlaceholder: Container {
    override class var gtkTypeName: String { "TactileAvatarPlaceholder" }
    override class var cssName: String { "placeholder" }

    private let initials = Label()
    private var paletteClass: String?
    static let paletteSize = 5

    init() {
        super.init(role: .presentation)
        initials.addCSSClass("initials")
        append(initials)
    }

    func show(name: String, seed: String) {
        initials.text = Initials.of(name)
        let seedValue = seed.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
        let newClass = "palette-\(seedValue % Self.paletteSize)"
        guard newClass != paletteClass else { return }
        if let paletteClass { removeCSSClass(paletteClass) }
        addCSSClass(newClass)
        paletteClass = newClass
    }

    var initialsText: String { initials.text }

    override func allocateChildren(width: Int, height: Int, baseline: Int) {
        guard initials.shouldLayout else { return }
        let size = (width: min(width, initials.measure(.horizontal).natural),
                    height: min(height, initials.measure(.vertical).natural))
        // A little above the middle, clear of the name at the bottom.
        initials.allocate(width: size.width, height: size.height, transform: Transform().translated(
            x: Double(width - size.width) / 2, y: Double(height - size.height) * 0.4))
    }
}
