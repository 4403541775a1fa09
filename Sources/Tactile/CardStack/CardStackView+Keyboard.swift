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

    /// Each decision's key (`DecisionStyle.key`) makes it; Backspace or Ctrl+Z undoes.
    /// Arrow keys are physical, like the swipes, in either reading direction.
    /// Answers whether the key is one of the stack's (handled even when the
    /// stack cannot act on it just now, so focus does not wander off).
    @discardableResult
    public func handleKey(_ keyval: UInt32, modifiers: KeyModifiers) -> Bool {
        let held = modifiers.intersection([.control, .alt, .shift, .super])
        if held.isEmpty, let style = decisionStyles.first(where: { $0.key == keyval }) {
            perform(style.decision)
            return true
        }
        switch (keyval, held) {
        case (Key.backSpace, []), (Key.z, .control), (Key.capitalZ, .control): undo()
        default: return false
        }
        return true
    }
}
