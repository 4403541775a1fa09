import Tactile
import TactileStore

/// How the Discover page shows and speaks of its three decisions: the NOPE, LIKE and BOOST
/// stamps, the round buttons (nope, a small boost, like), the arrow keys, and the words a
/// screen reader hears ("Liked Ada.").
@MainActor
enum ProfileDecisionStyles {
    /// In the action bar's order.
    static var all: [DecisionStyle] { [nope, boost, like] }

    static var nope: DecisionStyle {
        DecisionStyle(
            .nope, stamp: localized("NOPE"), label: localized("Nope"),
            color: SRGBColor(hex: "#ff4458") ?? .black, icon: DemoIcon.nope.texture,
            // Translators: arrow keys, as printed on the keyboard.
            key: Key.left, keyLabel: (localized("Left"), "ArrowLeft"),
            // Translators: button names; {name} is the person on the top card.
            buttonName: { localized("Nope {name}", ["name": $0]) },
            announcement: { localized("Noped {name}.", ["name": $0]) },
            // Translators: said when a button or key asks for a decision this profile does not allow.
            refusal: { localized("{name} can't be passed.", ["name": $0]) },
            // Translators: the start of a message that a decision could not be saved.
            notSaved: { localized("Your nope for {name} was not saved.", ["name": $0]) })
    }

    static var like: DecisionStyle {
        DecisionStyle(
            .like, stamp: localized("LIKE"), label: localized("Like"),
            color: SRGBColor(hex: "#3ddc84") ?? .black, icon: DemoIcon.like.texture,
            key: Key.right, keyLabel: (localized("Right"), "ArrowRight"),
            buttonName: { localized("Like {name}", ["name": $0]) },
            announcement: { localized("Liked {name}.", ["name": $0]) },
            refusal: { localized("{name} can't be liked.", ["name": $0]) },
            notSaved: { localized("Your like for {name} was not saved.", ["name": $0]) })
    }

    static var boost: DecisionStyle {
        DecisionStyle(
            .boost, stamp: localized("BOOST"), label: localized("Boost"),
            color: SRGBColor(hex: "#b86bff") ?? .black, icon: DemoIcon.boost.texture,
            key: Key.up, keyLabel: (localized("Up"), "ArrowUp"), isProminent: false,
            buttonName: { localized("Boost {name}", ["name": $0]) },
            announcement: { localized("Boosted {name}.", ["name": $0]) },
            refusal: { localized("{name} can't be boosted.", ["name": $0]) },
            notSaved: { localized("Your boost for {name} was not saved.", ["name": $0]) })
    }
}
