import Glibc
import Tactile

/// How much slower this build runs the widget tests than a plain debug build.
/// A sanitizer build checks every memory access (ThreadSanitizer every
/// synchronisation too), so GTK's frames, animations and main-loop turns take
/// several times longer. Waits that only guard against a hang stretch their
/// limit by it; what a test asserts stays the same.
enum SanitizerSlowdown {
    /// 10 under ThreadSanitizer, 5 under AddressSanitizer, 1 otherwise: well
    /// above what was measured (the widget suite takes 1.5 to 2 times as long
    /// under ThreadSanitizer and about 4 times under AddressSanitizer, whose
    /// full stack for every allocation costs most), to allow for a busy machine.
    static let factor: Double = {
        if isLinked("__tsan_init") { return 10 }
        if isLinked("__asan_init") { return 5 }
        return 1
    }()

    /// Whether the process has `symbol`: each sanitizer's runtime exports its init.
    private static func isLinked(_ symbol: String) -> Bool { dlsym(nil, symbol) != nil }
}

extension MainLoop {
    /// Pumps the loop until `condition` holds; false when it still does not
    /// after `seconds`, stretched by the build's sanitizer slowdown. For limits
    /// that only detect a hang, never for a duration the test is about.
    @discardableResult
    static func wait(until condition: @MainActor () -> Bool, atMost seconds: Double = 5) -> Bool {
        run(until: condition, timeout: seconds * SanitizerSlowdown.factor)
    }
}
