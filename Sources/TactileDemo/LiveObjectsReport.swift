import FoundationEssentials
import Glibc
import Tactile

/// `TACTILE_BENCH_REPORT=live`: widgets are counted from start-up, and on
/// SIGUSR1 the app prints one line,
///
///     live widgets=<n> wrappers=<n> closures=<n> rss_kb=<n>
///     live-types <GType>=<n> <GType>=<n> …
///
/// the GtkWidget instances alive (of every widget type, `LiveWidgets`), the
/// Swift wrappers and signal-closure boxes alive, and the resident memory; then the
/// widgets by type, most first, to say which kind a growth is made of.
/// The leak soak (Tests/e2e/scenarios/soak.py) asks for it between rounds of
/// scripted use and compares.
@MainActor
enum LiveObjectsReport {
    /// Before the first widget is made, so every widget is counted.
    static func startCounting() {
        LiveWidgets.startCounting()
    }

    static func printOnSignal() {
        MainLoop.onUnixSignal(SIGUSR1) { printWhenSettled() }
    }

    /// Prints once the widget count has stayed the same for a quarter of a
    /// second (at most 3 s): GTK lets some widgets go a few frames late (a
    /// window once its surface is gone).
    private static func printWhenSettled() {
        var last = LiveWidgets.count, steadyPolls = 0, polls = 0
        MainLoop.timeout(milliseconds: 50) {
            polls += 1
            let now = LiveWidgets.count
            steadyPolls = now == last ? steadyPolls + 1 : 0
            last = now
            guard steadyPolls < 5, polls < 60 else {
                BenchReport.printLine(line())
                BenchReport.printLine(typesLine())
                return false
            }
            return true
        }
    }

    static func line() -> String {
        "live widgets=\(LiveWidgets.count) wrappers=\(LiveObjects.count) closures=\(LiveClosures.count) "
            + "rss_kb=\(ResidentMemory.kilobytes())"
    }

    static func typesLine() -> String {
        let types = LiveWidgets.countsByType.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        return (["live-types"] + types.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
    }
}
