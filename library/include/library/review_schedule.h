#pragma once

// When a position the user missed in the opening trainer comes back: a spaced-repetition
// schedule after SuperMemo's SM-2 (Wozniak, 1990). Each answer is graded; a good one pushes
// the next review further away (1 day, then 6, then the last interval times the position's
// ease), a missed one brings it back the next day and makes the position's intervals grow
// more slowly. Times are given by the caller, so that the schedule is the same whatever the
// clock says now.

#include <cstdint>

namespace hasami::library {

// An answer, graded by how many discs it loses against the book's best move.
enum class Grade { Missed, Hard, Good, Perfect };

// 0 discs: Perfect; 1-2: Good; 3-4: Hard; more: Missed.
Grade gradeOfLoss(int discsLost);

struct ReviewState {
    int repetitions = 0;  // answers in a row graded Hard or better
    // The interval's factor from the third review on, in hundredths (250: 2.5), at least 130:
    // whole numbers, so that a schedule is the same on every machine.
    int easePercent = 250;
    int intervalDays = 0;  // the last interval
    std::int64_t due = 0;  // when the position comes back, in seconds since 1970
    bool operator==(const ReviewState&) const = default;
};

inline constexpr std::int64_t kSecondsPerDay = 86400;

// The state after an answer graded `grade` at `now` (seconds since 1970).
ReviewState nextReview(const ReviewState& state, Grade grade, std::int64_t now);

}  // namespace hasami::library
