// The C that Swift cannot import directly: GTK's cast and type macros, and
// the two libdispatch hooks that let the GLib main loop drain the main queue.
#include <gtk/gtk.h>
#include <glib-unix.h>
// GLib's in-memory settings store, for settings that must not reach the desktop's (tests).
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
// gettext's bindtextdomain and dgettext, which Swift's Glibc module leaves out.
#include <libintl.h>

// libdispatch's run-loop integration (used by CoreFoundation's RunLoop the same way).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

static inline GType cgtk_instance_type(gpointer instance) { return G_TYPE_FROM_INSTANCE(instance); }
static inline gboolean cgtk_is_floating(gpointer object) { return g_object_is_floating(object); }

// Fundamental GTypes are macros over G_TYPE_MAKE_FUNDAMENTAL.
static inline GType gboolean_type(void) { return G_TYPE_BOOLEAN; }
static inline GType gint_type(void) { return G_TYPE_INT; }
static inline GType gdouble_type(void) { return G_TYPE_DOUBLE; }
static inline GType gstring_type(void) { return G_TYPE_STRING; }
static inline GType genum_type(void) { return G_TYPE_ENUM; }

// GLib's flags, spelled one way on every GLib. GLib newer than 2.84 (seen on 2.90) mark their flag enums
// G_GNUC_FLAG_ENUM, which Swift imports as option sets whose members it names by stripping the
// constants' common prefix (G_CONNECT_AFTER becomes GConnectFlags.CONNECT_AFTER, and the name
// changes again whenever GLib adds a constant); older GLib's are plain constants. C sees the
// same names on both, so the wrapper reads these copies, typed as GLib declares them.
static const GConnectFlags CGTK_CONNECT_AFTER = G_CONNECT_AFTER;
static const GApplicationFlags CGTK_APPLICATION_DEFAULT_FLAGS = G_APPLICATION_DEFAULT_FLAGS;
static const GApplicationFlags CGTK_APPLICATION_NON_UNIQUE = G_APPLICATION_NON_UNIQUE;
static const GLogLevelFlags CGTK_LOG_FLAG_RECURSION = G_LOG_FLAG_RECURSION;
static const GLogLevelFlags CGTK_LOG_FLAG_FATAL = G_LOG_FLAG_FATAL;
static const GLogLevelFlags CGTK_LOG_LEVEL_ERROR = G_LOG_LEVEL_ERROR;
static const GLogLevelFlags CGTK_LOG_LEVEL_CRITICAL = G_LOG_LEVEL_CRITICAL;
static const GLogLevelFlags CGTK_LOG_LEVEL_MASK = G_LOG_LEVEL_MASK;
static const GDBusCallFlags CGTK_DBUS_CALL_FLAGS_NONE = G_DBUS_CALL_FLAGS_NONE;
static const GDBusSignalFlags CGTK_DBUS_SIGNAL_FLAGS_NONE = G_DBUS_SIGNAL_FLAGS_NONE;
static const GFileMonitorFlags CGTK_FILE_MONITOR_WATCH_MOVES = G_FILE_MONITOR_WATCH_MOVES;
static const GResourceLookupFlags CGTK_RESOURCE_LOOKUP_FLAGS_NONE = G_RESOURCE_LOOKUP_FLAGS_NONE;

// GTK 4.8's calls that newer GTK deprecates, for when the running GTK lacks their
// replacements (looked up at run time in NewerGtkCalls.swift): no deprecation
// warnings when the package is built against newer headers.
static inline void cgtk_css_provider_load_from_data(GtkCssProvider *provider, const char *css) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_css_provider_load_from_data(provider, css, -1);
    G_GNUC_END_IGNORE_DEPRECATIONS
}
static inline gboolean cgtk_widget_translate_coordinates(GtkWidget *from, GtkWidget *to, double x, double y,
                                                         double *out_x, double *out_y) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    return gtk_widget_translate_coordinates(from, to, x, y, out_x, out_y);
    G_GNUC_END_IGNORE_DEPRECATIONS
}

// What an accessible's description is, as GTK's test backend (GTK_A11Y=test) keeps it: NULL
// when it is `expected`, else the description (freed by the caller). GTK's own check takes
// the value variadically, which Swift cannot call.
static inline char *cgtk_test_accessible_check_description(GtkAccessible *accessible, const char *expected) {
    return gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
}
