import Observation
import Tactile

/// The Popups page: a gallery of buttons, each presenting one kind or option
/// of the popup component, over a popup host of the page's own (so popups
/// stay inside the page). The last dismissal's reason shows at the bottom.
@MainActor
final class PopupsPage {
    let widget: Widget
    private let state = PopupsPageState()
    private let host: PopupHost
    private let column = Box(.vertical, spacing: 8)
    /// The gallery's two columns, so every button fits the window's default height: the
    /// anchors' options, then the queue's priorities and the options beyond the anchors.
    private let columns = Box(.horizontal, spacing: 12)
    /// The column the next gallery buttons go to.
    private var galleryColumn = Box(.vertical, spacing: 8)

    init() {
        PopupsPageStyle.install()
        column.setMargins(18)
        column.valign = .start
        let intro = Label(localized("Each button shows a popup. Tap a popup to close it unless it says otherwise."))
        intro.wraps = true
        intro.xalign = 0
        intro.addCSSClass("dim-label")
        column.append(intro)

        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.child = column
        host = PopupHost(content: scroller)
        widget = host
        columns.isHomogeneous = true
        column.append(columns)

        startColumn()
        addTutorialPopup()
        addTopToast()
        addBottomFloater()
        addModal()
        addAutohidingToast()
        addDragSheet()
        addBackdropPopup()
        addLoadingPopup()
        startColumn()
        addPriorityDemo()
        addUndoToast()
        addPersistentToast()
        addCentreScalePopup()
        addNinePositions()
        addDismissAll()
        addLockedPopup()
        addScrollingSheet()

        let reason = Label()
        reason.xalign = 0
        reason.addCSSClass("dim-label")
        reason.setMargins(top: 6)
        let state = self.state
        reason.bind {
            $0.text = state.lastReason.map(Self.sentence(closedBy:)) ?? localized("No popup closed yet")
        }
        column.append(reason)
    }

    // MARK: The gallery

    private func addTutorialPopup() {
        addDemo(localized("The tutorial's popup"), localized("Slides up with a 0.3 s ease-out; tap it to close"),
                icon: "go-up-symbolic", shows: \.showsTutorial) {
            message(localized("Hello from the bottom"), localized("Tap me and I slide back out"), icon: "face-smile-symbolic")
        }
    }

    private func addTopToast() {
        addDemo(localized("Top toast"), localized("Full width at the top edge, hides after 3 s"), icon: "mail-unread-symbolic",
                shows: \.showsTopToast,
                options: PopupOptions().kind(.toast).position(.top).autohide(after: .seconds(3))) {
            message(localized("New message"), localized("From the top edge"), icon: "mail-unread-symbolic")
        }
    }

    private func addBottomFloater() {
        addDemo(localized("Bottom floater"), localized("A card kept clear of the edges"), icon: "view-dual-symbolic",
                shows: \.showsFloater, options: PopupOptions().kind(.floater(verticalPadding: 16, horizontalPadding: 16))) {
            message(localized("Floating card"), localized("Tap or drag down to close"), icon: "view-dual-symbolic")
        }
    }

    private func addModal() {
        let state = self.state
        addDemo(localized("Centred modal"), localized("Takes the focus; Escape or a button closes it"), icon: "dialog-question-symbolic",
                shows: \.showsModal,
                options: PopupOptions.tutorial.closeOnTap(false).dragToDismiss(false)
                    .backdrop(SRGBColor(red: 0, green: 0, blue: 0, opacity: 0.35)).allowsTapsThrough(false)) {
            let box = Box(.vertical, spacing: 12)
            box.setSizeRequest(width: 260)
            let title = Label(localized("Delete this profile?"))
            title.addCSSClass("title-4")
            let body = Label(localized("It leaves your matches too. This cannot be undone."))
            body.wraps = true
            body.maxWidthChars = 28
            let buttons = Box(.horizontal, spacing: 8)
            buttons.isHomogeneous = true
            let cancel = Button(label: localized("Cancel"))
            cancel.onClicked { state.showsModal = false }
            let delete = Button(label: localized("Delete"))
            delete.addCSSClass("destructive-action")
            delete.onClicked { state.showsModal = false }
            buttons.append(cancel)
            buttons.append(delete)
            box.append(title)
            box.append(body)
            box.append(buttons)
            return box
        }
    }

