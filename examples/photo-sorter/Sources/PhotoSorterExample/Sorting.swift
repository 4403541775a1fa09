import Foundation
import Tactile

/// The sorter's three decisions and how each looks: its stamp, colour, key, button and
/// what a screen reader hears ("Kept photo 12.").
enum Sorting {
    static let delete = Decision("delete", direction: .left)
    static let keep = Decision("keep", direction: .right)
    static let favourite = Decision("favourite", direction: .up)
    static let all = [delete, keep, favourite]

    @MainActor
    static var styles: [DecisionStyle] {
        [
            DecisionStyle(delete, stamp: "DELETE", label: "Delete", color: colour("#e74c3c"), icon: icon(delete),
                          key: Key.left, keyLabel: ("Left", "ArrowLeft"),
                          announcement: { "Deleted \($0)." }, refusal: { "\($0) can't be deleted." }),
            DecisionStyle(favourite, stamp: "FAVOURITE", label: "Favourite", color: colour("#f1c40f"),
                          icon: icon(favourite), key: Key.up, keyLabel: ("Up", "ArrowUp"), isProminent: false,
                          announcement: { "Made \($0) a favourite." }),
            DecisionStyle(keep, stamp: "KEEP", label: "Keep", color: colour("#2ecc71"), icon: icon(keep),
                          key: Key.right, keyLabel: ("Right", "ArrowRight"), announcement: { "Kept \($0)." }),
        ]
    }

    private static func colour(_ hex: String) -> SRGBColor { SRGBColor(hex: hex) ?? .black }

    /// A cross, a star and a tick, drawn in the decision's colour.
    @MainActor
    private static func icon(_ decision: Decision) -> Texture? {
        let shape = switch decision.id {
        case "delete": ##"<path d="M13 13 L35 35 M35 13 L13 35" stroke="#e74c3c" stroke-width="6" stroke-linecap="round"/>"##
        case "favourite": ##"<path d="M24 4 L30 18 L45 19 L33 29 L37 44 L24 36 L11 44 L15 29 L3 19 L18 18 Z" fill="#f1c40f"/>"##
        default: ##"<path d="M9 25 L20 36 L40 12" fill="none" stroke="#2ecc71" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>"##
        }
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 48 48">"## + shape + "</svg>"
        return try? Texture(data: Data(svg.utf8), context: "\(decision.id) icon")
    }
}
