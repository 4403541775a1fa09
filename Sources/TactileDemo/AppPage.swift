/// The pages the side menu chooses between.
enum AppPage: String, CaseIterable {
    case discover, matches, colors, popups, about

    var title: String {
        switch self {
        case .discover: localized("Discover")
        case .matches: localized("Matches")
        case .colors: localized("Colors")
        case .popups: localized("Popups")
        case .about: localized("About")
        }
    }

    var iconName: String {
        switch self {
        case .discover: "view-paged-symbolic"
        case .matches: "emblem-favorite-symbolic"
        case .colors: "applications-graphics-symbolic"
        case .popups: "view-dual-symbolic"
        case .about: "help-about-symbolic"
        }
    }
}
