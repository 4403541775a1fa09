internal import CGtk
import Glibc

/// Makes the log levels GLib was asked to treat as fatal (`G_DEBUG=fatal-criticals`,
/// `fatal-warnings`) end a Swift process, as they end a C one.
///
/// GLib ends a process on a fatal message with `G_BREAKPOINT()`, a SIGTRAP. Swift's
/// crash backtracer catches SIGTRAP, prints a backtrace and lets the program carry
/// on after the trap, so without this a test that provokes a CRITICAL under
/// `fatal-criticals` is reported and then passes. Here a log writer writes the
/// message as GLib would and then aborts: the backtracer prints where the message
/// came from, and the process ends with SIGABRT.
///
/// `Toolkit.initialize()` and `Application.run` call `enforce()`; nothing is installed
/// unless a level beyond GLib's own `ERROR` is fatal. GLib accepts one log writer per
/// process, so an app that installs its own must not run with those `G_DEBUG` flags.
@MainActor
public enum FatalLogMessages {
    private static var checked = false
    /// Whether a CRITICAL (or a WARNING) now aborts this process.
    public private(set) static var abortsOnCriticals = false

    /// Installs the writer when GLib treats criticals or warnings as fatal; safe to call again.
    public static func enforce() {
        guard !checked else { return }
        checked = true
        // g_log_set_always_fatal answers the mask it replaces; put it straight back.
        let mask = g_log_set_always_fatal(GLogLevelFlags(rawValue: CGTK_LOG_FLAG_RECURSION.rawValue | CGTK_LOG_LEVEL_ERROR.rawValue))
        g_log_set_always_fatal(mask)
        let fatal = mask.rawValue & CGTK_LOG_LEVEL_MASK.rawValue & ~CGTK_LOG_LEVEL_ERROR.rawValue
        guard fatal != 0 else { return }
        fatalMask.store(fatal)
        g_log_set_writer_func(abortingWriter, nil, nil)
        abortsOnCriticals = fatal & CGTK_LOG_LEVEL_CRITICAL.rawValue != 0
    }
}

/// Read on whatever thread logs; written once, before the writer is installed.
private let fatalMask = FatalMask()

private final class FatalMask: @unchecked Sendable {
    private var value: GLogLevelFlags.RawValue = 0
    func store(_ newValue: GLogLevelFlags.RawValue) { value = newValue }
    var levels: GLogLevelFlags.RawValue { value }
}

/// GLib strips its fatal flag before a message from `g_log` reaches the writer, so the
/// level is compared with the fatal mask itself.
private let abortingWriter: GLogWriterFunc = { level, fields, count, data in
    let result = g_log_writer_default(level, fields, count, data)
    if level.rawValue & fatalMask.levels != 0 || level.rawValue & CGTK_LOG_FLAG_FATAL.rawValue != 0 {
        abort()
    }
    return result
}
