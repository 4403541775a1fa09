import CGtk
import Foundation
import Glibc
import Gtk

/// Real X input for the widget tests, through xdotool (XTest): the events reach GTK as a
/// person's mouse and keyboard send them, with the X server's own times, and go through
/// every gesture and controller on the way, instead of a test calling a handler.
///
/// xdotool runs beside the main loop, which is pumped meanwhile, so the app handles the
/// events as they come. Under Xvfb with no window manager a window sits where GTK put it;
/// its position is asked of X.
@MainActor
public enum ScreenInput {
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    static let xdotool = "/usr/bin/xdotool"

    /// Where (x, y) in `widget`'s coordinates is on the screen.
    public static func screenPoint(of widget: Widget, x: Double, y: Double) throws -> (x: Int, y: Int) {
        // A widget just shown has its place once GTK has laid it out.
        _ = MainLoop.run(until: { widget.isMapped && widget.width > 0 && widget.height > 0 }, timeout: 2)
        guard let native = gtk_widget_get_native(widgetPointer(widget)), let surface = gtk_native_get_surface(native),
              let xid = x11Window(of: surface) else { throw Unavailable(description: "the widget is in no X11 window") }
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        // A GtkNative is a widget (a window or a popover): the point in its coordinates.
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        var inNativeX = 0.0, inNativeY = 0.0
        guard cgtk_widget_translate_coordinates(widgetPointer(widget), nativeWidget, x, y, &inNativeX, &inNativeY) != 0 else {
            throw Unavailable(description: "the widget has no place in its window yet")
        }
        let origin = try windowOriginOnScreen(xid)
        return (origin.x + Int((surfaceX + inNativeX).rounded()), origin.y + Int((surfaceY + inNativeY).rounded()))
    }

    /// Gives `window` the keyboard focus (there is no window manager to do it).
    public static func focus(_ window: Window) throws {
        guard let surface = gtk_native_get_surface(OpaquePointer(window.unsafeGObjectPointer)),
              let xid = x11Window(of: surface) else { throw Unavailable(description: "the window has no X11 surface") }
        try run(["windowfocus", "--sync", String(xid)])
    }

    /// A click of `button` at (x, y) in `widget`.
    public static func click(_ widget: Widget, x: Double, y: Double, button: Int = 1) throws {
        let point = try screenPoint(of: widget, x: x, y: y)
        try run(["mousemove", String(point.x), String(point.y), "click", String(button)])
    }

    /// A click in the middle of `widget` with the keys `holding` held down ("ctrl", "shift").
    public static func click(_ widget: Widget, holding key: String) throws {
        let point = try screenPoint(of: widget, x: Double(widget.width) / 2, y: Double(widget.height) / 2)
        try run(["mousemove", String(point.x), String(point.y), "keydown", key, "click", "1", "keyup", key])
    }

    /// A click in the middle of `widget`; `times` clicks `interval` seconds apart.
    public static func click(_ widget: Widget, times: Int = 1, interval: Double = 0.05) throws {
        let point = try screenPoint(of: widget, x: Double(widget.width) / 2, y: Double(widget.height) / 2)
        try run(["mousemove", String(point.x), String(point.y),
                 "click", "--repeat", String(max(1, times)), "--delay", String(Int(interval * 1000)), "1"])
    }

    /// The primary button held still at (x, y) for `seconds` (GTK's long press fires after 0.5 s).
    public static func longPress(_ widget: Widget, x: Double, y: Double, seconds: Double = 0.9) throws {
        let point = try screenPoint(of: widget, x: x, y: y)
        try run(["mousemove", String(point.x), String(point.y), "mousedown", "1", "sleep", String(seconds), "mouseup", "1"])
    }

    /// Presses at `from` in `widget`, moves in a straight line to `to` over `duration`
    /// seconds in `steps` motions, holds `hold` seconds, and lets go.
    public static func drag(_ widget: Widget, from: (x: Double, y: Double), to: (x: Double, y: Double),
                            duration: Double, steps: Int = 12, hold: Double = 0) throws {
        let start = try screenPoint(of: widget, x: from.x, y: from.y)
        let end = (x: start.x + Int((to.x - from.x).rounded()), y: start.y + Int((to.y - from.y).rounded()))
        var arguments = ["mousemove", String(start.x), String(start.y), "mousedown", "1"]
        for index in 1...max(1, steps) {
            let fraction = Double(index) / Double(max(1, steps))
            arguments += ["sleep", String(format: "%.4f", duration / Double(max(1, steps))),
                          "mousemove", String(start.x + Int((Double(end.x - start.x) * fraction).rounded())),
                          String(start.y + Int((Double(end.y - start.y) * fraction).rounded()))]
        }
        if hold > 0 { arguments += ["sleep", String(hold)] }
        arguments += ["mouseup", "1"]
        try run(arguments)
    }

    /// Presses `button` (the primary one by default) at (x, y) in `widget` and keeps it down.
    public static func pointerDown(_ widget: Widget, x: Double, y: Double, button: Int = 1) throws {
        let point = try screenPoint(of: widget, x: x, y: y)
        try run(["mousemove", String(point.x), String(point.y), "mousedown", String(button)])
    }

    /// Moves the pointer (a button held or not) to (x, y) in `widget`, over `duration` seconds.
    public static func pointerMove(_ widget: Widget, x: Double, y: Double, duration: Double = 0.1, steps: Int = 5) throws {
        let end = try screenPoint(of: widget, x: x, y: y)
        let start = try pointerLocation()
        var arguments: [String] = []
        for index in 1...max(1, steps) {
            let fraction = Double(index) / Double(max(1, steps))
            arguments += ["sleep", String(format: "%.4f", duration / Double(max(1, steps))),
                          "mousemove", String(start.x + Int((Double(end.x - start.x) * fraction).rounded())),
                          String(start.y + Int((Double(end.y - start.y) * fraction).rounded()))]
        }
        try run(arguments)
    }

