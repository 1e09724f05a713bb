#pragma once

// The core and engine types that travel through queued signals and QSignalSpy.

#include <QMetaType>
#include <optional>

#include "ai/limits.h"
#include "ai/search_result.h"
#include "core/position.h"

Q_DECLARE_METATYPE(hasami::Position)
Q_DECLARE_METATYPE(hasami::Square)
Q_DECLARE_METATYPE(std::optional<hasami::Square>)
Q_DECLARE_METATYPE(hasami::Color)
Q_DECLARE_METATYPE(hasami::ai::Limits)
Q_DECLARE_METATYPE(hasami::ai::Progress)
Q_DECLARE_METATYPE(hasami::ai::Result)
