#include "library/review_schedule.h"

#include <algorithm>

namespace hasami::library {

namespace {

constexpr int kMinimumEasePercent = 130;

// SM-2's quality of an answer, 0 to 5; 3 and more is remembered.
int quality(Grade grade) {
    switch (grade) {
        case Grade::Missed:
            return 1;
        case Grade::Hard:
            return 3;
        case Grade::Good:
            return 4;
        case Grade::Perfect:
            return 5;
    }
    return 0;
}

}  // namespace

Grade gradeOfLoss(int discsLost) {
    if (discsLost <= 0) return Grade::Perfect;
    if (discsLost <= 2) return Grade::Good;
    if (discsLost <= 4) return Grade::Hard;
    return Grade::Missed;
}

ReviewState nextReview(const ReviewState& state, Grade grade, std::int64_t now) {
    const int q = quality(grade);
    ReviewState next = state;
    if (q < 3) {
        next.repetitions = 0;
        next.intervalDays = 1;
    } else {
        next.intervalDays = state.repetitions == 0 ? 1
                            : state.repetitions == 1
                                ? 6
                                : (state.intervalDays * state.easePercent + 50) / 100;
        ++next.repetitions;
    }
    // SM-2's 0.1 - (5 - q)(0.08 + (5 - q) 0.02), in hundredths.
    next.easePercent =
        std::max(kMinimumEasePercent, state.easePercent + 10 - (5 - q) * (8 + (5 - q) * 2));
    next.due = now + next.intervalDays * kSecondsPerDay;
    return next;
}

}  // namespace hasami::library