    /// `steps` wheel clicks at (x, y) in `widget`: positive scrolls down, negative up.
    public static func scroll(_ widget: Widget, x: Double, y: Double, steps: Int) throws {
        let point = try screenPoint(of: widget, x: x, y: y)
        try run(["mousemove", String(point.x), String(point.y),
                 "click", "--repeat", String(abs(steps)), "--delay", "30", steps > 0 ? "5" : "4"])
    }

    /// Lets `button` (the primary one by default) go where the pointer is.
    public static func pointerUp(button: Int = 1) throws { try run(["mouseup", String(button)]) }

    /// Where the pointer is on the screen.
    public static func pointerLocation() throws -> (x: Int, y: Int) {
        let values = try shellValues(["getmouselocation", "--shell"])
        guard let x = values["X"], let y = values["Y"] else { throw Unavailable(description: "xdotool gave no pointer location") }
        return (x, y)
    }

    /// Keys as xdotool names them ("Menu", "shift+F10", "Escape"), to the focused window.
    public static func press(_ keys: String...) throws {
        try run(["key", "--delay", "40"] + keys.map(withFunctionKeyCodes))
    }

    /// `shift+F10` with F10 given as its key code. Newer keymaps (xkb-data 2.4x, Debian 13 and
    /// later) put F1–F12 on several levels of their keys, and xdotool, given the name, may pick
    /// a level that needs Alt: Shift+F10 arrives as Shift+Alt+F10. A key code is the key itself.
    private static func withFunctionKeyCodes(_ combination: String) -> String {
        var parts = combination.split(separator: "+").map(String.init)
        guard let key = parts.last, key.hasPrefix("F"), Int(key.dropFirst()) != nil,
              let code = unshiftedKeyCode(gdk_keyval_from_name(key)) else { return combination }
        parts[parts.count - 1] = String(code)
        return parts.joined(separator: "+")
    }

    /// The key code that gives `keyval` with no modifier, in the display's keymap.
    private static func unshiftedKeyCode(_ keyval: UInt32) -> UInt32? {
        guard let display = gdk_display_get_default() else { return nil }
        var keys: UnsafeMutablePointer<GdkKeymapKey>? = nil
        var count: Int32 = 0
        guard gdk_display_map_keyval(display, keyval, &keys, &count) != 0, let keys else { return nil }
        defer { g_free(keys) }
        return UnsafeBufferPointer(start: keys, count: Int(count)).first { $0.level == 0 && $0.group == 0 }?.keycode
    }

    /// Moves the pointer out of the way (a corner), so no hover lingers for the next test.
    public static func parkPointer() throws { try run(["mousemove", "1279", "799"]) }

    /// Runs xdotool while the main loop turns, so GTK handles the events as they arrive.
    static func run(_ arguments: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: xdotool) else { throw Unavailable(description: "needs xdotool") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xdotool)
        process.arguments = arguments
        try process.run()
        _ = MainLoop.run(until: { !process.isRunning }, timeout: 30)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Unavailable(description: "xdotool \(arguments.joined(separator: " ")) failed")
        }
        // xdotool's events are in the X server; a round trip brings every event it made of
        // them to this process (the last motion would otherwise still be on its way). GTK
        // holds motions back until the next frame, so a few frames pass before the caller looks
        // (a few only: draining the loop dry would also run every animation to its end).
        if let display = gdk_display_get_default() { gdk_display_sync(display) }
        MainLoop.run(for: 0.05)
    }

    /// Where the window is, after moving it onto the screen if it is not. There is no window
    /// manager to place windows, and GTK 4.24 makes a right-to-left window on X11 at x = −width.
    private static func windowOriginOnScreen(_ xid: UInt) throws -> (x: Int, y: Int) {
        let origin = try windowOrigin(xid)
        guard origin.x < 0 || origin.y < 0 else { return origin }
        try run(["windowmove", "--sync", String(xid), "0", "0"])
        return try windowOrigin(xid)
    }

    private static func windowOrigin(_ xid: UInt) throws -> (x: Int, y: Int) {
        let values = try shellValues(["getwindowgeometry", "--shell", String(xid)])
        guard let x = values["X"], let y = values["Y"] else { throw Unavailable(description: "xdotool gave no window position") }
        return (x, y)
    }

    /// What an xdotool command prints as NAME=VALUE lines, read as numbers.
    private static func shellValues(_ arguments: [String]) throws -> [String: Int] {
        guard FileManager.default.isExecutableFile(atPath: xdotool) else { throw Unavailable(description: "needs xdotool") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xdotool)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var values: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        return values
    }

    private typealias XidFunction = @convention(c) (OpaquePointer?) -> UInt
    /// gdk_x11_surface_get_xid, looked up at run time (GDK's X11 header is not the module's).
    private static let xid: XidFunction? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "gdk_x11_surface_get_xid") else { return nil }
        return unsafeBitCast(symbol, to: XidFunction.self)
    }()

    private static func x11Window(of surface: OpaquePointer) -> UInt? {
        guard String(cString: g_type_name(cgtk_instance_type(UnsafeMutableRawPointer(surface)))).hasPrefix("GdkX11"),
              let xid else { return nil }
        return xid(surface)
    }

    private static func widgetPointer(_ widget: Widget) -> UnsafeMutablePointer<GtkWidget> {
        widget.unsafeGObjectPointer.assumingMemoryBound(to: GtkWidget.self)
    }
}
