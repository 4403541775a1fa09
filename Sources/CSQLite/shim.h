#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import: it tells SQLite to copy bound text.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }
