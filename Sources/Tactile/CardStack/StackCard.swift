import FoundationEssentials
import Gtk
import TactileModel

/// One card of the stack: the frame (rounded, shadowed, focusable, named for screen readers)
/// around the widget the app made from its item, and the stamps the stack lays over it
/// (`stampLayer`). The stack keeps only as many frames as it shows and gives each the next
/// item's widget as the deck moves on.
///
///     card
///     ╰── (the app's widget), or label.failure when it could not be made
@MainActor
final class StackCard<Item: Identifiable & Sendable>: Container where Item.ID: Sendable {
    override class var gtkTypeName: String { "TactileCard" }
    override class var cssName: String { "card" }

    /// The stamps, drawn over the card by the stack with the card's size and transform.
    let stampLayer: CardStampLayer
    /// The card as last drawn, which the stack moves while nothing in it changes.
    let textureCache = ChildTextureCache()

    /// The item shown.
    private(set) var item: Item?
    /// The app's widget for `item`, or the words saying it could not be made.
    private(set) var content: Widget?
    /// Why the app's widget could not be made for `item`, in words; nil when it was.
    private(set) var failure: String?
    /// What assistive technology reads for this card (set on the widget too).
    private(set) var accessibleName = ""
    /// Only the top card is visible to assistive technology and focusable.
    private(set) var isPresentedToAssistiveTechnology = false
    /// The name assistive technology has of this card: `accessibleName` once it is read.
    private var namedAs = ""

    init(styles: [DecisionStyle], words: CardStackWords, keyShortcuts: String, keyHelp: String) {
        stampLayer = CardStampLayer(styles: styles)
        super.init(role: .article)
        overflowHidden = true
        setAccessibleRoleDescription(words.cardRole)
        setAccessibleKeyShortcuts(keyShortcuts)
        setAccessibleDescription(keyHelp)
        setPresentedToAssistiveTechnology(false)
    }

    /// Shows `item` through `make`, named `name` for assistive technology. A widget that
    /// cannot be made leaves the card in place, saying so in `failedWords`.
    func show(_ item: Item, name: String, make: (Item) throws -> Widget?,
              failedWords: (_ reason: String) -> String) {
        guard self.item?.id != item.id else { return }
        self.item = item
        content?.unparent()
        let made: Widget
        do {
            guard let widget = try make(item) else { throw CardContentError.nothingMade }
            // A widget shown elsewhere cannot be a card too.
            guard widget.parent == nil else { throw CardContentError.shownElsewhere }
            made = widget
            failure = nil
        } catch {
            let words = failedWords((error as? any LocalizedError)?.errorDescription ?? String(describing: error))
            let label = Label(words)
            label.addCSSClass("failure")
            label.wraps = true
            label.justification = .center
            failure = words
            made = label
        }
        // The card's own accessible name says it once.
        made.setAccessibleHidden(true)
        append(made)
        content = made
        accessibleName = failure.map { "\(name). \($0)" } ?? name
        // A card below the top is renamed as the stack moves on, maybe while a screen reader
        // still follows it (Orca 43 keeps the decided card while a popup opens) and would say
        // an item neither decided nor next: the name is given when it is read.
        if isPresentedToAssistiveTechnology { giveAccessibleName() }
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
        if let content, content.shouldLayout { content.allocate(width: width, height: height) }
    }
}

/// Why the app's card could not be shown, beside the errors its own closure throws.
enum CardContentError: LocalizedError {
    /// The closure made no widget.
    case nothingMade
    /// The widget made is already shown somewhere else.
    case shownElsewhere

    var errorDescription: String? {
        switch self {
        case .nothingMade: localized("There is nothing to show.")
        case .shownElsewhere: localized("Its picture is already shown elsewhere.")
        }
    }
}
