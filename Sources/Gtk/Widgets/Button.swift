internal import CGtk

/// A `GtkButton`.
@MainActor
open class Button: Widget {
    override class var gtype: GType { gtk_button_get_type() }

    /// A button showing `label`.
    public convenience init(label: String) { self.init(gtk_button_new_with_label(label), ownership: .owned) }
    /// A button showing an icon; give it a name (`setAccessibleLabel`), which its icon does not say.
    public convenience init(iconName: String) {
        self.init(gtk_button_new_from_icon_name(iconName), ownership: .owned)
        iconIsDecorative()
    }
    /// An empty button; set its `child`, `label` or `iconName`. Subclasses of their own
    /// (a row that is a button) call this as `super.init()`.
    public init() { super.init(newInstanceOf: Self.gtype) }

    override init(_ pointer: UnsafeMutableRawPointer, ownership: Ownership) { super.init(pointer, ownership: ownership) }

    var buttonPointer: UnsafeMutablePointer<GtkButton> {
        UnsafeMutableRawPointer(gobject).assumingMemoryBound(to: GtkButton.self)
    }

    /// The button's text, or nil when it shows an icon or a child instead.
    public var label: String? {
        get { gtk_button_get_label(buttonPointer).map { String(cString: $0) } }
        set {
            gtk_button_set_label(buttonPointer, newValue)
            nameMnemonicButtonOnce()
        }
    }

    /// The name of the icon the button shows, or nil.
    public var iconName: String? {
        get { gtk_button_get_icon_name(buttonPointer).map { String(cString: $0) } }
        set {
            gtk_button_set_icon_name(buttonPointer, newValue)
            iconIsDecorative()
        }
    }

    /// The icon GTK made for `iconName` is the button's face, not a part of its own: GTK 4.8
    /// reads it as "GtkImage" before the button's name. And the button is no longer labelled by
    /// the label the icon replaced: newer GTK (4.24) keeps that relation, and it outranks the
    /// accessible label, so an icon button made with a label was named with nothing.
    private final func iconIsDecorative() {
        if let image = child?.as(Image.self) { image.isDecorative = true }
        gtk_accessible_reset_relation(pointer(), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
    }

    /// The widget the button shows, in place of a label or an icon.
    public var child: Widget? {
        get { Object.wrap(gtk_button_get_child(buttonPointer), as: Widget.self) }
        set { gtk_button_set_child(buttonPointer, newValue?.widgetPointer) }
    }

    /// Whether the button draws its frame (false for a flat button).
    public var hasFrame: Bool {
        get { gtk_button_get_has_frame(buttonPointer) != 0 }
        set { gtk_button_set_has_frame(buttonPointer, newValue ? 1 : 0) }
    }

    /// Underlined mnemonic in the label ("_Save" answers Alt+S).
    public var usesUnderline: Bool {
        get { gtk_button_get_use_underline(buttonPointer) != 0 }
        set {
            gtk_button_set_use_underline(buttonPointer, newValue ? 1 : 0)
            nameMnemonicButtonOnce()
        }
    }

    /// GTK 4.8 names a button with a mnemonic twice, "_Save Save": its label text as
    /// written (underscore and all) and again through the label that points back at it
    /// for the mnemonic. Screen readers read both. The name becomes the label as shown.
    private final func nameMnemonicButtonOnce() {
        guard usesUnderline, let label else { return }
        gtk_accessible_reset_relation(pointer(), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        setAccessibleLabel(Mnemonic.displayedText(of: label))
    }

    /// The action ("prefix.name") the button activates, looked up from the button upwards.
    public var actionName: String? {
        get { gtk_actionable_get_action_name(pointer()).map { String(cString: $0) } }
        set { gtk_actionable_set_action_name(pointer(), newValue) }
    }

    /// Sets the parameter the button's action is activated with.
    public func setActionTarget(_ target: Variant?) {
        gtk_actionable_set_action_target_value(pointer(), target?.pointer)
    }

    /// Calls `body` when the button is activated (a click, Space, Return, or a screen reader's action).
    @discardableResult
    public func onClicked(_ body: @escaping @MainActor () -> Void) -> SignalConnection { on("clicked", body) }
}
