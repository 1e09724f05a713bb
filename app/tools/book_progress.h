#pragma once

// The progress file of a book build, OUT.progress: a first line naming the settings the
// searches were made with, then one search a line, appended as each finishes, so that
// `book build --resume` goes on after an interruption with the searches already made, and
// only with searches made as this run would make them.

#include <string>
#include <string_view>

#include "ai/training/book_builder.h"
#include "core/result.h"

namespace hasami::cli {

// What a search's result depends on (the positions chosen do not change a search).
struct SearchSettings {
    int depth = 0;
    int exactEmpties = 0;     // positions with this many empty squares or fewer are solved
    std::uint64_t evaluator;  // ai::training::evaluatorFingerprint

    bool operator==(const SearchSettings&) const = default;
};

// "hasami book progress: depth 12, exact from 0 empties, evaluation 0123456789abcdef\n".
std::string progressHeader(const SearchSettings& settings);
// "player opponent move score depth exact\n", the bitboards in hexadecimal.
std::string progressLine(const ai::BookKey& key, const ai::training::PositionSearch& search);

struct Progress {
    ai::training::BookSearches searches;
    std::size_t completeBytes = 0;  // up to the last whole line: a resumed run appends there
};

// The searches of a progress file's `text`, made with `settings`; the error (a reason, without
// the file's name) for a file made with other settings or a line that is not a possible
// search. A last line without its newline, cut short by an interruption, is left out (and
// searched again).
Result<Progress> readProgress(std::string_view text, const SearchSettings& settings);

}  // namespace hasami::cli
