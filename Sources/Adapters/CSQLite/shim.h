#ifndef TRIPS_CSQLITE_SHIM_H
#define TRIPS_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
