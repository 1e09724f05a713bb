#pragma once

// A full disk, made for a test: files may grow to a given size while a FileSizeLimit lives.

#include <sys/resource.h>
#include <csignal>

// Files may grow to `bytes` while it lives: a write past it fails with EFBIG ("File too
// large"), as one on a full disk fails with ENOSPC. SIGXFSZ is ignored meanwhile, so that the
// write fails instead of killing the test.
class FileSizeLimit {
  public:
    explicit FileSizeLimit(rlim_t bytes) {
        ::getrlimit(RLIMIT_FSIZE, &old_);
        signal_ = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = old_;
        limit.rlim_cur = bytes;
        ::setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FileSizeLimit() {
        ::setrlimit(RLIMIT_FSIZE, &old_);
        std::signal(SIGXFSZ, signal_);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;

  private:
    rlimit old_{};
    void (*signal_)(int) = SIG_DFL;
};
