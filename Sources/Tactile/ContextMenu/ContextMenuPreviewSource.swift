import Gtk

/// Where a context menu's preview comes from: the default card showing a description, or
/// the app's own widget. The item made from it is bound to the app's state, so the preview
/// changes while the menu is open.
@MainActor
enum ContextMenuPreviewSource {
    /// The default card, showing a description (the model's `preview` unless the app gives one).
    case description(@MainActor () -> ContextMenuPreview?)
    /// The app's own widget, made when the menu first shows it.
    case widget(@MainActor () -> Widget)

    /// Whether there is anything to preview now.
    var hasPreview: Bool {
        switch self {
        case .description(let describe): describe() != nil
        case .widget: true
        }
    }

    /// The default card's title and subtitle, naming whose menu it is (a screen reader says
    /// the preview with it, the card itself is hidden); nil for the app's own widget.
    var spokenTitle: String? {
        switch self {
        case .description(let describe):
            describe().map { preview in [preview.title, preview.subtitle].compactMap { $0 }.joined(separator: ", ") }
        case .widget: nil
        }
    }

    /// A new preview item for the menu's first slot.
    func makeItem() -> ContextMenuPreviewItem {
        switch self {
        case .description(let describe):
            let card = PreviewCard()
            let item = ContextMenuPreviewItem(content: card)
            card.bind { card in
                guard let preview = describe() else { return }
                card.show(preview)
            }
            item.bind { item in
                guard let preview = describe() else { return }
                item.describe(preview)
            }
            return item
        case .widget(let make):
            return ContextMenuPreviewItem(content: make())
        }
    }
}
