import TactileModel

/// The colours a match can be tagged with (stored by name).
enum MatchTag: String, CaseIterable {
    case red, orange, green, blue, purple

    var title: String {
        switch self {
        case .red: localized("Red")
        case .orange: localized("Orange")
        case .green: localized("Green")
        case .blue: localized("Blue")
        case .purple: localized("Purple")
        }
    }

    var color: SRGBColor {
        switch self {
        case .red: SRGBColor(red: 0.88, green: 0.11, blue: 0.14)
        case .orange: SRGBColor(red: 1.0, green: 0.47, blue: 0.0)
        case .green: SRGBColor(red: 0.18, green: 0.76, blue: 0.49)
        case .blue: SRGBColor(red: 0.21, green: 0.52, blue: 0.89)
        case .purple: SRGBColor(red: 0.57, green: 0.25, blue: 0.67)
        }
    }
}
