import CGtk
import Gtk

// Provokes one GLib CRITICAL, the way a wrong call into GTK does, and then says it
// survived. `FatalCriticalsTests` runs it with and without G_DEBUG=fatal-criticals:
// with it, the process must end at the critical and never print "survived".
MainActor.assumeIsolated {
    guard Toolkit.initialize() else {
        print("no display")
        exit(3)
    }
    print("provoking", terminator: "\n")
    fflush(nil)
    // A NULL widget: GTK answers with "assertion 'GTK_IS_WIDGET (widget)' failed".
    _ = gtk_widget_get_parent(nil)
    print("survived")
}
