#include "core/square.h"

namespace hasami {

std::optional<Square> Square::parse(std::string_view text) {
    if (text.size() != 2) return std::nullopt;
    const char column = static_cast<char>(text[0] | 0x20);  // ASCII lower case
    const char row = text[1];
    if (column < 'a' || column > 'h' || row < '1' || row > '8') return std::nullopt;
    return Square::at(column - 'a', row - '1');
}

std::string Square::name() const {
    return {static_cast<char>('a' + column()), static_cast<char>('1' + row())};
}

}  // namespace hasami
