#include "file_lock.h"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/quote.h"

namespace hasami::cli {

FileLock::~FileLock() {
    if (fd_ < 0) return;
    ::unlink(lockPath_.c_str());
    ::close(fd_);
}

Result<void> FileLock::acquire(const std::string& path) {
    lockPath_ = path + ".lock";
    const auto fail = [&](const std::string& reason) {
        if (fd_ >= 0) ::close(fd_);
        fd_ = -1;
        return Error{quotePath(lockPath_) + ": " + reason};
    };
    // A holder that ends unlinks the file it locked: a lock taken on that file in the meantime
    // is on a name no longer there, and is taken again on the new file.
    for (;;) {
        fd_ = ::open(lockPath_.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
        if (fd_ < 0) return fail(std::strerror(errno));
        if (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
            return fail(errno == EWOULDBLOCK
                            ? "another run is writing " + quotePath(path) + ": wait for it to end"
                            : std::string(std::strerror(errno)));
        }
        struct stat held {
        }, named{};
        if (::fstat(fd_, &held) == 0 && ::stat(lockPath_.c_str(), &named) == 0 &&
            held.st_ino == named.st_ino && held.st_dev == named.st_dev) {
            return {};
        }
        ::close(fd_);
    }
}

}  // namespace hasami::cli
