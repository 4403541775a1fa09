import Foundation
import Gtk
import Tactile

/// `tactile-bench observers|soak-popups|soak-menus [--iterations N]`: the
/// in-process benchmarks of meson-helpers/bench, on the real components;
/// `observers-reading --labels N --iterations C` times one size of bindings that
/// read the change (bench/count_observers.py counts its instructions).
/// Prints `result NAME VALUE UNIT` lines; figures, never verdicts.
let usage = "usage: TactileBench observers|soak-popups|soak-menus [--iterations N] | observers-reading --labels N [--iterations C]"
let arguments = Array(CommandLine.arguments.dropFirst())
guard let benchmark = arguments.first else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
@MainActor func number(after flag: String) -> Int? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return Int(arguments[index + 1])
}
let iterations = number(after: "--iterations")
guard Toolkit.initialize() else {
    FileHandle.standardError.write(Data("TactileBench: no display (run it under Xvfb)\n".utf8))
    exit(1)
}
// Motion would make every cycle wait for frames; the soak counts objects, not pixels.
DesktopSettings.current.animationsEnabled = false
switch benchmark {
case "observers": ObserverBenchmark(changes: iterations ?? 20_000).run()
case "observers-reading": ObserverBenchmark(changes: iterations ?? 20).runReading(labels: max(1, number(after: "--labels") ?? 1_000))
case "soak-popups": SoakBenchmark(cycles: iterations ?? 10_000).runPopups()
case "soak-menus": SoakBenchmark(cycles: iterations ?? 10_000).runContextMenus()
default:
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
