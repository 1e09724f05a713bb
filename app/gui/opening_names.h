#pragma once

#include <QString>
#include <string_view>

namespace hasami::gui {

// The name of one of core's openings (core/openings.h) in the user's language.
QString openingName(std::string_view englishName);

}  // namespace hasami::gui
