import Observation
import TactileModel

/// Holds the stack's current model observably, so bindings that read
/// `CardStackView.model` follow the stack to a replacement model.
@MainActor
@Observable
final class ObservedModelSlot {
    var model: CardStackModel
    init(_ model: CardStackModel) { self.model = model }
}
