extension ModelBindable {
    /// Shows a popup over this widget's window while `isPresented` is true,
    /// built by `content` each time it appears; a tap, drag, Escape or
    /// auto-hide dismissal sets `isPresented` back to false. The popup goes
    /// to the nearest enclosing `PopupHost`, or to one installed on the
    /// window at the first presentation.
    ///
    ///     button.popup(isPresented: $model.showsPopup) { Label("Hello") }
    @discardableResult
    public func popup(isPresented: Binding<Bool>, options: PopupOptions = .tutorial,
                      onDismiss: (@MainActor (PopupDismissReason) -> Void)? = nil,
                      content: @escaping @MainActor () -> Widget) -> Self {
        attachPresenter(PopupPresenter(
            anchor: self,
            wantsPopup: { isPresented.wrappedValue },
            makePresentation: { queue in
                queue.popup(isPresented: isPresented, options: options, onDismiss: onDismiss) {
                    PopupContent(content())
                }
            }))
        return self
    }

    /// Shows a popup while `item` holds a value, built from it; another item
    /// (a different id) replaces the content in place, without sliding again.
    @discardableResult
    public func popup<Item: Identifiable>(item: Binding<Item?>, options: PopupOptions = .tutorial,
                                                              onDismiss: (@MainActor (PopupDismissReason) -> Void)? = nil,
                                          content: @escaping @MainActor (Item) -> Widget) -> Self {
        attachPresenter(PopupPresenter(
            anchor: self,
            // Reads the id too, so a new item is noticed as a change.
            wantsPopup: { item.wrappedValue.map { _ = $0.id; return true } ?? false },
            makePresentation: { queue in
                queue.popup(item: item, options: options, onDismiss: onDismiss) { value in
                    PopupContent(content(value))
                }
            }))
        return self
    }

    private func attachPresenter(_ presenter: PopupPresenter) {
        attachment("tactile-popup-presenters") { PopupPresenterList() }.presenters.append(presenter)
    }
}

/// The presenters one widget owns (released with the widget).
@MainActor
final class PopupPresenterList {
    var presenters: [PopupPresenter] = []
}
