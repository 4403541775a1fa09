/// Keeps one popup in step with a binding, as SwiftUI's
/// `.popup(isPresented:)` and `.popup(item:)` do: the binding turning on (or
/// to an item) presents, turning off dismisses, a different item updates the
/// popup in place, and a dismissal by the user (tap, drag, auto-hide) turns
/// the binding off.
///
/// The model does not watch the binding itself: the front end calls `sync()`
/// whenever what it reads changes (the Observation bridge does exactly that).
@MainActor
public final class PopupPresentation<Content> {
    /// The queue it presents in.
    public let queue: PopupQueue<Content>
    /// The options every popup it presents has.
    public let options: PopupOptions
    /// The popup presented for the binding now, if any.
    public private(set) var currentID: PopupID?

    /// What the binding asks for: an identity (the item's id) and the content
    /// for it.
    struct Request {
        let identity: AnyHashable
        let content: @MainActor () -> Content
    }

    /// Nil when the binding says "not presented".
    private let read: @MainActor () -> Request?
    private let clearBinding: @MainActor () -> Void
    private let onDismiss: (@MainActor (PopupDismissReason) -> Void)?
    private var currentIdentity: AnyHashable?

    init(queue: PopupQueue<Content>, options: PopupOptions,
         read: @escaping @MainActor () -> Request?,
         clearBinding: @escaping @MainActor () -> Void,
         onDismiss: (@MainActor (PopupDismissReason) -> Void)?) {
        self.queue = queue
        self.options = options
        self.read = read
        self.clearBinding = clearBinding
        self.onDismiss = onDismiss
        sync()
    }

    /// Brings the queue in line with the binding.
    public func sync() {
        let wanted = read()
        switch (wanted, currentID) {
        case (nil, let id?):
            queue.dismiss(id, reason: .programmatic)
        case (let wanted?, nil):
            currentIdentity = wanted.identity
            currentID = queue.present(wanted.content(), options: options) { [weak self] reason in
                self?.popupDidDismiss(reason)
            }
        case (let wanted?, let id?) where wanted.identity != currentIdentity:
            currentIdentity = wanted.identity
            queue.update(id, content: wanted.content())
        default:
            break
        }
    }

    private func popupDidDismiss(_ reason: PopupDismissReason) {
        currentID = nil
        currentIdentity = nil
        clearBinding()
        onDismiss?(reason)
    }
}

extension PopupQueue {
    /// A popup shown while `isPresented` is true.
    public func popup(isPresented: Binding<Bool>, options: PopupOptions = PopupOptions(),
                      onDismiss: (@MainActor (PopupDismissReason) -> Void)? = nil,
                      content: @escaping @MainActor () -> Content) -> PopupPresentation<Content> {
        PopupPresentation(
            queue: self, options: options,
            read: { isPresented.wrappedValue ? .init(identity: AnyHashable(true), content: content) : nil },
            clearBinding: { if isPresented.wrappedValue { isPresented.wrappedValue = false } },
            onDismiss: onDismiss)
    }

    /// A popup shown while `item` holds a value, built from it; a new item
    /// (another id) updates the popup in place.
    public func popup<Item: Identifiable>(item: Binding<Item?>, options: PopupOptions = PopupOptions(),
                                          onDismiss: (@MainActor (PopupDismissReason) -> Void)? = nil,
                                          content: @escaping @MainActor (Item) -> Content) -> PopupPresentation<Content> {
        PopupPresentation(
            queue: self, options: options,
            read: {
                item.wrappedValue.map { value in .init(identity: AnyHashable(value.id), content: { content(value) }) }
            },
            clearBinding: { if item.wrappedValue != nil { item.wrappedValue = nil } },
            onDismiss: onDismiss)
    }
}
