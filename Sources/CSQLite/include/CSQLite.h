// CSQLite: the SQLite boundary of `sort-contacts --format sqlite`, SQLite loaded with dlopen on first use.
//
// Why dlopen: only that one output format writes a database, yet a library linked into the tool is loaded
// and relocated at every start. libsqlite3 binds 1,600 of its symbols through the loader at start-up (it is
// built without -Bsymbolic), 1.2 million instructions and 40 page faults of every run, a tenth of sorting a
// one-name list. Loaded when a database is written, it costs nothing otherwise; where it is missing
// (Debian: libsqlite3-0), that format fails with a clear message and every other works.
//
// The API is opaque and SQLite-free: handles, UTF-8 in, SQLite's result codes out.
#ifndef CSQLITE_H
#define CSQLITE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What is loaded: the soname of SQLite 3.
#define LIC_SQLITE_LIBRARY "libsqlite3.so.0"

/// SQLite's result codes that callers tell apart (sqlite3.h).
enum { LIC_SQLITE_OK = 0, LIC_SQLITE_ROW = 100, LIC_SQLITE_DONE = 101 };

typedef struct LICSQLiteDatabase LICSQLiteDatabase;
typedef struct LICSQLiteStatement LICSQLiteStatement;

/// Loads SQLite, once per process. Returns NULL when it is loaded, else why not (a NUL-terminated message
/// that lives as long as the process).
const char *lic_sqlite_load(void);

/// Opens (creating it if need be) the database at `path` for reading and writing. Returns SQLite's result
/// code; `*database` is set even on failure (for `lic_sqlite_message`) and must be closed.
int lic_sqlite_open(const char *path, LICSQLiteDatabase **database);
/// Closes a database opened by `lic_sqlite_open`, its statements finalized first. NULL is allowed.
int lic_sqlite_close(LICSQLiteDatabase *database);
/// SQLite's message for the last failure on `database` (`sqlite3_errmsg`).
const char *lic_sqlite_message(LICSQLiteDatabase *database);

/// Runs `sql`, one or more statements without parameters.
int lic_sqlite_execute(LICSQLiteDatabase *database, const char *sql);

/// Compiles the one statement `sql` into `*statement` (NULL on failure).
int lic_sqlite_prepare(LICSQLiteDatabase *database, const char *sql, LICSQLiteStatement **statement);
/// Frees a statement. NULL is allowed.
int lic_sqlite_finalize(LICSQLiteStatement *statement);
/// Parameter `index` (from 1) as text: `length` bytes of UTF-8, copied (`utf8` may be NULL when `length` is 0).
int lic_sqlite_bind_text(LICSQLiteStatement *statement, int index, const char *utf8, int length);
/// Parameter `index` (from 1) as a blob: `length` bytes, copied (`bytes` may be NULL when `length` is 0).
int lic_sqlite_bind_blob(LICSQLiteStatement *statement, int index, const void *bytes, int length);
/// Parameter `index` (from 1) as an integer.
int lic_sqlite_bind_int64(LICSQLiteStatement *statement, int index, int64_t value);
/// Parameter `index` (from 1) as NULL.
int lic_sqlite_bind_null(LICSQLiteStatement *statement, int index);
/// Runs the statement: LIC_SQLITE_DONE when it finished, LIC_SQLITE_ROW when it has a row, else an error.
int lic_sqlite_step(LICSQLiteStatement *statement);
/// Makes the statement ready to run again, its parameters cleared to NULL.
int lic_sqlite_reset(LICSQLiteStatement *statement);

#ifdef __cplusplus
}
#endif

#endif
