import CGtk
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
    public let name: String

    public init(_ name: String) { self.name = name }

    /// Adopts the user's locale from the environment (`LANG`, `LC_*`, `LANGUAGE`).
    /// GTK does this when it starts; call it earlier for text shown before that.
    public static func useEnvironmentLocale() {
        setlocale(LC_ALL, "")
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
