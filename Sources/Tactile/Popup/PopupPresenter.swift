/// Keeps one `.popup(isPresented:)` or `.popup(item:)` in step with its
/// binding: watches the binding, finds the host once the anchor is in a
/// window, and lets `PopupPresentation` turn each change into the queue's
/// present, update or dismiss.
///
/// Owned by its anchor widget; holds the anchor and the host weakly.
@MainActor
final class PopupPresenter {
    private weak var anchor: Widget?
    private weak var host: PopupHost?
    private let wantsPopup: @MainActor () -> Bool
    private let makePresentation: @MainActor (PopupQueue<PopupContent>) -> PopupPresentation<PopupContent>
    private var presentation: PopupPresentation<PopupContent>?
    private var watch: ObservationWatch?
    /// Runs each time a popup it presented is gone (`PopupHost.onDidDismiss`).
    private let onDidDismiss: (@MainActor (PopupDismissReason) -> Void)?
    /// The last popup `onDidDismiss` was given to.
    private var watchedID: PopupID?

    init(anchor: Widget, onDidDismiss: (@MainActor (PopupDismissReason) -> Void)? = nil, wantsPopup: @escaping @MainActor () -> Bool,
         makePresentation: @escaping @MainActor (PopupQueue<PopupContent>) -> PopupPresentation<PopupContent>) {
        self.anchor = anchor
        self.onDidDismiss = onDidDismiss
        self.wantsPopup = wantsPopup
        self.makePresentation = makePresentation
        watch = ObservationWatch(read: { _ = wantsPopup() }, changed: { [weak self] in self?.sync() })
        // A binding already true before the anchor is in a window presents
        // once it is shown.
        anchor.on("map") { [weak self] in self?.sync() }
        sync()
    }

    /// Brings the popup in line with the binding.
    func sync() {
        defer { watchForDidDismiss() }
        if let presentation, host != nil {
            presentation.sync()
            return
        }
        guard wantsPopup(), let anchor, anchor.isMapped, let host = PopupHost.resolve(for: anchor) else { return }
        self.host = host
        // Its initializer presents at once.
        presentation = makePresentation(host.queue)
    }

    /// Gives `onDidDismiss` to the host for a popup just presented.
    private func watchForDidDismiss() {
        guard let onDidDismiss, let host, let id = presentation?.currentID, id != watchedID else { return }
        watchedID = id
        host.onDidDismiss(id, onDidDismiss)
    }
}
