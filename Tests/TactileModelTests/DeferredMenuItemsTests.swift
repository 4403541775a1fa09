import Testing
@testable import TactileModel

@MainActor
@Suite("Deferred menu items and live updates")
struct DeferredMenuItemsTests {
    struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }

    /// A load the test finishes when it chooses.
    @MainActor
    final class Gate {
        var continuation: CheckedContinuation<[MenuItem], Error>?
        func wait() async throws -> [MenuItem] {
            try await withCheckedThrowingContinuation { continuation = $0 }
        }
    }

    func menu(_ gate: Gate) -> ContextMenuModel {
        ContextMenuModel(menu: MenuDescription(sections: [
            MenuSection([MenuItem("Message", id: "message")]),
            MenuSection(title: "Shared hobby", loading: DeferredMenuItems(id: "shared") { try await gate.wait() }),
        ]))
    }

    @Test func aPlaceholderShowsUntilTheItemsLoadThenTheyTakeItsPlace() async {
        let gate = Gate()
        let model = menu(gate)
        model.loadingTitle = "Wird geladen…"
        model.present(at: Vector2(x: 0, y: 0))
        let placeholder = model.shownMenu.item("shared.loading")
        #expect(placeholder?.title == "Wird geladen…")
        #expect(placeholder?.isEnabled == false, "the placeholder cannot be chosen")
        #expect(model.activate("shared.loading") == false)
        let loading = Task { await model.load("shared") }
        while gate.continuation == nil { await Task.yield() }
        gate.continuation?.resume(returning: [MenuItem("Ada", id: "ada"), MenuItem("Bo", id: "bo")])
        await loading.value
        #expect(model.shownMenu.sections[1].items.map(\.id) == ["ada", "bo"])
        #expect(model.shownMenu.item("shared.loading") == nil)
        #expect(model.activate("ada"), "a loaded item is chosen like any other")
    }

    @Test func aFailedLoadSaysWhyAndTheRestOfTheMenuWorks() async {
        let gate = Gate()
        let model = menu(gate)
        model.present(at: Vector2(x: 0, y: 0))
        let loading = Task { await model.load("shared") }
        while gate.continuation == nil { await Task.yield() }
        gate.continuation?.resume(throwing: Offline())
        await loading.value
        let failure = model.shownMenu.item("shared.failed")
        #expect(failure?.title == "Could not load: offline")
        #expect(failure?.isEnabled == false)
        #expect(model.activate("message"))
    }

    @Test func aLoadThatEndsAfterTheMenuOpenedAgainIsDropped() async {
        let gate = Gate()
        let model = menu(gate)
        model.present(at: Vector2(x: 0, y: 0))
        let loading = Task { await model.load("shared") }
        while gate.continuation == nil { await Task.yield() }
        model.dismiss()
        model.present(at: Vector2(x: 1, y: 1))
        gate.continuation?.resume(returning: [MenuItem("Stale", id: "stale")])
        await loading.value
        #expect(model.shownMenu.item("stale") == nil)
        #expect(model.shownMenu.item("shared.loading") != nil, "the new opening loads its own")
    }

    @Test func checkingALoadedItemFlipsIt() async {
        let model = ContextMenuModel(menu: MenuDescription(sections: [
            MenuSection(loading: DeferredMenuItems(id: "more") { [MenuItem("Pinned", id: "pin", state: .checkbox(isOn: false))] }),
        ]))
        model.present(at: Vector2(x: 0, y: 0))
        await model.load("more")
        #expect(model.activate("pin"))
        #expect(model.shownMenu.item("pin")?.state == .checkbox(isOn: true))
    }

    @Test func anOpenMenuShowsATitleOrCheckChangedByTheApp() {
        let model = ContextMenuModel(menu: MenuDescription([MenuItem("Pin", id: "pin", state: .checkbox(isOn: false))]))
        model.present(at: Vector2(x: 0, y: 0))
        model.menu = MenuDescription([MenuItem("Unpin", id: "pin", state: .checkbox(isOn: true))])
        #expect(model.isPresented, "a change does not close the menu")
        #expect(model.shownMenu.item("pin")?.title == "Unpin")
        #expect(model.shownMenu.item("pin")?.state == .checkbox(isOn: true))
    }

    @Test func onlyThePopStyleFadesThePreviewAndOnlyWithAnimations() {
        #expect(ContextMenuCommitStyle.pop.growsPreview(animationsEnabled: true))
        #expect(!ContextMenuCommitStyle.pop.growsPreview(animationsEnabled: false), "no motion when animations are off")
        #expect(!ContextMenuCommitStyle.dismiss.growsPreview(animationsEnabled: true))
    }
}
