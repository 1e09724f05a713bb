#pragma once

#include <QString>

#include "core/position.h"

namespace hasami::gui {

// "Black" or "White", in the user's language.
QString colorName(Color side);

}  // namespace hasami::gui
