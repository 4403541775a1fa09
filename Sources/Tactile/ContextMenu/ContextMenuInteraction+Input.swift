import Gtk

/// The inputs that open a context menu and run its items: a right-click, a long press (a
/// finger, or the mouse held down), the Menu key or Shift+F10 with the focus in the owner,
/// and the items' own shortcuts, menu open or not.
extension ContextMenuInteraction {
    func connectInput(to owner: Widget) {
        // A menu opened by a mouse button shows when the button is let go (see
        // ButtonReleaseWaiter); a finger's long press shows it at once, the finger still down.
        let click = ClickGesture(button: 3)
        click.onPressed { [weak self, weak click, weak owner] _, x, y in
            click?.setState(.claimed)
            self?.presentOnRelease(in: owner, trigger: .secondaryClick, at: (x, y))
        }
        owner.addController(click)

        let longPress = LongPressGesture()
        longPress.onPressed { [weak self, weak longPress, weak owner] x, y in
            guard let longPress else { return }
            longPress.setState(.claimed)
            if longPress.isTouch {
                self?.menu?.present(trigger: .longPress, at: (x, y))
            } else {
                self?.presentOnRelease(in: owner, trigger: .longPress, at: (x, y))
            }
        }
        owner.addController(longPress)

        // The items' own shortcuts (the accelerators the menu shows) work
        // with the focus in the widget, menu open or not.
        let itemKeys = KeyController()
        itemKeys.onKeyPressed { [weak self] keyval, _, state in
            self?.runShortcut(keyval, state) ?? false
        }
        owner.addController(itemKeys)

        let keys = ShortcutController()
        for trigger in ["<Shift>F10", "Menu"] {
            keys.add(trigger: trigger) { [weak self] in
                guard let menu = self?.menu else { return false }
                menu.present(trigger: .keyboard)
                return true
            }
        }
        owner.addController(keys)
    }

    private func presentOnRelease(in owner: Widget?, trigger: ContextMenuTrigger, at point: (x: Double, y: Double)) {
        guard let root = owner?.root else { return }
        ButtonReleaseWaiter.waiter(for: root).onRelease { [weak self] in
            self?.menu?.present(trigger: trigger, at: point)
        }
    }

    func connectPopoverKeys(to popover: PopoverMenu) {
        // Escape is the one dismissal GTK does not tell apart from an outside click.
        let keys = KeyController()
        keys.propagationPhase = .capture
        keys.onKeyPressed { [weak self] keyval, _, state in
            guard let self else { return false }
            if keyval == Key.escape, self.isOpen, self.isShowingTopLevel { self.dismissal.note(.escape) }
            return self.runShortcut(keyval, state)
        }
        popover.addController(keys)
    }

    /// Runs the enabled item whose shortcut the key press is; true if one ran.
    /// A plain typed character is never a shortcut here (it is the menu's
    /// mnemonics and the widget's own typing), so the items are only built
    /// for presses with a modifier or of a special key.
    private func runShortcut(_ keyval: UInt32, _ modifiers: KeyModifiers) -> Bool {
        let commandKeys: KeyModifiers = [.control, .alt, .super]
        guard !modifiers.intersection(commandKeys).isEmpty || Key.character(keyval) == nil else { return false }
        menu?.refreshItemsIfClosed()
        guard let item = model.shownMenu.allItems.first(where: { item in
            item.submenu == nil && item.shortcut.map { Key.press(keyval, modifiers, matches: $0.gtkAccelerator) } == true
        }) else { return false }
        return run(item)
    }

    /// Escape in a submenu goes back to the parent menu instead of closing.
    private var isShowingTopLevel: Bool {
        guard let popover else { return true }
        return DestructiveItemStyler.descendants(of: popover).compactMap { $0.as(Stack.self) }.first?.visiblePageName ?? "main" == "main"
    }
}
