import Observation
import TactileModel

/// Holds the stack's current model observably, so bindings that read
/// `CardStackView.model` follow the stack to a replacement model.
@MainActor
@Observable
final class ObservedModelSlot<Item: Identifiable & Sendable> where Item.ID: Sendable {
    var model: CardStackModel<Item>

    init(_ model: CardStackModel<Item>) { self.model = model }
}
