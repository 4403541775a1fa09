import FoundationEssentials
import Glibc
import Tactile
import TactileStore

/// Owns what the running app is made of: data, settings, window and pages,
/// and the application-wide actions.
@MainActor
final class AppController {
    let mainWindow: MainWindow
    private let data: AppData
    private let settings: AppSettings
    /// Made the first time the page is shown: start-up reads no match.
    private let matches: PageMadeOnFirstUse<MatchesPage>
    private let discover: DiscoverPage
    private let popups = AppPopups()
    private let icons: SourceTreeIcons

    init(application: Application, options: CommandLineOptions) {
        // A screenshot must show the defaults, not whatever this user last did.
        settings = options.screenshotPath == nil && BenchReport.requested().isEmpty ? AppSettings() : AppSettings(inMemory: ())
        // The desktop's dark style and high contrast are followed from the start; --style
        // light or dark overrides the colour scheme.
        DesktopStyle.shared.choice = switch options.style {
        case .system: .followDesktop
        case .light: .light
        case .dark: .dark
        }
        data = AppData.open(dataFolder: options.dataFolder)
        for message in data.messages { TactileApp.printError(message) }
        if options.reset { Self.reset(data.store) }
        AppStyle.sheet.install()
        let icons = SourceTreeIcons(shippedFolder: data.shippedFolder)
        self.icons = icons

        let appPopups = popups, openedData = data
        let discover = DiscoverPage(store: data.store, dataFolder: data.shippedFolder ?? URL(fileURLWithPath: "."))
        let matches = PageMadeOnFirstUse { [weak discover] in
            let page = MatchesPage(data: openedData, popups: appPopups)
            // An unmatch comes after the like: the stack's Undo must not take the like back.
            page.onUnmatch = { [weak discover] id in discover?.cardStack.model.itemDecidedElsewhere(id) }
            return page
        }
        self.matches = matches
        discover.tell = { [weak popups] message in popups?.post([message]) }
        discover.loops = settings.loopDeck
        if let catalogue = data.catalogue { discover.follow(catalogue: catalogue) }
        if let missing = data.missingCatalogue, data.store.count == 0 {
            discover.cardStack.emptyStateText = (localized("No profiles to show"), missing)
        }
        // A like or boost liked back is a match, said with the decision and shown once the card has left.
        discover.cardStack.consequence = { decided in
            LikesBackRule.likesBack(decided.item, after: decided.decision)
                ? ProfileCards.matchAnnouncement(with: decided.item) : nil
        }
        discover.cardStack.onConsequence = { [weak popups] decided in popups?.match = decided.item }
        discover.cardStack.onDecision = { DecisionReport.decided($0) }
        discover.cardStack.onUndo = { DecisionReport.undone($0) }
        self.discover = discover
        let avatarFolder = data.shippedFolder?.appendingPathComponent("avatars").path
        mainWindow = MainWindow(application: application, settings: settings, avatarFolder: avatarFolder,
                                beforeIconShown: icons.makeAppIconFindable) { page in
            switch page {
            case .discover: return discover.widget
            case .matches: return matches.page.widget
            case .colors: return ColorsPage().widget
            case .popups: return PopupsPage().widget
            case .about:
                icons.makeAppIconFindable()
                return AboutPage().widget
            }
        }
        Self.followMatchCount(of: data.store, in: mainWindow)
        let initial = options.page ?? AppPage(rawValue: settings.lastPage) ?? .discover
        mainWindow.show(initial)
        if let compact = options.menuCompact { mainWindow.menuModel.appearance = compact ? .compact : .default }
        if options.menuOpen { mainWindow.drawer.open() }
        installApplicationActions(on: application)
        installLoopSetting()
        installPopups()
        popups.post(data.messages)
    }

    func present() { mainWindow.window.present() }

