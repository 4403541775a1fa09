import Tactile

/// The colour labels a kept photo can wear, as in a photo library. In the photo's context menu
/// each label is an item whose content is the app's own widget: a dot of the colour, its name,
/// and a tick on the one worn. The menu still makes each a radio menu item named "Label Red"
/// that a click, a tap, the arrow keys and Enter reach.
enum ColourLabel: String, CaseIterable {
    case red, orange, green, blue

    var name: String { rawValue.capitalized }

    var color: SRGBColor {
        switch self {
        case .red: SRGBColor(red: 0.88, green: 0.19, blue: 0.21)
        case .orange: SRGBColor(red: 0.96, green: 0.55, blue: 0.12)
        case .green: SRGBColor(red: 0.2, green: 0.7, blue: 0.33)
        case .blue: SRGBColor(red: 0.21, green: 0.45, blue: 0.89)
        }
    }

    /// The menu's section for a photo wearing `current`: an item per colour, and "No Label".
    @MainActor
    static func menuSection(current: ColourLabel?, choose: @escaping @MainActor (ColourLabel?) -> Void) -> MenuSection {
        var items = allCases.map { label in
            MenuItem("Label \(label.name)", id: "label-\(label.rawValue)",
                     state: .radio(group: "label", isSelected: label == current),
                     content: { label.menuRow(worn: label == current) }) { choose(label) }
        }
        items.append(MenuItem("No Label", id: "label-none", isEnabled: current != nil) { choose(nil) })
        return MenuSection(items, title: "Colour label")
    }

    /// A dot of the colour, as the menu and the kept list show it.
    @MainActor
    static func dot(_ label: ColourLabel?) -> Widget {
        dotStyle.install()
        let dot = Box(.horizontal)
        dot.addCSSClass("colour-dot")
        dot.setSizeRequest(width: 14, height: 14)
        dot.valign = .center
        dot.setFillColor(label?.color)
        return dot
    }

    /// The item's widget: the dot, the name, and a tick when worn.
    @MainActor
    private func menuRow(worn: Bool) -> Widget {
        let row = Box(.horizontal, spacing: 10)
        row.append(Self.dot(self))
        let title = Label(name)
        title.xalign = 0
        title.hexpand = true
        row.append(title)
        let tick = Image(iconName: "object-select-symbolic")
        tick.opacity = worn ? 1 : 0
        row.append(tick)
        return row
    }

    @MainActor private static let dotStyle = StyleSheet(".colour-dot { border-radius: 7px; min-width: 14px; min-height: 14px; }")
}
