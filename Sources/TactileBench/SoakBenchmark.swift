import Gtk
import Tactile

/// Presents and dismisses popups, opens and closes a context menu with a
/// preview, many times over, and reports the live Swift wrappers, closure
/// boxes and resident memory before and after.
@MainActor
struct SoakBenchmark {
    let cycles: Int

    func runPopups() {
        let window = Window()
        window.setDefaultSize(width: 420, height: 760)
        let host = PopupHost(content: Label("Content"))
        window.child = host
        window.present()
        precondition(MainLoop.run(until: { host.isMapped && host.width > 0 }), "the window did not map")
        let cycle: @MainActor () -> Void = {
            let id = host.present(Label("A popup"), options: .tutorial)
            MainLoop.drain()
            precondition(host.cards[id]?.isMapped == true, "the popup was not shown")
            host.dismiss(id)
            MainLoop.drain()
        }
        // A popup that had the focus (the tutorial's is modal) is kept, hidden, 2 s after it
        // has left, for screen readers (`PopupHost`): the counts wait for it to go.
        soak("popups", settle: 2.5, cycle: cycle)
        window.destroy()
        MainLoop.drain()
    }

    func runContextMenus() {
        let window = Window()
        window.setDefaultSize(width: 420, height: 300)
        let tile = Button(label: "Green")
        tile.setSizeRequest(width: 200, height: 120)
        let menu = tile.contextMenu {
            MenuDescription(sections: [
                MenuSection([MenuItem("Set _Red", id: "set-red") {}, MenuItem("Set _Green", id: "set-green") {}]),
                MenuSection([MenuItem("Copy Hex Code", id: "copy-hex") {}], title: "Edit"),
            ])
        }
        .preview { ContextMenuPreview(title: "Green", subtitle: "#00FF00", preferredWidth: 240, preferredHeight: 140) }
        let box = Box(.vertical)
        box.append(tile)
        window.child = box
        window.present()
        precondition(MainLoop.run(until: { tile.isMapped && tile.width > 0 }), "the window did not map")
        let cycle: @MainActor () -> Void = {
            menu.present(trigger: .programmatic, at: (x: 40, y: 30))
            MainLoop.drain()
            precondition(menu.isPresented, "the menu did not open")
            menu.dismiss()
            MainLoop.drain()
        }
        soak("menus", cycle: cycle)
        window.destroy()
        MainLoop.drain()
    }

    /// Counts once what waits for a frame or a timer has finished (a card sliding out, a
    /// popover unmapping), `settle` seconds after the last cycle.
    private func settledCounts(_ settle: Double) -> (objects: Int, closures: Int, rss: Int, heap: Int) {
        MainLoop.run(for: settle)
        return (LiveObjects.count, LiveClosures.count, ResidentMemory.kilobytes(), BenchMeasure.heapInUseBytes())
    }

    private func soak(_ name: String, settle: Double = 0.5, cycle: @MainActor () -> Void) {
        // GTK makes style, font and surface objects on first use; let it, then count.
        for _ in 0..<50 { cycle() }
        let before = settledCounts(settle)
        var seconds = 0.0
        // Halfway, to tell a leak (the second half grows like the first) from caches and
        // allocator pools settling (growth early, then flat).
        var halfway = before
        for (index, share) in [cycles / 2, cycles - cycles / 2].enumerated() {
            let start = BenchMeasure.now()
            for _ in 0..<share { cycle() }
            seconds += Double(BenchMeasure.now() - start) / 1e9
            if index == 0 { halfway = settledCounts(settle) }
        }
        let after = settledCounts(settle)
        BenchMeasure.report("soak.\(name).cycles", Double(cycles), "count")
        BenchMeasure.report("soak.\(name).cycle-time", seconds / Double(cycles) * 1e6, "us")
        BenchMeasure.report("soak.\(name).objects-before", Double(before.objects), "count")
        BenchMeasure.report("soak.\(name).objects-after", Double(after.objects), "count")
        BenchMeasure.report("soak.\(name).closures-before", Double(before.closures), "count")
        BenchMeasure.report("soak.\(name).closures-after", Double(after.closures), "count")
        BenchMeasure.report("soak.\(name).rss-before", Double(before.rss), "kB")
        BenchMeasure.report("soak.\(name).rss-halfway", Double(halfway.rss), "kB")
        BenchMeasure.report("soak.\(name).rss-after", Double(after.rss), "kB")
        BenchMeasure.report("soak.\(name).heap-before", Double(before.heap) / 1024, "kB")
        BenchMeasure.report("soak.\(name).heap-halfway", Double(halfway.heap) / 1024, "kB")
        BenchMeasure.report("soak.\(name).heap-after", Double(after.heap) / 1024, "kB")
    }
}