    /// The Matches entry of the side menu counts the matches, following every decision.
    /// A store that cannot be read shows no count (the Matches page says why).
    private static func followMatchCount(of store: ProfileStore, in window: MainWindow) {
        window.drawer.menu.bind { [weak store] menu in
            guard let store else { return }
            _ = store.revision
            let count = try? store.likedProfiles().count
            menu.model.setBadge(count, for: AppPage.matches.rawValue)
        }
    }

    private func installApplicationActions(on application: Application) {
        application.addAction("quit") { [weak self] in self?.mainWindow.window.close() }
        application.addAction("about") { [weak self] in
            guard let self else { return }
            self.icons.makeAppIconFindable()
            let dialog = AboutDialog(programName: AppInfo.name, version: AppInfo.version,
                                     comments: localized("Gesture-driven cards, drawers, menus and popups on GTK, in Swift."),
                                     logoIconName: AppInfo.id, website: "https://github.com/tactile/Tactile",
                                     authors: [localized("The Tactile developers")])
            // Translators: your names, one per line, shown under Credits in the about dialog.
            let credits = localized("translator-credits")
            if credits != "translator-credits" { dialog.translatorCredits = credits }
            dialog.setTransient(for: self.mainWindow.window)
            dialog.isModal = true
            dialog.present()
        }
        // `tactile --reset` started while this instance runs asks here (see TactileApp).
        application.addAction(Self.forgetDecisionsAction) { [weak self] in self?.confirmForgettingDecisions() }
        application.setAccelerators(["<Control>q"], for: "app.quit")
        application.setAccelerators(["F9"], for: "drawer.toggle")
        application.setAccelerators(["<Control>question"], for: "win.show-help-overlay")
        for (index, page) in AppPage.allCases.enumerated() {
            application.setAccelerators(["<Control>\(index + 1)"], for: "win.page::\(page.rawValue)")
        }
    }

    /// "Show Passed Profiles Again" in the main menu: a check item kept in the settings.
    private func installLoopSetting() {
        let loop = SimpleAction(name: "loop-deck", state: Variant(settings.loopDeck))
        loop.onChangeState { [weak loop, weak settings, weak discover] value in
            guard let on = value?.bool else { return }
            loop?.state = Variant(on)
            settings?.loopDeck = on
            discover?.loops = on
        }
        mainWindow.window.add(loop)
    }

    /// The app's popups, each bound to its state in `popups`.
    private func installPopups() {
        let popups = self.popups
        let data = self.data
        discover.widget.popup(item: Binding(popups, \.match), options: .tutorial.closeOnTapOutside(true)) { [weak popups] profile in
            let message = Button(label: localized("_Send a Message"))
            message.usesUnderline = true
            message.addCSSClass("suggested-action")
            message.onClicked { [weak popups] in
                guard let popups, let liked = try? data.store.likedProfiles().first(where: { $0.id == profile.id }) else { return }
                popups.match = nil
                popups.message = liked
            }
            let later = Button(label: localized("_Keep Swiping"))
            later.usesUnderline = true
            later.onClicked { popups?.match = nil }
            return MatchCard.make(for: profile, avatar: data.avatarFile(for: profile), title: localized("It's a Match!"),
                                  actions: [later, message])
        }
        // On the window, not the Matches page: the match popup's "Send a Message" opens it on
        // Discover, before the Matches page is ever made.
        mainWindow.drawer.popup(item: Binding(popups, \.message), options: .tutorial.closeOnTap(false)
            .closeOnTapOutside(true)) { [weak popups] liked in
            // Translators: a message to copy; {hobby} is the profile's hobby, in lower case.
            let greeting = localized("Hi {name}! How is the {hobby} going?",
                                     ["name": liked.profile.name, "hobby": liked.profile.hobby.lowercased()])
            let copy = Button(label: localized("_Copy Greeting"))
            copy.usesUnderline = true
            copy.addCSSClass("suggested-action")
            copy.onClicked { [weak copy, weak popups] in
                copy?.copyToClipboard(greeting)
                popups?.message = nil
            }
            let close = Button(label: localized("_Close"))
            close.usesUnderline = true
            close.onClicked { popups?.message = nil }
            let card = MatchCard.make(for: liked.profile, avatar: data.avatarFile(for: liked.profile),
                                      title: localized("Message {name}", ["name": liked.profile.name]), actions: [close, copy])
            return card
        }
        mainWindow.drawer.popup(item: Binding(popups, \.notice),
                                options: PopupOptions().kind(.toast).position(.top).autohide(after: .seconds(6))
                                    .closeOnTap(true)) { notice in
            let label = Label(notice.text)
            label.wraps = true
            label.wrapMode = .wordOrCharacter
            label.maxWidthChars = 40
            label.setMargins(12)
            return label
        } onDidDismiss: { [weak popups] _ in
            // The next notice comes once this one has slid away, not over it as it leaves.
            popups?.noticeGone()
        }
    }

