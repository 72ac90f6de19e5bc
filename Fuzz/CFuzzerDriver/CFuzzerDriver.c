// The declaration in include/CFuzzerDriver.h is the whole module; libFuzzer defines it.
#include "CFuzzerDriver.h"
