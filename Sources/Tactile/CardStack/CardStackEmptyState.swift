import Gtk

/// Shown where the cards were once every profile is decided (or none could
/// be read), with a way to start over when the app offers one.
@MainActor
final class CardStackEmptyState: Container {
    override class var gtkTypeName: String { "TactileCardStackEmptyState" }
    override class var cssName: String { "emptystate" }

    private let title = Label()
    private let message = Label()
    let startOverButton = Button(label: localized("Start over"))
    var onStartOver: (() -> Void)?
    var canStartOver = false {
        didSet { startOverButton.isVisible = canStartOver }
    }

    init() {
        super.init(role: .group)
        let column = Box(.vertical, spacing: 12)
        column.valign = .center
        column.halign = .center
        let icon = CardStackIcon.discover.image(size: 72)
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

    /// `text` replaces "You've seen everyone" when nothing failed.
    func show(hasError: Bool, text: (title: String, message: String)? = nil, isVisible visible: Bool) {
        isVisible = visible
        guard visible else { return }
        if hasError {
            title.text = localized("Profiles could not be loaded")
            message.text = localized("Something went wrong reading the profiles. Try again later.")
        } else if let text {
            title.text = text.title
            message.text = text.message
        } else {
            title.text = localized("You've seen everyone")
            message.text = localized("There are no more profiles around you right now.")
        }
        setAccessibleLabel("\(title.text) \(message.text)")
    }

    /// Moves the focus to "Start over", when it is offered.
    @discardableResult
    func focusStartOver() -> Bool {
        startOverButton.isVisible ? startOverButton.grabFocus() : false
    }
}
