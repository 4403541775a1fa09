extension PopupOptions {
    /// The tutorial's popup, which is what `PopupOptions()` gives now.
    @available(*, deprecated, message: "use PopupOptions(), the same options")
    public static var tutorial: PopupOptions { PopupOptions() }

    /// Dialog-like popups (kind `.default`) and sheets are modal: they take the
    /// focus, keep it while shown and close on Escape. Toasts and floaters are
    /// notices: out of the focus chain, announced as alerts.
    public var isModal: Bool {
        switch kind {
        case .default, .sheet: true
        case .toast, .floater: false
        }
    }
}
