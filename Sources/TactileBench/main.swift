import Foundation
import Gtk
import Tactile

/// `tactile-bench observers|soak-popups|soak-menus [--iterations N]`: the
/// in-process benchmarks of meson-helpers/bench, on the real components.
/// Prints `result NAME VALUE UNIT` lines; figures, never verdicts.
let usage = "usage: TactileBench observers|soak-popups|soak-menus [--iterations N]"
var arguments = Array(CommandLine.arguments.dropFirst())
guard let benchmark = arguments.first else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
var iterations: Int?
if let flag = arguments.firstIndex(of: "--iterations"), flag + 1 < arguments.count {
    iterations = Int(arguments[flag + 1])
}
guard Toolkit.initialize() else {
    FileHandle.standardError.write(Data("TactileBench: no display (run it under Xvfb)\n".utf8))
    exit(1)
}
// Motion would make every cycle wait for frames; the soak counts objects, not pixels.
DesktopSettings.current.animationsEnabled = false
switch benchmark {
case "observers": ObserverBenchmark(changes: iterations ?? 20_000).run()
case "soak-popups": SoakBenchmark(cycles: iterations ?? 10_000).runPopups()
case "soak-menus": SoakBenchmark(cycles: iterations ?? 10_000).runContextMenus()
default:
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
