// glibc's allocator statistics (mallinfo2), which Swift's Glibc module does not bring in:
// the soak benchmark tells memory in use from memory the allocator keeps for reuse.
#include <malloc.h>
