// Only the header matters: SwiftPM wants a source file in a C target.
#include "CFuzzerDriver.h"
