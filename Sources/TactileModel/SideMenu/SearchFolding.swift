// The standard library's canonical decomposition, which Foundation's own
// diacritic-insensitive search uses; FoundationEssentials alone has no such search.
@_spi(_Unicode) import Swift

/// Text as the side menu's search compares it: decomposed, its combining marks
/// dropped ("Ä" → "a", "й" → "и") and lowercased.
func searchFolded(_ text: some StringProtocol) -> String {
    var kept = String.UnicodeScalarView()
    for scalar in String(text)._nfd where scalar.properties.generalCategory != .nonspacingMark {
        kept.append(scalar)
    }
    return String(kept).lowercased()
}
