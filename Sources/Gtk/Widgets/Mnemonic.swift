/// Text with GTK's mnemonic underscores ("_Save", "Rock __n__ Roll").
public enum Mnemonic {
    /// The text as shown: a single underscore marks the next character and goes, a double
    /// one stands for an underscore.
    public static func displayedText(of text: String) -> String {
        var result = ""
        var pendingUnderscore = false
        for character in text {
            if character == "_" && !pendingUnderscore {
                pendingUnderscore = true
                continue
            }
            pendingUnderscore = false
            result.append(character)
        }
        return result
    }
}
