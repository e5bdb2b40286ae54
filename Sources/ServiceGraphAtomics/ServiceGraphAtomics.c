// SwiftPM needs one source file per C target; everything is inline in the header.
#include "ServiceGraphAtomics.h"
