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
static inline GType guint_type(void) { return G_TYPE_UINT; }
static inline GType glong_type(void) { return G_TYPE_LONG; }
static inline GType gulong_type(void) { return G_TYPE_ULONG; }
static inline GType gint64_type(void) { return G_TYPE_INT64; }
static inline GType guint64_type(void) { return G_TYPE_UINT64; }
static inline GType gfloat_type(void) { return G_TYPE_FLOAT; }
static inline GType gflags_type(void) { return G_TYPE_FLAGS; }
static inline GType gobject_type(void) { return G_TYPE_OBJECT; }
static inline GType gpointer_type(void) { return G_TYPE_POINTER; }
static inline GType gboxed_type(void) { return G_TYPE_BOXED; }
static inline GType gparam_type(void) { return G_TYPE_PARAM; }
static inline GType gchar_type(void) { return G_TYPE_CHAR; }
static inline GType guchar_type(void) { return G_TYPE_UCHAR; }
static inline GType cgtk_fundamental_type(GType type) { return G_TYPE_FUNDAMENTAL(type); }
static inline GObjectClass *cgtk_object_class(gpointer object) { return G_OBJECT_GET_CLASS(object); }
// A closure's user data, which sits beside bitfields Swift would rather not read.
static inline gpointer cgtk_closure_data(GClosure *closure) { return closure->data; }

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

// Whether GTK's test accessibility backend holds the "hidden" state `expected` (GTK's check
// is variadic): NULL when it does, the value it holds otherwise.
static inline char *cgtk_test_accessible_check_hidden(GtkAccessible *accessible, gboolean expected) {
    return gtk_test_accessible_check_state(accessible, GTK_ACCESSIBLE_STATE_HIDDEN, expected);
}

// A widget's accessible role, as a plain number for tests that compare it with GTK's constants.
static inline int cgtk_accessible_role(gpointer accessible) {
    return (int)gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(accessible));
}

// GTK 4.8's file chooser, which GTK 4.10 deprecates for GtkFileDialog (looked up at run time
// where the running GTK has it, in NewerGtkCalls.swift). Both go through the portal.
static inline GtkFileChooserNative *cgtk_file_chooser_native_new(const char *title, GtkWindow *parent,
                                                                 GtkFileChooserAction action, const char *accept) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    return gtk_file_chooser_native_new(title, parent, action, accept, NULL);
    G_GNUC_END_IGNORE_DEPRECATIONS
}
static inline void cgtk_file_chooser_set_current_folder(GtkFileChooserNative *chooser, GFile *folder) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_file_chooser_set_current_folder(GTK_FILE_CHOOSER(chooser), folder, NULL);
    G_GNUC_END_IGNORE_DEPRECATIONS
}
static inline void cgtk_file_chooser_set_current_name(GtkFileChooserNative *chooser, const char *name) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_file_chooser_set_current_name(GTK_FILE_CHOOSER(chooser), name);
    G_GNUC_END_IGNORE_DEPRECATIONS
}
static inline GFile *cgtk_file_chooser_get_file(GtkFileChooserNative *chooser) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    return gtk_file_chooser_get_file(GTK_FILE_CHOOSER(chooser));
    G_GNUC_END_IGNORE_DEPRECATIONS
}
static inline void cgtk_native_dialog_show(GtkFileChooserNative *chooser) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_native_dialog_show(GTK_NATIVE_DIALOG(chooser));
    G_GNUC_END_IGNORE_DEPRECATIONS
}
static inline void cgtk_native_dialog_destroy(GtkFileChooserNative *chooser) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_native_dialog_destroy(GTK_NATIVE_DIALOG(chooser));
    G_GNUC_END_IGNORE_DEPRECATIONS
}
static const int CGTK_RESPONSE_ACCEPT = GTK_RESPONSE_ACCEPT;
static const GdkDragAction CGTK_ACTION_COPY = GDK_ACTION_COPY;
static inline GType cgtk_file_list_type(void) { return GDK_TYPE_FILE_LIST; }

// GTK 4.8's colour chooser dialog, which GTK 4.10 deprecates for GtkColorDialog (looked up at
// run time where the running GTK has it).
static inline GtkWidget *cgtk_color_chooser_dialog_new(const char *title, GtkWindow *parent, const GdkRGBA *initial) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    GtkWidget *dialog = gtk_color_chooser_dialog_new(title, parent);
    gtk_window_set_modal(GTK_WINDOW(dialog), TRUE);
    if (initial) gtk_color_chooser_set_rgba(GTK_COLOR_CHOOSER(dialog), initial);
    return dialog;
    G_GNUC_END_IGNORE_DEPRECATIONS
}
static inline void cgtk_color_chooser_get_rgba(GtkWidget *dialog, GdkRGBA *color) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_color_chooser_get_rgba(GTK_COLOR_CHOOSER(dialog), color);
    G_GNUC_END_IGNORE_DEPRECATIONS
}
static const GdkDragAction CGTK_ACTION_MOVE = GDK_ACTION_MOVE;
