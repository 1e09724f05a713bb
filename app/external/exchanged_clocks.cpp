#include "exchanged_clocks.h"

#include <algorithm>
#include <array>

namespace hasami::cli {

GgfGame withClocksExchanged(GgfGame game) {
    if (game.seconds.empty()) return game;
    // Moves alternate from the start, passes included: move i is the first side's when i is even.
    std::array<double, 2> used{0, 0};
    for (std::size_t i = 0; i < game.seconds.size(); ++i)
        used[i % 2] += game.seconds[i];
    std::fill(game.seconds.begin(), game.seconds.end(), 0.0);
    for (std::size_t i = 0; i < std::min<std::size_t>(2, game.seconds.size()); ++i)
        game.seconds[i] = used[1 - i];
    return game;
}

}  // namespace hasami::cli
