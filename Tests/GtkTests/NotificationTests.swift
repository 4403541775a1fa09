import Foundation
@testable import Gtk
import GtkTestSupport
import XCTest

/// A notification sent reaches the desktop's notification server: here a stand-in that owns
/// `org.freedesktop.Notifications` on the test's session bus and writes down what it is asked
/// to show, as GNOME Shell would show it.
final class NotificationTests: XCTestCase {
    func testANotificationSentReachesTheNotificationServer() throws {
        guard ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]?.hasPrefix("unix:") == true else {
            throw XCTSkip("needs a session bus (run under dbus-run-session)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-notify-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("shown.txt"), ready = folder.appendingPathComponent("ready")
        let script = folder.appendingPathComponent("server.py")
        try notificationServer.write(to: script, atomically: true, encoding: .utf8)
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        server.arguments = [script.path, log.path, ready.path]
        try server.run()
        defer { server.terminate(); server.waitUntilExit() }

        try MainActor.assumeIsolated {
            try onGtk {
                XCTAssertTrue(MainLoop.run(until: { FileManager.default.fileExists(atPath: ready.path) }, timeout: 10),
                              "the stand-in server owns its name")
                let application = Application(id: "org.example.TactileNotificationTest", unique: false)
                try application.register()
                let notification = DesktopNotification(title: "Backup finished", body: "3 files copied")
                notification.setIcon(named: "document-save")
                application.send(notification, id: "backup")
                var shown = ""
                XCTAssertTrue(MainLoop.run(until: {
                    shown = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                    return !shown.isEmpty
                }, timeout: 5), "the server was asked to show it")
                XCTAssertEqual(shown, "Backup finished|3 files copied\n")
            }
        }
    }
}

/// org.freedesktop.Notifications's Notify, writing "summary|body" lines to the file given.
private let notificationServer = """
    import sys
    from gi.repository import Gio, GLib
    log, ready = sys.argv[1], sys.argv[2]
    node = Gio.DBusNodeInfo.new_for_xml('''<node><interface name="org.freedesktop.Notifications">
      <method name="Notify"><arg type="s" direction="in"/><arg type="u" direction="in"/><arg type="s" direction="in"/>
        <arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="as" direction="in"/>
        <arg type="a{sv}" direction="in"/><arg type="i" direction="in"/><arg type="u" direction="out"/></method>
      <method name="CloseNotification"><arg type="u" direction="in"/></method>
      <method name="GetCapabilities"><arg type="as" direction="out"/></method>
      <method name="GetServerInformation"><arg type="s" direction="out"/><arg type="s" direction="out"/>
        <arg type="s" direction="out"/><arg type="s" direction="out"/></method>
      <signal name="NotificationClosed"><arg type="u"/><arg type="u"/></signal>
      <signal name="ActionInvoked"><arg type="u"/><arg type="s"/></signal></interface></node>''')
    def call(connection, sender, path, interface, method, parameters, invocation):
        if method == "Notify":
            with open(log, "a") as out:
                out.write("%s|%s\\n" % (parameters[3], parameters[4]))
            invocation.return_value(GLib.Variant("(u)", (1,)))
        elif method == "GetCapabilities":
            invocation.return_value(GLib.Variant("(as)", (["body"],)))
        elif method == "GetServerInformation":
            invocation.return_value(GLib.Variant("(ssss)", ("stand-in", "tactile", "1", "1.2")))
        else:
            invocation.return_value(None)
    def acquired(connection, name):
        open(ready, "w").close()
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    bus.register_object("/org/freedesktop/Notifications", node.interfaces[0], call, None, None)
    Gio.bus_own_name_on_connection(bus, "org.freedesktop.Notifications", Gio.BusNameOwnerFlags.NONE, acquired, None)
    GLib.MainLoop().run()
    """
