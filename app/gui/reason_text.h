#pragma once

#include <QString>

#include "ai/reasons.h"

namespace hasami::gui {

// A reason of an explanation (ai/reasons.h) in a sentence of the user's language: "gives the
// opponent the corner a1", "your moves 5 → 2, the opponent's 3 → 7".
QString reasonText(const ai::Reason& reason);
// The reason's tag as a short title: "Corner", "Mobility".
QString reasonTitle(ai::ReasonTag tag);
// What a mistake with that first reason did, for the review's rows and counts: "gave a corner",
// "lost parity".
QString reasonSummary(ai::ReasonTag tag);

}  // namespace hasami::gui
