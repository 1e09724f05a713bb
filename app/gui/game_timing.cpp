#include "game_timing.h"

#include <cmath>
#include <cstdio>

namespace hasami::gui {

namespace {

// [h:]m:ss, with hundredths when the time has them.
std::string clockText(double seconds) {
    const int whole = int(std::floor(seconds));
    const double rest = seconds - whole;
    char text[40];
    if (whole >= 3600) {
        std::snprintf(text, sizeof text, "%d:%02d:%02d", whole / 3600, whole / 60 % 60, whole % 60);
    } else {
        std::snprintf(text, sizeof text, "%d:%02d", whole / 60, whole % 60);
    }
    std::string result = text;
    if (rest >= 0.005) {
        std::snprintf(text, sizeof text, "%.2f", rest);
        result += text + 1;  // ".25"
    }
    return result;
}

}  // namespace

std::string timeControlText(const TimeControl& control) {
    std::string text = clockText(control.seconds);
    if (control.increment > 0) {
        // Appended in two steps: GCC 12 warns falsely (-Wrestrict) on "/" + std::string&&.
        text += '/';
        text += clockText(control.increment);
    }
    return text;
}

std::string timeLossResult(Color loser) {
    return loser == Color::Black ? "-64:t" : "+64:t";
}

}  // namespace hasami::gui
