#include "game_timing.h"

namespace hasami::gui {

std::string timeLossResult(Color loser) {
    return loser == Color::Black ? "-64:t" : "+64:t";
}

}  // namespace hasami::gui
