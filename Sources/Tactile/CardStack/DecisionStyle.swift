import Gtk
import TactileModel

/// How a card stack shows one of the app's decisions and speaks of it: the stamp on a dragged
/// card, the action bar's button (its label, icon, colour and whether the bar has one), the
/// key that makes it, and the words screen readers hear. The app writes these in its own
/// words and language ("KEEP", "Keep photo 12", "Kept photo 12."; "LIKE", "Like Ada", "Liked Ada.").
@MainActor
public struct DecisionStyle {
    /// The decision shown; its `id` is also the CSS class of its stamp and button.
    public let decision: Decision
    /// The stamp that fades in on a card dragged its way: short, in capitals where the script has them.
    public var stamp: String
    /// The decision's name on its own ("Keep"), for the button's tooltip and when no card is left.
    public var label: String
    /// The button's accessible name for a card called `name` ("Keep photo 12").
    public var buttonName: @MainActor (_ name: String) -> String
    /// What screen readers hear once a card called `name` is decided ("Kept photo 12.").
    public var announcement: @MainActor (_ name: String) -> String
    /// What screen readers hear when the card called `name` may not be decided so ("photo 12 can't be kept.").
    public var refusal: @MainActor (_ name: String) -> String
    /// The start of the toast when the decision on the card called `name` could not be saved
    /// ("Your like for Ada was not saved."); the reason follows it.
    public var notSaved: @MainActor (_ name: String) -> String
    /// The colour of the stamp (and of the icon's tint where the icon has none of its own).
    public var color: SRGBColor
    /// The button's icon; nil shows `label` as its text.
    public var icon: Texture?
    /// The key that makes the decision on the focused stack (`Key.right`, say), without modifiers; nil for none.
    public var key: UInt32?
    /// The key as printed on the keyboard, for the tooltip ("Right"), and as ARIA names it ("ArrowRight").
    public var keyLabel: (printed: String, aria: String)?
    /// Whether the action bar has a button for it.
    public var showsInActionBar: Bool
    /// Whether its button is the large kind (the small kind suits a rarer decision).
    public var isProminent: Bool

    /// The look and words of `decision`; every part not given has a plain default built from `label`.
    public init(_ decision: Decision, stamp: String, label: String, color: SRGBColor,
                icon: Texture? = nil, key: UInt32? = nil, keyLabel: (printed: String, aria: String)? = nil,
                showsInActionBar: Bool = true, isProminent: Bool = true,
                buttonName: (@MainActor (_ name: String) -> String)? = nil,
                announcement: (@MainActor (_ name: String) -> String)? = nil,
                refusal: (@MainActor (_ name: String) -> String)? = nil,
                notSaved: (@MainActor (_ name: String) -> String)? = nil) {
        self.decision = decision
        self.stamp = stamp
        self.label = label
        self.color = color
        self.icon = icon
        self.key = key
        self.keyLabel = keyLabel
        self.showsInActionBar = showsInActionBar
        self.isProminent = isProminent
        self.buttonName = buttonName ?? { name in "\(label) \(name)" }
        // Translators: a decision's default announcement, "Keep: photo 12."; apps give their own.
        self.announcement = announcement ?? { name in localized("{decision}: {name}.", ["decision": label, "name": name]) }
        // Translators: a refused decision's default announcement; apps give their own.
        self.refusal = refusal ?? { name in localized("{decision} is not allowed for {name}.", ["decision": label, "name": name]) }
        // Translators: the start of a toast when a decision could not be saved; the reason follows.
        self.notSaved = notSaved ?? { name in localized("{decision} for {name} was not saved.", ["decision": label, "name": name]) }
    }

    /// The CSS class of the decision's stamp and button: its id, kept to letters, digits and dashes.
    public var cssClass: String {
        String(decision.id.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
    }
}
