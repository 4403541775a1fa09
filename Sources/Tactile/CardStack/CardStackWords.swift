import Gtk

/// What a card stack says of its cards as a whole, in the app's words: the stack's and a
/// card's accessible names, the empty state, and the sentences around a decision. Every
/// part has a plain default; an app about people, photos or recipes names them its way.
@MainActor
public struct CardStackWords {
    /// The stack's accessible name ("Cards").
    public var stackName = localized("Cards")
    /// A card's accessible role description ("Card").
    public var cardRole = localized("Card")
    /// How the keys work, read with each card; nil builds it from the decisions' keys.
    public var keyHelp: String?
    /// Said after a decision when no card is left ("No more cards.").
    public var noMoreCards = localized("No more cards.")
    /// The empty state once every card is decided.
    public var emptyTitle = localized("All done")
    /// The empty state's line below its title.
    public var emptyMessage = localized("There are no more cards right now.")
    /// The empty state's title when the cards could not be read.
    public var loadFailedTitle = localized("Cards could not be loaded")
    /// The empty state's line when the cards could not be read.
    public var loadFailedMessage = localized("Something went wrong reading the cards. Try again later.")
    /// A toast's start when the cards to show could not be read.
    public var loadFailed = localized("The cards could not be read.")
    /// Names an item by its id where only the id is known, in a refused deck change ("“p12”").
    public var itemByID: @MainActor (_ id: String) -> String = { id in "“\(id)”" }

    /// The default words; change the parts the app words otherwise.
    public init() {}
}
