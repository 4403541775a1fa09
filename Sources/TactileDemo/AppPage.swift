/// The pages the side menu chooses between.
enum AppPage: String, CaseIterable {
    case discover, matches, colors, popups, about

    var title: String {
        switch self {
        case .discover: "Discover"
        case .matches: "Matches"
        case .colors: "Colors"
        case .popups: "Popups"
        case .about: "About"
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
