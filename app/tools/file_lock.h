#pragma once

#include <string>

#include "core/result.h"

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

    // The error when another process holds the lock or the lock file cannot be made.
    Result<void> acquire(const std::string& path);

  private:
    std::string lockPath_;
    int fd_ = -1;
};

}  // namespace hasami::cli
