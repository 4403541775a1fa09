extension ModelBindable {
    /// Shows a popup over this widget's window while `isPresented` is true,
    /// built by `content` each time it appears; a tap, drag, Escape or
    /// auto-hide dismissal sets `isPresented` back to false. The popup goes
    /// to the nearest enclosing `PopupHost`, or to one installed on the
    /// window at the first presentation.
    ///
    ///     button.popup(isPresented: $model.showsPopup) { Label("Hello") }
    @discardableResult
    public func popup(isPresented: Binding<Bool>, options: PopupOptions = PopupOptions(),
                      onDismiss: (@MainActor (PopupDismissReason) -> Void)? = nil,
                      content: @escaping @MainActor () -> Widget) -> Self {
        popup(isPresented: isPresented, options: options, onDismiss: onDismiss, didDismiss: nil, content: content)
    }

    /// Shows a popup while `isPresented` is true, as `popup(isPresented:options:onDismiss:content:)`
    /// does, and runs `onDidDismiss` each time it is gone: its leaving animation over, whatever
    /// dismissed it (see `PopupHost.onDidDismiss(_:_:)`). `onDismiss` runs as it starts to leave.
    ///
    ///     button.popup(isPresented: $model.showsHint) { Label("Hello") } onDidDismiss: { _ in model.next() }
    @discardableResult
    public func popup(isPresented: Binding<Bool>, options: PopupOptions = PopupOptions(),
                      onDismiss: (@MainActor (PopupDismissReason) -> Void)? = nil,
                      content: @escaping @MainActor () -> Widget,
                      onDidDismiss: @escaping @MainActor (PopupDismissReason) -> Void) -> Self {
        popup(isPresented: isPresented, options: options, onDismiss: onDismiss, didDismiss: onDidDismiss, content: content)
    }

    private func popup(isPresented: Binding<Bool>, options: PopupOptions,
                       onDismiss: (@MainActor (PopupDismissReason) -> Void)?,
                       didDismiss: (@MainActor (PopupDismissReason) -> Void)?,
                       content: @escaping @MainActor () -> Widget) -> Self {
        attachPresenter(PopupPresenter(
            anchor: self,
            onDidDismiss: didDismiss,
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
    public func popup<Item: Identifiable>(item: Binding<Item?>, options: PopupOptions = PopupOptions(),
                                                              onDismiss: (@MainActor (PopupDismissReason) -> Void)? = nil,
                                          content: @escaping @MainActor (Item) -> Widget) -> Self {
        popup(item: item, options: options, onDismiss: onDismiss, didDismiss: nil, content: content)
    }

    /// Shows a popup while `item` holds a value, as `popup(item:options:onDismiss:content:)` does,
    /// and runs `onDidDismiss` each time it is gone: its leaving animation over, whatever
    /// dismissed it (see `PopupHost.onDidDismiss(_:_:)`). `onDismiss` runs as it starts to leave.
    @discardableResult
    public func popup<Item: Identifiable>(item: Binding<Item?>, options: PopupOptions = PopupOptions(),
                                          onDismiss: (@MainActor (PopupDismissReason) -> Void)? = nil,
                                          content: @escaping @MainActor (Item) -> Widget,
                                          onDidDismiss: @escaping @MainActor (PopupDismissReason) -> Void) -> Self {
        popup(item: item, options: options, onDismiss: onDismiss, didDismiss: onDidDismiss, content: content)
    }

    private func popup<Item: Identifiable>(item: Binding<Item?>, options: PopupOptions,
                                           onDismiss: (@MainActor (PopupDismissReason) -> Void)?,
                                           didDismiss: (@MainActor (PopupDismissReason) -> Void)?,
                                           content: @escaping @MainActor (Item) -> Widget) -> Self {
        attachPresenter(PopupPresenter(
            anchor: self,
            onDidDismiss: didDismiss,
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
