#pragma once

#include <string>

namespace hasami::cli {

// An exclusive lock on PATH.lock while it lives, so that two runs never write to PATH at once
// (two label runs appending to one file would interleave their chunks). The lock file goes
// with the lock.
class FileLock {
  public:
    FileLock() = default;
    FileLock(const FileLock&) = delete;
    FileLock& operator=(const FileLock&) = delete;
    ~FileLock();

    // False with `error` when another process holds the lock or the lock file cannot be made.
    bool acquire(const std::string& path, std::string& error);

  private:
    std::string lockPath_;
    int fd_ = -1;
};

}  // namespace hasami::cli
