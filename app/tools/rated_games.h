#pragma once

// The games of archives with their players' ratings (hasami-tools ratings' table), for
// fitting and testing the human-move model.

#include <string>
#include <vector>

#include "ai/training/human_training.h"
#include "core/archive.h"
#include "core/result.h"

namespace hasami::cli {

struct RatedGames {
    std::vector<Archive> archives;
    std::vector<ai::training::RatedArchiveGame> games;  // point into archives
    std::size_t unrated = 0;   // games of the years asked whose players the table does not rate
    std::size_t programs = 0;  // games with a program: WTHOR names them "Program (author)"
};

// The games played from `firstYear` to `lastYear` between two people whom the ratings table
// rates in that year; the error when a file cannot be read or the table is malformed.
Result<RatedGames> readRatedGames(const std::vector<std::string>& archives,
                                  const std::string& ratingsPath, int firstYear, int lastYear);

}  // namespace hasami::cli
