#include "core/read_file.h"

#include "core/quote.h"

#include <cerrno>
#include <cstring>

#include "posix_files.h"

namespace hasami {

namespace {

Error fail(const std::string& path, const std::string& reason) {
    return {quotePath(path) + ": " + reason};
}

// Closes the descriptor on every way out.
struct Descriptor {
    int fd;
    ~Descriptor() {
        if (fd >= 0) ::close(fd);
    }
};

}  // namespace

std::optional<std::string> unreadablePath(const std::string& path) {
    struct stat status {};
    if (::stat(path.c_str(), &status) != 0) return fail(path, std::strerror(errno)).message;
    // A directory in the system's words, as open() and read() would say it elsewhere.
    if (S_ISDIR(status.st_mode)) return fail(path, std::strerror(EISDIR)).message;
    if (const char* what = files::notRegular(status.st_mode)) return fail(path, what).message;
    return std::nullopt;
}

Result<std::string> readFile(const std::string& path, std::size_t maxBytes) {
    if (auto why = unreadablePath(path)) return Error{std::move(*why)};
    const Descriptor file{::open(path.c_str(), O_RDONLY | files::kOpenFlags)};
    if (file.fd < 0) return fail(path, std::strerror(errno));
    struct stat status {};
    if (::fstat(file.fd, &status) != 0) return fail(path, std::strerror(errno));
    const auto tooLarge = [&] {
        const bool megabytes = maxBytes % (1 << 20) == 0;
        return fail(path, "larger than " + std::to_string(megabytes ? maxBytes >> 20 : maxBytes) +
                              (megabytes ? " MB" : " bytes"));
    };
    if (std::size_t(status.st_size) > maxBytes) return tooLarge();
    std::string text;
    char buffer[1 << 16];
    for (;;) {
        const ssize_t n = ::read(file.fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return fail(path, std::strerror(errno));
        if (n == 0) return text;
        if (text.size() + std::size_t(n) > maxBytes) return tooLarge();
        text.append(buffer, std::size_t(n));
    }
}

void dropByteOrderMark(std::string& text) {
    if (text.starts_with("\xEF\xBB\xBF")) text.erase(0, 3);
}

}  // namespace hasami
