#pragma once

// Playing the games of the self-play corpus (the games and their file: core/selfplay_shard.h).

#include <cstdint>

#include "core/selfplay_shard.h"

namespace hasami::ai {
class Engine;
}

namespace hasami::ai::training {

// Game `index` of the run `seed`: the same game for the same arguments on any machine (the
// random moves come from (seed, index); the searches run on one thread from an emptied table).
// `engine` must search with one thread; its table is cleared first.
SelfPlayGame playSelfPlayGame(Engine& engine, const SelfPlaySettings& settings, std::uint64_t seed,
                              std::uint64_t index);

}  // namespace hasami::ai::training
