// SQLite through dlopen: see CSQLite.h for why. The slice of SQLite 3's stable C API in use is declared
// here, so no SQLite header is needed to build.
#include "CSQLite.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>

typedef int (*open_v2_fn)(const char *filename, void **database, int flags, const char *vfs);
typedef int (*close_v2_fn)(void *database);
typedef const char *(*errmsg_fn)(void *database);
typedef int (*exec_fn)(void *database, const char *sql, void *callback, void *argument, char **message);
typedef int (*prepare_v2_fn)(void *database, const char *sql, int length, void **statement, const char **tail);
typedef int (*finalize_fn)(void *statement);
typedef int (*bind_text_fn)(void *statement, int index, const char *text, int length, void (*destructor)(void *));
typedef int (*bind_blob_fn)(void *statement, int index, const void *bytes, int length, void (*destructor)(void *));
typedef int (*bind_int64_fn)(void *statement, int index, long long value);
typedef int (*bind_null_fn)(void *statement, int index);
typedef int (*step_fn)(void *statement);
typedef int (*reset_fn)(void *statement);
typedef int (*clear_bindings_fn)(void *statement);

/// The functions in use, each `sqlite3_<name>` of type `<name>_fn`.
#define SQLITE_FUNCTIONS(X) \
    X(open_v2) X(close_v2) X(errmsg) X(exec) X(prepare_v2) X(finalize) X(bind_text) X(bind_blob) X(bind_int64) \
    X(bind_null) X(step) X(reset) X(clear_bindings)

/// sqlite3.h's SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, and SQLITE_TRANSIENT (SQLite copies the value).
enum { OPEN_READ_WRITE_CREATE = 0x00000002 | 0x00000004 };
#define TRANSIENT ((void (*)(void *))-1)

#define FIELD(name) name##_fn name;
static struct { SQLITE_FUNCTIONS(FIELD) } sqlite;
#undef FIELD

static pthread_once_t loaded = PTHREAD_ONCE_INIT;
static const char *load_failure;
static char load_message[512];

static void *symbol(void *library, const char *name) {
    void *found = dlsym(library, name);
    if (found == NULL && load_failure == NULL) {
        snprintf(load_message, sizeof load_message, "%s has no %s", LIC_SQLITE_LIBRARY, name);
        load_failure = load_message;
    }
    return found;
}

static void load(void) {
    void *library = dlopen(LIC_SQLITE_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(load_message, sizeof load_message, "cannot load %s (Debian: apt-get install libsqlite3-0): %s",
                 LIC_SQLITE_LIBRARY, reason != NULL ? reason : "not found");
        load_failure = load_message;
        return;
    }
#define RESOLVE(name) sqlite.name = (name##_fn)symbol(library, "sqlite3_" #name);
    SQLITE_FUNCTIONS(RESOLVE)
#undef RESOLVE
}

const char *lic_sqlite_load(void) {
    pthread_once(&loaded, load);
    return load_failure;
}

int lic_sqlite_open(const char *path, LICSQLiteDatabase **database) {
    void *opened = NULL;
    int result = sqlite.open_v2(path, &opened, OPEN_READ_WRITE_CREATE, NULL);
    *database = (LICSQLiteDatabase *)opened;
    return result;
}

int lic_sqlite_close(LICSQLiteDatabase *database) { return database != NULL ? sqlite.close_v2(database) : LIC_SQLITE_OK; }

const char *lic_sqlite_message(LICSQLiteDatabase *database) { return sqlite.errmsg(database); }

int lic_sqlite_execute(LICSQLiteDatabase *database, const char *sql) {
    return sqlite.exec(database, sql, NULL, NULL, NULL);
}

int lic_sqlite_prepare(LICSQLiteDatabase *database, const char *sql, LICSQLiteStatement **statement) {
    void *prepared = NULL;
    int result = sqlite.prepare_v2(database, sql, -1, &prepared, NULL);
    *statement = (LICSQLiteStatement *)prepared;
    return result;
}

int lic_sqlite_finalize(LICSQLiteStatement *statement) {
    return statement != NULL ? sqlite.finalize(statement) : LIC_SQLITE_OK;
}

int lic_sqlite_bind_text(LICSQLiteStatement *statement, int index, const char *utf8, int length) {
    // SQLite binds NULL for a NULL pointer: empty text needs a pointer to nothing.
    return sqlite.bind_text(statement, index, utf8 != NULL ? utf8 : "", length, TRANSIENT);
}

int lic_sqlite_bind_blob(LICSQLiteStatement *statement, int index, const void *bytes, int length) {
    // SQLite binds NULL for a NULL pointer: an empty blob needs a pointer to nothing.
    static const char nothing = 0;
    return sqlite.bind_blob(statement, index, bytes != NULL ? bytes : &nothing, length, TRANSIENT);
}

int lic_sqlite_bind_int64(LICSQLiteStatement *statement, int index, int64_t value) {
    return sqlite.bind_int64(statement, index, (long long)value);
}

int lic_sqlite_bind_null(LICSQLiteStatement *statement, int index) { return sqlite.bind_null(statement, index); }

int lic_sqlite_step(LICSQLiteStatement *statement) { return sqlite.step(statement); }

int lic_sqlite_reset(LICSQLiteStatement *statement) {
    int result = sqlite.reset(statement);
    sqlite.clear_bindings(statement);
    return result;
}