    private func addAutohidingToast() {
        addDemo(localized("Auto-hiding toast"), localized("Gone after 2 s; waits while you hover it"), icon: "alarm-symbolic",
                shows: \.showsSavedToast, options: PopupOptions().kind(.toast).autohide(after: .seconds(2))) {
            message(localized("Changes saved"), localized("Hover to keep me here"), icon: "document-save-symbolic")
        }
    }

    private func addDragSheet() {
        addDemo(localized("Drag-to-dismiss sheet"), localized("Drag it down 80 points, or flick it"), icon: "go-down-symbolic",
                shows: \.showsSheet,
                options: PopupOptions().kind(.floater(verticalPadding: 8, horizontalPadding: 8))
                    .closeOnTap(false).dragToDismiss(true, distance: 80)) {
            let box = Box(.vertical, spacing: 10)
            let grabber = Container(role: .presentation, cssClasses: ["tactile-popups-page-grabber"])
            grabber.setSizeRequest(width: 40, height: 5)
            grabber.halign = .center
            box.append(grabber)
            box.append(message(localized("A sheet"), localized("Drag me down to close me; a short drag springs back"),
                               icon: "go-down-symbolic"))
            return box
        }
    }

    private func addBackdropPopup() {
        addDemo(localized("Backdrop, tap outside"), localized("Dims the page; a tap beside it closes it"),
                icon: "weather-clear-night-symbolic", shows: \.showsBackdrop,
                options: PopupOptions.tutorial.closeOnTap(false).closeOnTapOutside(true)
                    .backdrop(SRGBColor(red: 0.05, green: 0.05, blue: 0.15, opacity: 0.5))
                    .allowsTapsThrough(false)) {
            message(localized("Look around"), localized("Tap outside to close"), icon: "weather-clear-night-symbolic")
        }
    }

    private func addLoadingPopup() {
        let state = self.state
        galleryButton(localized("Loading, then done"), localized("One popup updated in place"), icon: "emblem-synchronizing-symbolic") {
            state.upload = .loading
            MainLoop.timeout(milliseconds: 1500) {
                if state.upload == .loading { state.upload = .done }
                return false
            }
        }
        .popup(item: Bindable(state).upload,
               options: PopupOptions().kind(.floater()).position(.top).autohide(after: .seconds(4)),
               onDismiss: state.record) { upload in
            upload == .loading
                ? message(localized("Uploading photo…"), localized("This takes a moment"), icon: "emblem-synchronizing-symbolic")
                : message(localized("Photo uploaded"), localized("Updated in place, no second popup"), icon: "emblem-ok-symbolic")
        }
    }

    private func addPriorityDemo() {
        let state = self.state
        let button = galleryButton(localized("Priorities"), localized("Three toasts at once: high first, then normal, then low"),
                                   icon: "view-list-ordered-symbolic") {}
        button.onClicked { [weak button] in
            guard let button, let host = button.ancestor(of: PopupHost.self) else { return }
            let toast = PopupOptions().kind(.toast).autohide(after: .milliseconds(1500))
            for (title, priority) in [(localized("Low priority"), PopupPriority.low), (localized("Normal priority"), .normal),
                                      (localized("High priority"), .high)] {
                host.present(message(title, localized("Waits for its turn in the bottom slot"), icon: "view-list-ordered-symbolic"),
                             options: toast.priority(priority), onDismiss: state.record)
            }
        }
    }

    private func startColumn() {
        galleryColumn = Box(.vertical, spacing: 8)
        galleryColumn.valign = .start
        columns.append(galleryColumn)
    }

    /// A toast with Undo: archiving again while it shows counts up in the same toast.
    private func addUndoToast() {
        let state = self.state
        let host = self.host
        galleryButton(localized("Toast with Undo"), localized("Archive again while it shows: the same toast counts up"),
                      icon: "edit-undo-symbolic") { [weak host] in
            state.undone = false
            state.archived += 1
            let title = localized.plural("{count} profile archived", "{count} profiles archived", count: state.archived)
            if let toast = state.undoToast {
                toast.title = title
                return
            }
            let toast = PopupToast(title: title, actionLabel: localized("Undo")) {
                state.archived = 0
                state.undone = true
            }
            state.undoToast = toast
            host?.present(toast, options: .toast) { reason in
                if reason != .action { state.archived = 0 }
                state.undoToast = nil
                state.record(reason)
            }
        }
        let undone = Label()
        undone.xalign = 0
        undone.addCSSClass("dim-label")
        undone.bind { $0.isVisible = state.undone; $0.text = localized("Archiving undone") }
        galleryColumn.append(undone)
    }

