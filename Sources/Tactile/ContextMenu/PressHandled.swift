/// Whether the selection handled a row's press itself, so the button's click that follows is not a plain click.
@MainActor
final class PressHandled {
    var wasHandled = false
}
