/// Up to two initials of a person's name, for avatars without a picture:
/// from the first and last words (hyphens split words), as whole grapheme
/// clusters so any script works. "Ada Lovelace" → "AL", "" → "?".
public enum Initials {
    /// The initials of `name`: up to two letters, "?" for a name with none.
    public static func of(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace || $0 == "-" })
        guard let first = words.first?.first else { return "?" }
        guard words.count > 1, let last = words.last?.first else { return String(first).uppercased() }
        return (String(first) + String(last)).uppercased()
    }
}
