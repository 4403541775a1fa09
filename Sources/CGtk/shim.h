// The C that Swift cannot import directly: GTK's cast and type macros, and
// the two libdispatch hooks that let the GLib main loop drain the main queue.
#include <gtk/gtk.h>
#include <glib-unix.h>
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
