import Gtk
import TactileModel

extension CardStackView {
    func installKeyboard() {
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, _, state in
            self?.handleKey(keyval, modifiers: state) ?? false
        }
        addController(keys)
    }

    /// Left = nope, Right = like, Up = boost, Backspace or Ctrl+Z = undo.
    /// Arrow keys are physical, like the swipes, in either reading direction.
    /// Answers whether the key is one of the stack's (handled even when the
    /// stack cannot act on it just now, so focus does not wander off).
    @discardableResult
    public func handleKey(_ keyval: UInt32, modifiers: KeyModifiers) -> Bool {
        let held = modifiers.intersection([.control, .alt, .shift, .super])
        switch (keyval, held) {
        case (Key.left, []): perform(.nope)
        case (Key.right, []): perform(.like)
        case (Key.up, []): perform(.boost)
        case (Key.backSpace, []), (Key.z, .control), (Key.capitalZ, .control): undo()
        default: return false
        }
        return true
    }
}