    /// A toast with a timeout of 0: it stays until tapped or dismissed.
    private func addPersistentToast() {
        let state = self.state
        let host = self.host
        galleryButton(localized("Toast until dismissed"), localized("Timeout 0: stays until you tap it"),
                      icon: "network-offline-symbolic") { [weak host] in
            host?.present(PopupToast(title: localized("You are offline; changes wait until you are back")),
                          options: PopupOptions.toast.position(.top).autohide(after: .zero), onDismiss: state.record)
        }
    }

    /// Grows from its centre, leaves across the top edge.
    private func addCentreScalePopup() {
        addDemo(localized("Grow from the centre"), localized("Scales in from its centre, leaves across the top"),
                icon: "zoom-in-symbolic", shows: \.showsCentreScale,
                options: PopupOptions().appearFrom(.centerScale).disappearTo(.edge(.top))) {
            message(localized("Grown in place"), localized("Tap me and I leave upwards"), icon: "zoom-in-symbolic")
        }
    }

    /// One small floater in each of the nine positions, all at once (each its own slot).
    private func addNinePositions() {
        let state = self.state
        let host = self.host
        galleryButton(localized("Nine positions"), localized("A floater in every position; each hides after 8 s"),
                      icon: "view-grid-symbolic") { [weak host] in
            for (position, name) in Self.positionNames {
                let label = Label(name)
                label.addCSSClass("heading")
                host?.present(label, options: PopupOptions().kind(.floater()).position(position)
                    .appearFrom(position == .center ? .centerScale : .edge(position.defaultEdge)).autohide(after: .seconds(8)),
                              onDismiss: state.record)
            }
        }
    }

    private static var positionNames: [(PopupPosition, String)] {
        [(.topLeading, localized("Top leading")), (.top, localized("Top")), (.topTrailing, localized("Top trailing")),
         (.leading, localized("Leading")), (.center, localized("Centre")), (.trailing, localized("Trailing")),
         (.bottomLeading, localized("Bottom leading")), (.bottom, localized("Bottom")),
         (.bottomTrailing, localized("Bottom trailing"))]
    }

    private func addDismissAll() {
        let host = self.host
        galleryButton(localized("Dismiss all"), localized("Closes every popup on this page, shown or waiting"),
                      icon: "edit-clear-all-symbolic") { [weak host] in host?.dismissAll() }
    }

    /// Taps and Escape do nothing for its first 3 s (PopupView's `dismissibleIn`).
    private func addLockedPopup() {
        addDemo(localized("Read first"), localized("No tap or Escape closes it for 3 s"), icon: "changes-prevent-symbolic",
                shows: \.showsLocked,
                options: PopupOptions.tutorial.dismissibleIn(.seconds(3))
                    .backdrop(SRGBColor(red: 0, green: 0, blue: 0, opacity: 0.35)).allowsTapsThrough(false)) {
            message(localized("Terms changed"), localized("Read this; after 3 s a tap or Escape closes it"),
                    icon: "changes-prevent-symbolic")
        }
    }

    /// A sheet at half height whose list scrolls: a drag down closes it only from the list's top.
    private func addScrollingSheet() {
        addDemo(localized("Scrolling sheet"), localized("Half or full height; its list scrolls without closing it"),
                icon: "view-list-symbolic", shows: \.showsScrollingSheet,
                options: PopupOptions().kind(.sheet).detents([.medium, .large]).closeOnTap(false)
                    .dragToDismiss(true, distance: 80)
                    .backdrop(SRGBColor(red: 0, green: 0, blue: 0, opacity: 0.3)).allowsTapsThrough(false)) {
            let box = Box(.vertical, spacing: 6)
            box.append(PopupSheetHandle())
            let title = Label(localized("Messages"))
            title.addCSSClass("title-4")
            box.append(title)
            let list = Box(.vertical, spacing: 0)
            for number in 1...40 {
                let row = Label(localized("Message {number}", ["number": String(number)]))
                row.xalign = 0
                row.setMargins(top: 8, bottom: 8, start: 18, end: 18)
                list.append(row)
            }
            let scroller = ScrolledWindow()
            scroller.setPolicy(horizontal: .never, vertical: .automatic)
            scroller.vexpand = true
            scroller.child = list
            box.append(scroller)
            return box
        }
    }

