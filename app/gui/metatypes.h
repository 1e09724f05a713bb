#pragma once

// The core and engine types that travel through queued signals and QSignalSpy.

#include <QMetaType>
#include <optional>
#include <vector>

#include "ai/engine.h"
#include "ai/explanation.h"
#include "ai/limits.h"
#include "ai/search_result.h"
#include "core/position.h"
#include "library/own_games_analysis.h"

Q_DECLARE_METATYPE(hasami::Position)
Q_DECLARE_METATYPE(hasami::Square)
Q_DECLARE_METATYPE(std::optional<hasami::Square>)
Q_DECLARE_METATYPE(hasami::Color)
Q_DECLARE_METATYPE(hasami::ai::EngineKind)
Q_DECLARE_METATYPE(hasami::ai::Limits)
Q_DECLARE_METATYPE(hasami::ai::Progress)
Q_DECLARE_METATYPE(hasami::ai::SearchResult)
Q_DECLARE_METATYPE(hasami::ai::Explanation)

namespace hasami {
// The hints of one position: every legal move's evaluation, best first.
using Evaluations = std::vector<ai::MoveEvaluation>;
}  // namespace hasami
Q_DECLARE_METATYPE(hasami::Evaluations)
Q_DECLARE_METATYPE(std::vector<std::optional<int>>)
Q_DECLARE_METATYPE(std::vector<hasami::Position>)
Q_DECLARE_METATYPE(hasami::Move)
Q_DECLARE_METATYPE(std::vector<hasami::Move>)
Q_DECLARE_METATYPE(hasami::library::MistakesListing)