    static let forgetDecisionsAction = "forget-decisions"

    /// Asks in the window, as a modal popup, before forgetting every decision; the pages
    /// follow the store once it is done.
    private func confirmForgettingDecisions() {
        present()
        let store = data.store
        let count = (try? store.recordedDecisions().count) ?? 0
        let title = Label(localized("Forget every decision?"))
        title.addCSSClass("title-2")
        title.wraps = true
        let text = Label(localized.plural(
            "Forget {count} decision? Your matches go with it and every profile shows again. This cannot be undone.",
            "Forget all {count} decisions? Your matches go with them and every profile shows again. This cannot be undone.",
            count: count))
        text.wraps = true
        text.maxWidthChars = 36
        text.justification = .center
        let cancel = Button(label: localized("_Cancel"))
        cancel.usesUnderline = true
        let forget = Button(label: localized("_Forget"))
        forget.usesUnderline = true
        forget.addCSSClass("destructive-action")
        let buttons = Box(.horizontal, spacing: 12)
        buttons.halign = .center
        buttons.append(cancel)
        buttons.append(forget)
        let box = Box(.vertical, spacing: 12)
        box.setMargins(24)
        for part in [title, text, buttons] as [Widget] { box.append(part) }
        let host = PopupHost.install(on: mainWindow.window)
        let id = host.present(box, options: PopupOptions.tutorial.closeOnTap(false).dragToDismiss(false)
            .backdrop(SRGBColor(red: 0, green: 0, blue: 0, opacity: 0.35)).allowsTapsThrough(false).priority(.high))
        cancel.onClicked { [weak host] in host?.dismiss(id) }
        forget.onClicked { [weak host, weak popups] in
            host?.dismiss(id)
            do {
                try store.forgetAllDecisions()
                DecisionReport.forgotAll()
                popups?.post([localized.plural("Forgot {count} decision.", "Forgot {count} decisions.", count: count)])
            } catch {
                popups?.post([localized("could not forget the decisions: {error}", ["error": StoreMessages.text(for: error)])])
            }
        }
    }

    /// `--reset`: forget every decision, after asking when a person is at the terminal.
    private static func reset(_ store: ProfileStore) {
        let count = (try? store.recordedDecisions().count) ?? 0
        if isatty(STDIN_FILENO) != 0 {
            // Translators: keep the answer letters in step with "y" and "yes" below.
            print(localized.plural("Forget {count} decision? This cannot be undone. [y/N] ",
                                   "Forget all {count} decisions? This cannot be undone. [y/N] ", count: count),
                  terminator: "")
            fflush(nil)
            // Translators: the answers that confirm forgetting (English "y" and "yes" are always accepted).
            let yes: Set = ["y", "yes", localized("y"), localized("yes")]
            guard let answer = readLine()?.lowercased(), yes.contains(answer) else {
                print(localized("Nothing was forgotten."))
                return
            }
        }
        do {
            try store.forgetAllDecisions()
            print(localized.plural("Forgot {count} decision.", "Forgot {count} decisions.", count: count))
        } catch {
            TactileApp.printError(localized("could not forget the decisions: {error}", ["error": StoreMessages.text(for: error)]))
        }
    }
}
