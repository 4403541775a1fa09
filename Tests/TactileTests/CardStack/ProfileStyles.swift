import Tactile
import TactileStore

/// The demo's words and styles for its decisions, translated in the components' catalogue as
/// the app's are, so the tests hear what a person of the demo hears.
@MainActor
enum ProfileStyles {
    private static let localized = TextDomain.tactile

    static var all: [DecisionStyle] {
        [style(.nope, "NOPE", "Nope", "#ff4458", Key.left, ("Left", "ArrowLeft"), "Noped", "passed"),
         style(.boost, "BOOST", "Boost", "#b86bff", Key.up, ("Up", "ArrowUp"), "Boosted", "boosted", prominent: false),
         style(.like, "LIKE", "Like", "#3ddc84", Key.right, ("Right", "ArrowRight"), "Liked", "liked")]
    }

    private static func style(_ decision: Decision, _ stamp: String, _ label: String, _ color: String, _ key: UInt32,
                              _ keyLabel: (String, String), _ done: String, _ refused: String,
                              prominent: Bool = true) -> DecisionStyle {
        DecisionStyle(decision, stamp: localized(stamp), label: localized(label), color: SRGBColor(hex: color) ?? .black,
                      key: key, keyLabel: (localized(keyLabel.0), keyLabel.1), isProminent: prominent,
                      buttonName: { localized("\(label) {name}", ["name": $0]) },
                      announcement: { localized("\(done) {name}.", ["name": $0]) },
                      refusal: { localized("{name} can't be \(refused).", ["name": $0]) },
                      notSaved: { localized("Your \(decision.id) for {name} was not saved.", ["name": $0]) })
    }

    static var words: CardStackWords {
        var words = CardStackWords()
        words.stackName = localized("Profiles")
        words.cardRole = localized("Profile card")
        words.keyHelp = localized("Right arrow likes, Left arrow passes, Up arrow boosts, Backspace undoes.")
        words.noMoreCards = localized("No more profiles.")
        words.emptyTitle = localized("You've seen everyone")
        words.emptyMessage = localized("There are no more profiles around you right now.")
        words.loadFailed = localized("The profiles could not be read.")
        return words
    }

    static func accessibleName(of profile: Profile) -> String {
        let title = "\(profile.name), \(profile.age)"
        return profile.hobby.isEmpty ? title : "\(title), \(profile.hobby)"
    }
}

extension CardStackActionBar {
    /// The bar's buttons by the demo's names; an empty button (a failing test) when missing.
    var nopeButton: Button { button(for: .nope) ?? Button() }
    var likeButton: Button { button(for: .like) ?? Button() }
    var boostButton: Button { button(for: .boost) ?? Button() }
}
