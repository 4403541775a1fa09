import Gtk

/// Shown where the cards were once every card is decided (or none could
/// be read), in the app's words, with a way to start over when the app offers one.
@MainActor
final class CardStackEmptyState: Container {
    override class var gtkTypeName: String { "TactileCardStackEmptyState" }
    override class var cssName: String { "emptystate" }

    private let words: CardStackWords
    private let icon = Image(iconName: "")
    private let title = Label()
    private let message = Label()
    let startOverButton = Button(label: localized("Start over"))
    var onStartOver: (() -> Void)?
    var canStartOver = false {
        didSet { startOverButton.isVisible = canStartOver }
    }

    init(words: CardStackWords) {
        self.words = words
        super.init(role: .group)
        let column = Box(.vertical, spacing: 12)
        column.valign = .center
        column.halign = .center
        icon.pixelSize = 72
        icon.setAccessibleHidden(true)
        icon.isVisible = false
        icon.setMargins(bottom: 8)
        title.addCSSClass("title")
        message.addCSSClass("message")
        for label in [title, message] {
            label.wraps = true
            label.justification = .center
            label.maxWidthChars = 28
        }
        startOverButton.addCSSClass("suggested-action")
        startOverButton.addCSSClass("pill")
        startOverButton.halign = .center
        startOverButton.setMargins(top: 8)
        startOverButton.isVisible = false
        startOverButton.onClicked { [weak self] in self?.onStartOver?() }
        for part in [icon, title, message, startOverButton] as [Widget] { column.append(part) }
        append(column)
        isVisible = false
    }

    /// `text` replaces the words' `emptyTitle` and `emptyMessage` when nothing failed.
    func show(hasError: Bool, text: (title: String, message: String)? = nil, isVisible visible: Bool) {
        isVisible = visible
        guard visible else { return }
        if hasError {
            title.text = words.loadFailedTitle
            message.text = words.loadFailedMessage
        } else if let text {
            title.text = text.title
            message.text = text.message
        } else {
            title.text = words.emptyTitle
            message.text = words.emptyMessage
        }
        setAccessibleLabel("\(title.text) \(message.text)")
    }

    /// The picture above the words; nil for none.
    func setIcon(_ texture: Texture?) {
        icon.setTexture(texture)
        icon.isVisible = texture != nil
    }

    /// Moves the focus to "Start over", when it is offered.
    @discardableResult
    func focusStartOver() -> Bool {
        startOverButton.isVisible ? startOverButton.grabFocus() : false
    }
}
