import Gtk

extension TextDomain {
    /// The components' own catalogue, as a library has one. An app binds it
    /// (`TextDomain.tactile.bind(to:)`) to where `tactile.mo` is installed.
    public static let tactile = TextDomain("tactile")
}

/// The components' strings in the user's language: `localized("Start over")`.
let localized = TextDomain.tactile
