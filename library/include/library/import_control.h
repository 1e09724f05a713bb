#pragma once

// What the caller of an import tells it: where to report how far it is, and when to stop. The
// window's import runs on a thread of its own and shows a progress bar with a Cancel; the
// command line gives neither.

#include <cstddef>
#include <functional>
#include <stop_token>

namespace hasami::library {

struct ImportProgress {
    // Reading the files, adding the games, then writing the explorer's index of their positions.
    enum class Stage { Reading, Adding, Indexing };
    Stage stage = Stage::Reading;
    std::size_t done = 0;
    std::size_t total = 0;  // files, games or positions, as the stage counts
};

struct ImportControl {
    // Called on the import's thread, often (once a game, once a position): it must be quick.
    std::function<void(const ImportProgress&)> progress = {};
    // Checked between files, games and positions: once stopped, the import ends and adds nothing.
    std::stop_token stop = {};

    void report(ImportProgress::Stage stage, std::size_t done, std::size_t total) const {
        if (progress) progress({stage, done, total});
    }
    bool stopped() const { return stop.stop_requested(); }
};

}  // namespace hasami::library
