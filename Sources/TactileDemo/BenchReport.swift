import Foundation
import Tactile

/// The benchmarks' hook (`./meson-helpers/bench`), chosen with the
/// environment variable `TACTILE_BENCH_REPORT`:
///
/// - `first-frame`: prints `first-frame <µs>` (the monotonic clock, as
///   `g_get_monotonic_time`) once the window's first frame is painted, and quits;
/// - `frames`: prints `frame <frame time µs> <busy µs>` after every frame, the
///   main thread's time from the frame clock's before-paint to its after-paint.
///
/// The C and Python baselines print the same lines (`BENCH_REPORT`), so one
/// driver measures all three. Like `--screenshot`, a bench run keeps its
/// settings in memory and does not hand itself to a running instance.
@MainActor
enum BenchReport: String {
    case firstFrame = "first-frame"
    case frames

    static let environmentKey = "TACTILE_BENCH_REPORT"

    static func requested(in environment: [String: String] = ProcessInfo.processInfo.environment) -> BenchReport? {
        environment[environmentKey].flatMap(BenchReport.init(rawValue:))
    }

    func attach(to window: Window, quit: @escaping @MainActor () -> Void) {
        window.addTickCallback { clock in
            switch self {
            case .firstFrame:
                var connection: SignalConnection?
                connection = clock.onAfterPaint {
                    connection?.disconnect()
                    Self.printLine("first-frame \(Self.monotonicMicroseconds())")
                    quit()
                }
            case .frames:
                // Connected from the first tick, so every later frame is measured whole.
                var paintStarted: Int64 = 0
                clock.onBeforePaint { paintStarted = Self.monotonicMicroseconds() }
                clock.onAfterPaint { [weak clock] in
                    let busy = Self.monotonicMicroseconds() - paintStarted
                    Self.printLine("frame \(clock?.frameTime ?? 0) \(busy)")
                }
            }
            return false
        }
    }

    /// The clock `g_get_monotonic_time` and the frame clock read.
    private static func monotonicMicroseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1_000_000 + Int64(now.tv_nsec) / 1000
    }

    /// Unbuffered, so the driver sees each line as it happens.
    private static func printLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
