internal import CGtk

/// A `GtkCssProvider` with style sheets for the whole display.
@MainActor
public final class CSSProvider: Object {
    override class var gtype: GType { gtk_css_provider_get_type() }

    /// Parses `css`; parse errors are collected in `errors` (GTK keeps the rules it understood).
    public convenience init(css: String) {
        self.init(UnsafeMutableRawPointer(gtk_css_provider_new()), ownership: .owned)
        onParsingError { [weak self] message in self?.errors.append(message) }
        if let loadFromString = NewerGtkCalls.cssLoadFromString {
            loadFromString(pointer(), css)
        } else {
            cgtk_css_provider_load_from_data(pointer(), css)
        }
    }

    /// The parsing errors of the last `load`, as GTK words them; empty when the style sheet was valid.
    public private(set) var errors: [String] = []

    private func onParsingError(_ body: @escaping @MainActor (String) -> Void) {
        _ = connect("parsing-error", after: false, body: body,
                trampoline: unsafeBitCast(CSSProvider.parsingError, to: GCallback.self))
    }

    private static let parsingError: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
                                                      UnsafeMutablePointer<GError>?, UnsafeMutableRawPointer?) -> Void = {
        _, _, error, data in
        let message = error.map { String(cString: $0.pointee.message) } ?? "unknown CSS error"
        let body = SignalClosure<@MainActor (String) -> Void>.from(data)
        MainActor.assumeIsolated { body?(message) }
    }

    /// Applies the style sheet to every window on the default display.
    public func applyToDisplay(priority: StylePriority = .application) {
        guard let display = gdk_display_get_default() else { return }
        gtk_style_context_add_provider_for_display(display, pointer(), priority.rawValue)
    }

    /// Takes the style sheet off the display it was added to.
    public func removeFromDisplay() {
        guard let display = gdk_display_get_default() else { return }
        gtk_style_context_remove_provider_for_display(display, pointer())
    }
}
