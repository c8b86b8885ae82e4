// The shim is header-only; this file exists because SwiftPM needs one source per C target.
#include "CJanssonShim.h"
