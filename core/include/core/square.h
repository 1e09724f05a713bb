#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/bitboard.h"

namespace hasami {

// One of the 64 squares, named a1..h8 (column letter, then row number from the top).
class Square {
  public:
    constexpr Square() = default;
    static constexpr Square at(int column, int row) { return Square(row * 8 + column); }
    static constexpr Square fromIndex(int index) { return Square(index); }

    constexpr int index() const { return index_; }
    constexpr int column() const { return index_ & 7; }
    constexpr int row() const { return index_ >> 3; }
    constexpr Bitboard bit() const { return bb::bit(index_); }

    // "a1".."h8", case-insensitive; nullopt for anything else.
    static std::optional<Square> parse(std::string_view text);
    std::string name() const;

    constexpr bool operator==(const Square&) const = default;

  private:
    constexpr explicit Square(int index) : index_(static_cast<std::uint8_t>(index)) {}
    std::uint8_t index_ = 0;
};

inline constexpr bool isValidSquareIndex(int index) {
    return index >= 0 && index < 64;
}

}  // namespace hasami
