# Cross-compiling for 64-bit Windows with Debian's MinGW-w64 in its posix thread model
# (g++-mingw-w64-x86-64-posix: std::thread needs it); hasami-engine runs under Wine
# (scripts/dev.sh windows). The kernel levels are those of any x86-64 (cmake/Kernels.cmake).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
# One .exe that needs none of MinGW's DLLs (libstdc++, libgcc, winpthread) beside it.
set(CMAKE_EXE_LINKER_FLAGS_INIT -static)
# GCC cannot align a Windows stack frame to the 32 or 64 bytes of the AVX registers it spills
# there (GCC bug 54412): the assembler turns its aligned vector moves into unaligned ones, which
# the x86-64-v3 and -v4 kernels would otherwise fault on.
set(CMAKE_CXX_FLAGS_INIT -Wa,-muse-unaligned-vector-move)
