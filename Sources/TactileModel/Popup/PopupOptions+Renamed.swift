/// The options' former names, each now spelled as its modifier is.
extension PopupOptions {
    /// Whether a tap on it closes it.
    @available(*, deprecated, renamed: "closeOnTap")
    public var closesOnTapInside: Bool {
        get { closeOnTap }
        set { closeOnTap = newValue }
    }

    /// Whether a tap beside it closes it.
    @available(*, deprecated, renamed: "closeOnTapOutside")
    public var closesOnTapOutside: Bool {
        get { closeOnTapOutside }
        set { closeOnTapOutside = newValue }
    }

    /// For how long after it shows a person cannot dismiss it.
    @available(*, deprecated, renamed: "dismissibleIn")
    public var dismissibleAfter: Duration? {
        get { dismissibleIn }
        set { dismissibleIn = newValue }
    }

    /// The colour laid over the content behind.
    @available(*, deprecated, renamed: "backdrop")
    public var backdropColor: SRGBColor {
        get { backdrop }
        set { backdrop = newValue }
    }

    /// How long until it hides itself.
    @available(*, deprecated, renamed: "autohide")
    public var autohideDelay: Duration? {
        get { autohide }
        set { autohide = newValue }
    }

    /// Whether a drag towards its edge closes it.
    @available(*, deprecated, renamed: "dragToDismiss")
    public var dismissesOnDrag: Bool {
        get { dragToDismiss }
        set { dragToDismiss = newValue }
    }
}

extension PopupQueue {
    /// The backdrop to draw.
    @available(*, deprecated, renamed: "backdrop")
    public var backdropColor: SRGBColor { backdrop }
}
