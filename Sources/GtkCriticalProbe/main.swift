import Foundation
import Gtk

// Provokes one GLib CRITICAL, the way a wrong call into GTK does, and then says it
// survived. `FatalCriticalsTests` runs it with and without G_DEBUG=fatal-criticals:
// with it, the process must end at the critical and never print "survived".
MainActor.assumeIsolated {
    guard Toolkit.initialize() else {
        print("no display")
        exit(3)
    }
    print("provoking")
    fflush(nil)
    // A label that already has a parent appended to a second box: GTK answers with
    // "gtk_box_append: assertion 'gtk_widget_get_parent (child) == NULL' failed".
    let label = Label("twice")
    let first = Box(.vertical), second = Box(.vertical)
    first.append(label)
    second.append(label)
    print("survived")
}
