import Gtk
import TactileModel

/// A decision or undo the log refused, told in a toast with a way to try again.
extension CardStackView {
    /// A failure the model told (`CardStackEvent.failed`): the toast (an alert screen readers
    /// say) for a decision or undo that was not saved, the empty state for items that could
    /// not be read.
    func report(_ failure: CardStackFailure<Item>) {
        onFailure?(failure)
        guard failure.action != .load else { return }
        let text = CardStackFailureToast.text(for: failure, reason: describeError(failure.error), speech: speech)
        CardStackFailureToast.present(text, over: self) { [weak self] in
            guard let self else { return }
            switch failure.action {
            case .decide(let decision) where model.topCard?.id == failure.item?.id: perform(decision)
            case .undo: undo()
            default: break
            }
        }
    }
}
