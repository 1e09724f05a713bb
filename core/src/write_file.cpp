#include "core/write_file.h"

#include <atomic>
#include <cerrno>
#include <cstring>
#include <filesystem>

#include "core/quote.h"
#include "posix_files.h"

namespace hasami {

namespace {

std::string describe(const std::string& path, const std::string& reason) {
    return quotePath(path) + ": " + reason;
}

// "'PATH': why", the system's words for `code` (an errno).
Error systemError(const std::string& path, int code) {
    return {describe(path, std::strerror(code))};
}

// Writes all of `bytes`, however many calls the system takes; 0 or errno.
int writeAll(int fd, std::string_view bytes) {
    while (!bytes.empty()) {
        const long long n = files::writeSome(fd, bytes.data(), bytes.size());
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return errno;
        bytes.remove_prefix(std::size_t(n));
    }
    return 0;
}

// A name beside `path` that no other writer in this or another process picks.
std::string temporaryName(const std::string& path) {
    static std::atomic<unsigned> count{0};
    return path + ".tmp" + std::to_string(::getpid()) + "-" + std::to_string(count++);
}

}  // namespace

std::optional<std::string> unwritablePath(const std::string& path) {
    struct stat status {};
    if (::stat(path.c_str(), &status) != 0) {
        if (errno == ENOENT) return std::nullopt;
        return describe(path, std::strerror(errno));
    }
    if (const char* what = files::notRegular(status.st_mode)) return describe(path, what);
    return std::nullopt;
}

FileReplacement::~FileReplacement() {
    if (fd_ >= 0) ::close(fd_);
    if (!temporary_.empty()) ::unlink(temporary_.c_str());
}

Error FileReplacement::fail(const std::string& what, int code) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
    if (!temporary_.empty()) ::unlink(temporary_.c_str());
    temporary_.clear();
    return systemError(what, code);
}

Result<void> FileReplacement::open(const std::string& path) {
    if (auto why = unwritablePath(path)) return Error{std::move(*why)};
    // Through a symbolic link, the file it names is replaced and the link stays.
    path_ = path;
    if (std::error_code code; std::filesystem::is_symlink(path, code)) {
        path_ = std::filesystem::canonical(path, code).string();
        if (code) return fail(path, code.value());
    }
    temporary_ = temporaryName(path_);
    fd_ = ::open(temporary_.c_str(), O_WRONLY | O_CREAT | O_EXCL | files::kOpenFlags, 0666);
    if (fd_ < 0) {
        const int failure = errno;
        temporary_.clear();  // not ours to remove
        return fail(path_, failure);
    }
    // The new file keeps the old one's permissions.
    struct stat old {};
    if (::stat(path_.c_str(), &old) == 0 && files::keepPermissions(fd_, old.st_mode & 07777) != 0) {
        return fail(path_, errno);
    }
    return {};
}

Result<void> FileReplacement::write(std::string_view bytes) {
    if (fd_ < 0) return systemError(path_, EBADF);
    if (const int failure = writeAll(fd_, bytes)) return fail(path_, failure);
    return {};
}

Result<void> FileReplacement::commit() {
    if (fd_ < 0) return systemError(path_, EBADF);
    if (files::flushToDisk(fd_) != 0) return fail(path_, errno);
    const int fd = fd_;
    fd_ = -1;
    if (::close(fd) != 0) return fail(path_, errno);
    if (files::renameOver(temporary_.c_str(), path_.c_str()) != 0) return fail(path_, errno);
    temporary_.clear();
    // The rename itself on the disk: without it a crash may bring the old file back.
    const std::string folder = std::filesystem::path(path_).parent_path().string();
    if (const int dir = ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | files::kOpenFlags);
        dir >= 0) {
        files::flushToDisk(dir);
        ::close(dir);
    }
    return {};
}

Result<void> replaceFile(const std::string& path, std::string_view bytes) {
    FileReplacement file;
    Result<void> written = file.open(path);
    if (written) written = file.write(bytes);
    return written ? file.commit() : written;
}

AppendedFile::~AppendedFile() {
    if (fd_ >= 0) ::close(fd_);
}

Result<void> AppendedFile::open(const std::string& path, bool truncate) {
    if (auto why = unwritablePath(path)) return Error{std::move(*why)};
    path_ = path;
    fd_ =
        ::open(path.c_str(),
               O_WRONLY | O_APPEND | O_CREAT | files::kOpenFlags | (truncate ? O_TRUNC : 0), 0666);
    if (fd_ < 0) return systemError(path, errno);
    return {};
}

Result<void> AppendedFile::write(std::string_view bytes) {
    if (fd_ < 0) return systemError(path_, EBADF);
    struct stat before {};
    if (::fstat(fd_, &before) != 0) return systemError(path_, errno);
    if (const int failure = writeAll(fd_, bytes)) {
        // What went out before the failure would be a cut line that readers take for a game.
        files::truncateTo(fd_, before.st_size);
        return systemError(path_, failure);
    }
    return {};
}

}  // namespace hasami
