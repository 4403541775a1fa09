import FoundationEssentials
import Glibc
import Tactile

/// The benchmarks' hook (`./meson-helpers/bench`), chosen with the
/// environment variable `TACTILE_BENCH_REPORT`:
///
/// - `first-frame`: prints `first-frame <µs>` (the monotonic clock, as
///   `g_get_monotonic_time`) once the window's first frame is painted, and quits;
/// - `frames`: prints `frame <frame time µs> <busy µs> <busy CPU µs>` after every
///   frame: the time from the frame clock's before-paint to its after-paint, and the
///   main thread's CPU time over the same span;
/// - `live`: prints what is alive (widgets, wrappers, closures, memory) each
///   time the process gets SIGUSR1 (`LiveObjectsReport`), for the leak soak;
/// - `decisions`: prints a line for every decision the app tells the person about and
///   every change it makes to the decision log (`DecisionReport`), for the random
///   exerciser (`Tests/e2e/scenarios/monkey.py`), which holds them against the database.
///
/// Several are asked for with commas (`frames,live,decisions`).
///
/// With `TACTILE_BENCH_WINDOW=<width>x<height>` the window opens at that size instead of
/// the saved one (the bench drags at 1280 × 800 too).
///
/// The C and Python baselines print the same lines (`BENCH_REPORT`), so one
/// driver measures all three. Like `--screenshot`, a bench run keeps its
/// settings in memory and does not hand itself to a running instance.
@MainActor
enum BenchReport: String {
    case firstFrame = "first-frame"
    case frames
    case live
    case decisions

    static let environmentKey = "TACTILE_BENCH_REPORT"

    /// The window size a bench run asks for (`TACTILE_BENCH_WINDOW=1280x800`); nil when none
    /// or not two positive numbers.
    static func windowSize(in environment: [String: String] = ProcessInfo.processInfo.environment)
        -> (width: Int, height: Int)? {
        guard let value = environment["TACTILE_BENCH_WINDOW"] else { return nil }
        let parts = value.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { return nil }
        return (parts[0], parts[1])
    }

    /// The reports asked for; empty when none (an unknown name asks for nothing).
    static func requested(in environment: [String: String] = ProcessInfo.processInfo.environment) -> Set<BenchReport> {
        Set((environment[environmentKey] ?? "").split(separator: ",").compactMap { BenchReport(rawValue: String($0)) })
    }

    func attach(to window: Window, quit: @escaping @MainActor () -> Void) {
        switch self {
        case .firstFrame:
            window.addTickCallback { clock in
                var connection: SignalConnection?
                connection = clock.onAfterPaint {
                    connection?.disconnect()
                    Self.printLine("first-frame \(Self.monotonicMicroseconds())")
                    quit()
                }
                return false
            }
        case .frames:
            window.addTickCallback { clock in
                // Connected from the first tick, so every later frame is measured whole.
                var paintStarted: Int64 = 0, cpuStarted: Int64 = 0
                clock.onBeforePaint {
                    paintStarted = Self.monotonicMicroseconds()
                    cpuStarted = Self.microseconds(of: CLOCK_THREAD_CPUTIME_ID)
                }
                clock.onAfterPaint { [weak clock] in
                    let busy = Self.monotonicMicroseconds() - paintStarted
                    let cpu = Self.microseconds(of: CLOCK_THREAD_CPUTIME_ID) - cpuStarted
                    Self.printLine("frame \(clock?.frameTime ?? 0) \(busy) \(cpu)")
                }
                return false
            }
        case .live:
            LiveObjectsReport.printOnSignal()
        case .decisions:
            DecisionReport.isOn = true
        }
    }

    /// The clock `g_get_monotonic_time` and the frame clock read.
    private static func monotonicMicroseconds() -> Int64 {
        microseconds(of: CLOCK_MONOTONIC)
    }

    /// `CLOCK_THREAD_CPUTIME_ID` is the main thread's own CPU time, which, unlike the
    /// clock, leaves out the time it waited for a core on a busy machine.
    private static func microseconds(of clock: clockid_t) -> Int64 {
        var now = timespec()
        clock_gettime(clock, &now)
        return Int64(now.tv_sec) * 1_000_000 + Int64(now.tv_nsec) / 1000
    }

    /// Unbuffered, so the driver sees each line as it happens.
    static func printLine(_ line: String) {
        StandardStream.output.write(line + "\n")
    }
}
