// FileLock on Windows: the lock file opened with no sharing, so that a second run cannot open
// it, and deleted by the system when the holder closes it or ends.

#include "file_lock.h"

#include <fcntl.h>
#include <io.h>
#include <windows.h>

#include "core/quote.h"

namespace hasami::cli {

FileLock::~FileLock() {
    if (fd_ >= 0) ::_close(fd_);
}

Result<void> FileLock::acquire(const std::string& path) {
    lockPath_ = path + ".lock";
    const HANDLE file = CreateFileA(lockPath_.c_str(), GENERIC_READ | GENERIC_WRITE, 0, nullptr,
                                    OPEN_ALWAYS, FILE_FLAG_DELETE_ON_CLOSE, nullptr);
    if (file == INVALID_HANDLE_VALUE) {
        const DWORD failure = GetLastError();  // before anything else can change it
        return Error{quotePath(lockPath_) + ": " +
                     (failure == ERROR_SHARING_VIOLATION
                          ? "another run is writing " + quotePath(path) + ": wait for it to end"
                          : "cannot be created (Windows error " + std::to_string(failure) + ")")};
    }
    fd_ = ::_open_osfhandle(reinterpret_cast<std::intptr_t>(file), _O_RDWR);
    return {};
}

}  // namespace hasami::cli
