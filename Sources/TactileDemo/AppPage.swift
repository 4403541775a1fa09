import Tactile

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

extension AppPage {
    /// The side menu's sections: the people first, then the component demos, then the app.
    static var menuSections: [SideMenuSection] {
        [SideMenuSection(id: "people", title: localized("People"), items: [AppPage.discover, .matches].map(\.menuItem)),
         SideMenuSection(id: "components", title: localized("Components"), items: [AppPage.colors, .popups].map(\.menuItem)),
         SideMenuSection(id: "app", title: localized("Tactile"), items: [AppPage.about].map(\.menuItem))]
    }

    var menuItem: SideMenuItem { SideMenuItem(id: rawValue, title: title, iconName: iconName) }
}