    /// How the last popup went away, as a whole sentence for translators.
    private static func sentence(closedBy reason: PopupDismissReason) -> String {
        switch reason {
        case .programmatic: localized("The last popup was closed by the app.")
        case .tapInside: localized("The last popup was closed by a tap on it.")
        case .tapOutside: localized("The last popup was closed by a tap outside it.")
        case .drag: localized("The last popup was dragged away.")
        case .autohide: localized("The last popup hid itself when its time was up.")
        case .escape: localized("The last popup was closed with the Escape key.")
        case .action: localized("The last popup was closed by its action button.")
        }
    }

    // MARK: Pieces

    /// A gallery button that turns `flag` on, and the popup shown while it is.
    private func addDemo(_ title: String, _ subtitle: String, icon: String,
                         shows flag: ReferenceWritableKeyPath<PopupsPageState, Bool>,
                         options: PopupOptions = .tutorial, content: @escaping @MainActor () -> Widget) {
        let state = self.state
        galleryButton(title, subtitle, icon: icon) { state[keyPath: flag] = true }
            .popup(isPresented: Binding(state, flag), options: options, onDismiss: state.record, content: content)
    }

    @discardableResult
    private func galleryButton(_ title: String, _ subtitle: String, icon: String,
                               action: @escaping @MainActor () -> Void) -> Button {
        let button = Button()
        button.addCSSClass("tactile-popups-page-item")
        let text = iconRow(title, subtitle, icon: icon, iconSize: 16)
        text.subtitle.addCSSClass("dim-label")
        button.child = text.row
        button.setAccessibleLabel(title)
        button.setAccessibleDescription(subtitle)
        button.onClicked(action)
        galleryColumn.append(button)
        return button
    }
}

/// A popup's content: an icon beside a title and a line of text.
@MainActor
private func message(_ title: String, _ subtitle: String, icon: String) -> Widget {
    let text = iconRow(title, subtitle, icon: icon, iconSize: 24)
    text.subtitle.maxWidthChars = 32
    return text.row
}

/// An icon beside a bold title over a wrapping line of text.
@MainActor
private func iconRow(_ title: String, _ subtitle: String, icon: String,
                     iconSize: Int) -> (row: Widget, subtitle: Label) {
    let row = Box(.horizontal, spacing: 12)
    let image = Image(iconName: icon)
    image.pixelSize = iconSize
    row.append(image)
    let text = Box(.vertical, spacing: 2)
    text.valign = .center
    text.hexpand = true
    let titleLabel = Label(title)
    titleLabel.xalign = 0
    titleLabel.addCSSClass("heading")
    let subtitleLabel = Label(subtitle)
    subtitleLabel.xalign = 0
    subtitleLabel.wraps = true
    text.append(titleLabel)
    text.append(subtitleLabel)
    row.append(text)
    return (row, subtitleLabel)
}

/// What the gallery's popups are bound to.
@MainActor
@Observable
private final class PopupsPageState {
    var showsTutorial = false
    var showsTopToast = false
    var showsFloater = false
    var showsModal = false
    var showsSavedToast = false
    var showsSheet = false
    var showsBackdrop = false
    var showsCentreScale = false
    var showsLocked = false
    var showsScrollingSheet = false
    /// Profiles archived since the Undo toast appeared.
    var archived = 0
    var undone = false
    /// The Undo toast while it shows, updated in place.
    @ObservationIgnored weak var undoToast: PopupToast?
    var upload: Upload?
    var lastReason: PopupDismissReason?

    enum Upload: String, Identifiable {
        case loading, done
        var id: String { rawValue }
    }

    func record(_ reason: PopupDismissReason) { lastReason = reason }
}

/// The gallery's own look: rows as flat cards, the sheet's grabber.
@MainActor
private enum PopupsPageStyle {
    private static var installed = false

    static func install() {
        guard !installed else { return }
        installed = true
        CSSProvider(css: """
        .tactile-popups-page-item { padding: 6px 12px; }
        .tactile-popups-page-grabber { background-color: alpha(currentColor, 0.3); border-radius: 3px; }
        """).applyToDisplay()
    }
}
