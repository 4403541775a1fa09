extension PopupOptions {
    /// The tutorial's popup: slides in from the bottom with a 0.3 s ease-out,
    /// centred, closed by a tap. A preset to ask for, as `.toast` is; the default everywhere
    /// is `PopupOptions()`.
    public static var tutorial: PopupOptions {
        PopupOptions().animation(.easeOut(.cubic, duration: .milliseconds(300)))
    }

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
