import Gtk

/// A widget that can be bound to models.
@MainActor
public protocol ModelBindable: Widget {}
extension Widget: ModelBindable {}

extension ModelBindable {
    /// Keeps this widget in step with an expression over `@Observable` models:
    /// `label.bind { $0.text = model.title }`. The closure gets the widget;
    /// it must not capture it.
    @discardableResult
    public func bind(_ update: @escaping @MainActor (Self) -> Void) -> WidgetBinding<Self> {
        let binding = WidgetBinding(widget: self, update: update)
        attachment("tactile-bindings") { BindingList() }.bindings.append(binding)
        BindingScheduler.shared.runFirst { binding.run() }
        return binding
    }

    /// `bind` that returns the widget, for building trees in one expression.
    public func bound(_ update: @escaping @MainActor (Self) -> Void) -> Self {
        bind(update)
        return self
    }
}
