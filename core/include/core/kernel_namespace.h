#pragma once

// The namespace that keeps each kernel level's copy of the hot code apart (core/kernels.h).
//
// The hot code is compiled once per level, each time with the level's -march, and once more
// for the rest of the program. Its headers and sources declare everything inside
//     inline namespace HASAMI_KERNEL_NAMESPACE { ... }
// which is kernels_x86_64_v4 in the x86-64-v4 copy (HASAMI_KERNEL_LEVEL, defined by
// cmake/Kernels.cmake) and kernels_common elsewhere. The code reads as if the namespace were
// not there, but every function, class and template instantiation of a copy has a name of its
// own: the linker cannot take one level's inline function for another's.

// A level's table is reached through one public symbol, the name given with the level's
// suffix: HASAMI_KERNEL_ENTRY(hasami_core_kernels) is hasami_core_kernels_x86_64_v3 in the
// x86-64-v3 copy.
#define HASAMI_KERNEL_JOIN(name, level) name##_##level
#define HASAMI_KERNEL_NAME(name, level) HASAMI_KERNEL_JOIN(name, level)
#define HASAMI_KERNEL_ENTRY(name) HASAMI_KERNEL_NAME(name, HASAMI_KERNEL_LEVEL)

#if defined(HASAMI_KERNEL_LEVEL)
#define HASAMI_KERNEL_NAMESPACE HASAMI_KERNEL_NAME(kernels, HASAMI_KERNEL_LEVEL)
#else
#define HASAMI_KERNEL_NAMESPACE kernels_common
#endif
