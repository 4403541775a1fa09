internal import CGtk
import Glibc

/// A gettext text domain: the catalogue (`NAME.mo`) one library or app looks
/// its strings up in. Call it like a function to translate:
///
///     let localized = TextDomain("tactile")
///     localized("Start over")
///     localized("Like {name}", ["name": profile.name])
///     localized.plural("{count} profile", "{count} profiles", count: n)
///
/// Placeholders are named (`{name}`) and substituted after translation, so a
/// translator sees whole sentences and may move the placeholders around.
/// Strings are marked for `xgettext` by the call itself (keywords `localized`
/// and `plural:1,2`; see `po/meson.build`).
public struct TextDomain: Sendable, Hashable {
    /// The domain's name, the base name of its `.mo` files.
    public let name: String

    /// The text domain called `name`.
    public init(_ name: String) { self.name = name }

    /// Adopts the user's locale from the environment (`LANG`, `LC_*`, `LANGUAGE`),
    /// before GTK starts (which then leaves the locale as set here).
    ///
    /// `LANGUAGE` (a list such as `de:en`) picks the catalogues, except under the C
    /// locale. glibc up to 2.40 honours it under `C.UTF-8`, 2.41 ignores it there
    /// too; so when the messages locale is `C.UTF-8` and `LANGUAGE` asks for a
    /// language, messages take a real locale of that language (or any installed
    /// UTF-8 one) and `LANGUAGE` works as before. Everything else keeps `C.UTF-8`.
    public static func useEnvironmentLocale() {
        setlocale(LC_ALL, "")
        honourLanguageUnderCUTF8(getenv("LANGUAGE").map { String(cString: $0) } ?? "")
        // gtk_init would call setlocale(LC_ALL, "") again and undo the adjustment.
        if gtk_is_initialized() == 0 { gtk_disable_setlocale() }
    }

    /// The messages locale now (`LC_MESSAGES`), e.g. "de_DE.UTF-8" or "C.UTF-8".
    public static var messagesLocale: String {
        setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
    }

    /// Gives `LC_MESSAGES` a real locale when it is `C.UTF-8` and `language` (in
    /// `LANGUAGE`'s form) names languages; answers the locale taken, if any.
    @discardableResult
    static func honourLanguageUnderCUTF8(_ language: String) -> String? {
        let current = messagesLocale.lowercased()
        guard current == "c.utf-8" || current == "c.utf8", !language.isEmpty else { return nil }
        let candidates = language.split(separator: ":").flatMap { localeNames(for: String($0)) } + ["en_US.UTF-8"]
        return candidates.first { setlocale(LC_MESSAGES, $0) != nil }
    }

    /// "de" → de_DE.UTF-8; "pt_BR" → pt_BR.UTF-8 (an encoding or modifier given is dropped).
    private static func localeNames(for entry: String) -> [String] {
        let language = entry.prefix { $0 != "." && $0 != "@" }
        guard !language.isEmpty, language != "C", language != "POSIX" else { return [] }
        if language.contains("_") { return ["\(language).UTF-8"] }
        return ["\(language)_\(language.uppercased()).UTF-8"]
    }

    /// Looks the domain's catalogues up in `directory` (`directory/LANG/LC_MESSAGES/NAME.mo`),
    /// and returns them in UTF-8 whatever the locale's own character set.
    public func bind(to directory: String) {
        bindtextdomain(name, directory)
        bind_textdomain_codeset(name, "UTF-8")
    }

    /// The folder the domain's catalogues are looked up in now.
    public var directory: String? {
        bindtextdomain(name, nil).map { String(cString: $0) }
    }

    /// The translation of `message`, or `message` itself when there is none.
    public func callAsFunction(_ message: String) -> String {
        // With no translation, dgettext returns the msgid pointer it was given:
        // read it while Swift's temporary C string is still alive.
        message.withCString { String(cString: dgettext(name, $0)) }
    }

    /// The translation of `message` with each `{key}` replaced by `values[key]`.
    public func callAsFunction(_ message: String, _ values: [String: String]) -> String {
        Self.substitute(values, in: self(message))
    }

    /// The form of a counted message the language needs for `count`; `{count}` and `values` substituted.
    public func plural(_ singular: String, _ plural: String, count: Int, _ values: [String: String] = [:]) -> String {
        let form = singular.withCString { one in
            plural.withCString { many in String(cString: dngettext(name, one, many, UInt(max(0, count)))) }
        }
        return Self.substitute(values.merging(["count": String(count)]) { own, _ in own }, in: form)
    }

    /// Replaces `{key}` with `values[key]` in one pass, so text inside a value
    /// is never substituted again; unknown keys stay as written.
    static func substitute(_ values: [String: String], in text: String) -> String {
        guard !values.isEmpty, text.contains("{") else { return text }
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"),
                  let value = values[String(rest[rest.index(after: open)..<close])] else {
                result.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
