#pragma once

// Writing files so that what was there is never destroyed: a new file is written beside the
// old one and renamed over it only once it is whole and on the disk, and only a regular file
// (or nothing) is ever replaced or appended to: a device, a FIFO or a directory at the path is
// refused. Every error is one line, "'PATH': why", in the system's words.

#include <optional>
#include <string>
#include <string_view>

#include "core/result.h"

namespace hasami {

// Why `path` may not be written: nullopt when it names a regular file or nothing, else
// "'PATH': is a directory" (a device, a FIFO, or the reason stat() gives).
std::optional<std::string> unwritablePath(const std::string& path);

// A file that takes the place of `path` when committed. Until then the bytes go to a temporary
// file in the same folder (so that the rename cannot cross file systems), which is removed when
// the writer goes without a commit or after an error.
class FileReplacement {
  public:
    FileReplacement() = default;
    FileReplacement(const FileReplacement&) = delete;
    FileReplacement& operator=(const FileReplacement&) = delete;
    ~FileReplacement();

    // Each gives the error of a failure, which removes the temporary file: later calls do
    // nothing then, and fail with EBADF.
    Result<void> open(const std::string& path);
    Result<void> write(std::string_view bytes);
    // Flushes the file to the disk and renames it over the path.
    Result<void> commit();

  private:
    Error fail(const std::string& what, int code);

    std::string path_;       // what is replaced: the file a symbolic link names, not the link
    std::string temporary_;  // empty when there is none to remove
    int fd_ = -1;
};

// `bytes` as the whole of `path`, through a FileReplacement.
Result<void> replaceFile(const std::string& path, std::string_view bytes);

// A regular file written at its end: a log (of games, of searches) that keeps what it held.
class AppendedFile {
  public:
    AppendedFile() = default;
    AppendedFile(const AppendedFile&) = delete;
    AppendedFile& operator=(const AppendedFile&) = delete;
    ~AppendedFile();

    // Creates the file when there is none; `truncate` empties it first.
    Result<void> open(const std::string& path, bool truncate);
    // All of `bytes` or, after a failure (a full disk), nothing: the file is cut back to its
    // size before the write.
    Result<void> write(std::string_view bytes);

  private:
    std::string path_;
    int fd_ = -1;
};

}  // namespace hasami
