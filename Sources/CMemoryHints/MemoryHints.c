// CMemoryHints is all in its header (static inline functions, so Swift inlines them); SwiftPM needs one
// source file for a C target.
#include "CMemoryHints.h"
