import Gtk

/// The stamps' colours, one style rule per decision's CSS class and colour, installed once
/// per display: apps name their decisions, so the colours cannot be in the fixed style sheet.
@MainActor
enum DecisionColors {
    private static var installed: [String: StyleSheet] = [:]

    static func install(_ styles: [DecisionStyle]) {
        for style in styles {
            let rule = "stamps > label.stamp.\(style.cssClass) { color: \(style.color.hexCode); }"
            guard installed[rule] == nil else { continue }
            let sheet = StyleSheet(rule)
            sheet.install()
            installed[rule] = sheet
        }
    }
}
