#pragma once

// The POSIX file calls of core's file code (read_file.cpp, write_file.cpp), on Linux and on
// Windows (MinGW-w64), where they differ: there a file opens in text mode unless told not to
// (the bytes of a book or weights file would be translated), nothing is inherited by a child
// process unless asked, flushing to the disk is _commit, cutting a file short is _chsize_s, files
// have no POSIX permissions to keep, and rename does not replace an existing file.

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstddef>

#ifdef _WIN32
#include <io.h>
#include <windows.h>
#endif

namespace hasami::files {

// What a file of `mode` (stat's st_mode) is when it is not a regular one, as errors say it
// ("is a FIFO"); nullptr for a regular file.
inline const char* notRegular(unsigned mode) {
    if (S_ISREG(mode)) return nullptr;
    if (S_ISDIR(mode)) return "is a directory";
    if (S_ISFIFO(mode)) return "is a FIFO";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "is a device";
    return "is not a regular file";
}

#ifdef _WIN32
inline constexpr int kOpenFlags = O_BINARY | O_NOINHERIT;
inline int flushToDisk(int fd) {
    return _commit(fd);
}
inline int keepPermissions(int, int) {
    return 0;
}
// write() of up to 1 GB of `size` (Windows counts in an unsigned int): the count written, or -1
// with errno.
inline long long writeSome(int fd, const char* data, std::size_t size) {
    return ::_write(fd, data, unsigned(std::min<std::size_t>(size, std::size_t{1} << 30)));
}
// 0, or -1 with errno, as ftruncate's.
inline int truncateTo(int fd, long long size) {
    errno = _chsize_s(fd, size);
    return errno == 0 ? 0 : -1;
}
// 0, or -1 with errno, as rename's.
inline int renameOver(const char* from, const char* to) {
    if (MoveFileExA(from, to, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) return 0;
    errno = EACCES;
    return -1;
}
#else
inline constexpr int kOpenFlags = O_CLOEXEC;
inline long long writeSome(int fd, const char* data, std::size_t size) {
    return ::write(fd, data, size);
}
inline int flushToDisk(int fd) {
    return ::fsync(fd);
}
inline int keepPermissions(int fd, int mode) {
    return ::fchmod(fd, mode_t(mode));
}
inline int truncateTo(int fd, long long size) {
    return ::ftruncate(fd, off_t(size));
}
inline int renameOver(const char* from, const char* to) {
    return ::rename(from, to);
}
#endif

}  // namespace hasami::files
