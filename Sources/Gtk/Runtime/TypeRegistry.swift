internal import CGtk

/// Which Swift class wraps which GType, so that a pointer handed out by GTK
/// (a parent, a child, a list item) gets the most specific wrapper.
@MainActor
enum TypeRegistry {
    typealias Factory = @MainActor (UnsafeMutablePointer<GObject>) -> Object

    private static var factories: [GType: Factory] = [:]
    /// An app's wrappers, by GType name: its types may not be registered with GLib yet.
    private static var namedFactories: [String: Factory] = [:]
    private static var registeredBuiltIns = false

    /// Registers a wrapper class for its GType; later registrations win.
    static func register(_ type: GType, factory: @escaping Factory) {
        factories[type] = factory
    }

    /// Registers an app's wrapper class for the GType called `name`; later registrations win.
    static func register(typeNamed name: String, factory: @escaping Factory) {
        namedFactories[name] = factory
    }

    static func makeWrapper(borrowing object: UnsafeMutablePointer<GObject>) -> Object {
        registerBuiltInsOnce()
        var type = cgtk_instance_type(object)
        while type != 0 {
            if !namedFactories.isEmpty, let factory = namedFactories[String(cString: g_type_name(type))] {
                return factory(object)
            }
            if let factory = factories[type] { return factory(object) }
            type = g_type_parent(type)
        }
        return Object(object, ownership: .borrowed)
    }

    private static func registerBuiltInsOnce() {
        guard !registeredBuiltIns else { return }
        registeredBuiltIns = true
        for wrapper in builtInWrappers { wrapper() }
    }
}

/// The stock classes, registered on first use of `Object.wrap`.
@MainActor
private let builtInWrappers: [@MainActor () -> Void] = [
    { register(Widget.self) { Widget($0, ownership: .borrowed) } },
    { register(Window.self) { Window($0, ownership: .borrowed) } },
    { register(Label.self) { Label($0, ownership: .borrowed) } },
    { register(Button.self) { Button($0, ownership: .borrowed) } },
    { register(ToggleButton.self) { ToggleButton($0, ownership: .borrowed) } },
    { register(Box.self) { Box($0, ownership: .borrowed) } },
    { register(Overlay.self) { Overlay($0, ownership: .borrowed) } },
    { register(Stack.self) { Stack($0, ownership: .borrowed) } },
    { register(Image.self) { Image($0, ownership: .borrowed) } },
    { register(Picture.self) { Picture($0, ownership: .borrowed) } },
    { register(ScrolledWindow.self) { ScrolledWindow($0, ownership: .borrowed) } },
    { register(Revealer.self) { Revealer($0, ownership: .borrowed) } },
    { register(Popover.self) { Popover($0, ownership: .borrowed) } },
    { register(PopoverMenu.self) { PopoverMenu($0, ownership: .borrowed) } },
    { register(HeaderBar.self) { HeaderBar($0, ownership: .borrowed) } },
    { register(ListView.self) { ListView($0, ownership: .borrowed) } },
    { register(ListItem.self) { ListItem($0, ownership: .borrowed) } },
    { register(StringObject.self) { StringObject($0, ownership: .borrowed) } },
    { register(Application.self) { Application($0, ownership: .borrowed) } },
    { register(SimpleAction.self) { SimpleAction($0, ownership: .borrowed) } },
    { register(FrameClock.self) { FrameClock($0, ownership: .borrowed) } },
    { register(Container.self) { Container($0, ownership: .borrowed) } },
    { register(LayoutManager.self) { LayoutManager($0, ownership: .borrowed) } },
    { register(EventController.self) { EventController($0, ownership: .borrowed) } },
    { register(StringList.self) { StringList($0, ownership: .borrowed) } },
    { register(Entry.self) { Entry($0, ownership: .borrowed) } },
    { register(PasswordEntry.self) { PasswordEntry($0, ownership: .borrowed) } },
    { register(SearchEntry.self) { SearchEntry($0, ownership: .borrowed) } },
    { register(TextView.self) { TextView($0, ownership: .borrowed) } },
    { register(TextBuffer.self) { TextBuffer($0, ownership: .borrowed) } },
    { register(CheckButton.self) { CheckButton($0, ownership: .borrowed) } },
    { register(Switch.self) { Switch($0, ownership: .borrowed) } },
    { register(SpinButton.self) { SpinButton($0, ownership: .borrowed) } },
    { register(Scale.self) { Scale($0, ownership: .borrowed) } },
    { register(DropDown.self) { DropDown($0, ownership: .borrowed) } },
    { register(ProgressBar.self) { ProgressBar($0, ownership: .borrowed) } },
    { register(Spinner.self) { Spinner($0, ownership: .borrowed) } },
    { register(Grid.self) { Grid($0, ownership: .borrowed) } },
    { register(Paned.self) { Paned($0, ownership: .borrowed) } },
    { register(ListBox.self) { ListBox($0, ownership: .borrowed) } },
    { register(FlowBox.self) { FlowBox($0, ownership: .borrowed) } },
    { register(Separator.self) { Separator($0, ownership: .borrowed) } },
    { register(Expander.self) { Expander($0, ownership: .borrowed) } },
    { register(GridView.self) { GridView($0, ownership: .borrowed) } },
    { register(ColumnView.self) { ColumnView($0, ownership: .borrowed) } },
]

@MainActor
private func register<T: Object>(_ type: T.Type, factory: @escaping @MainActor (UnsafeMutablePointer<GObject>) -> T) {
    TypeRegistry.register(T.gtype, factory: factory)
}
