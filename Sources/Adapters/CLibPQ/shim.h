// libpq's declarations only: Trips does not link libpq. The PostgreSQL store opens it with
// dlopen when it is used, so the commands on a file store start without loading it and the
// two dozen libraries it needs (decision 12). Debian puts the header under postgresql/;
// elsewhere, add the folder that holds libpq-fe.h to CPATH (Homebrew:
// `export CPATH="$(brew --prefix libpq)/include"`).
#if __has_include(<postgresql/libpq-fe.h>)
#include <postgresql/libpq-fe.h>
#else
#include <libpq-fe.h>
#endif

// PG_DIAG_SQLSTATE and PG_DIAG_MESSAGE_PRIMARY are character constants, which Swift does not
// import.
enum {
  TRIPS_PG_DIAG_SQLSTATE = PG_DIAG_SQLSTATE,
  TRIPS_PG_DIAG_MESSAGE_PRIMARY = PG_DIAG_MESSAGE_PRIMARY
};
