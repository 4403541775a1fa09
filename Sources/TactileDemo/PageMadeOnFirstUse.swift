/// A page made the first time it is asked for, so that start-up builds only the page it shows.
@MainActor
final class PageMadeOnFirstUse<Page> {
    private let make: @MainActor () -> Page
    private var made: Page?

    init(_ make: @escaping @MainActor () -> Page) { self.make = make }

    var page: Page {
        if let made { return made }
        let page = make()
        made = page
        return page
    }
}
