#pragma once

#include <string>

#include "core/square.h"

namespace hasami {

// A ply: a disc placed on a square, or a pass.
class Move {
  public:
    constexpr Move() = default;                                                          // a pass
    constexpr Move(Square square) : index_(static_cast<std::int8_t>(square.index())) {}  // NOLINT
    static constexpr Move pass() { return Move(); }

    constexpr bool isPass() const { return index_ == kPassIndex; }
    // Only meaningful when !isPass().
    constexpr Square square() const { return Square::fromIndex(index_); }

    // "f5", or "pa" for a pass.
    std::string name() const { return isPass() ? std::string("pa") : square().name(); }

    constexpr bool operator==(const Move&) const = default;

  private:
    static constexpr std::int8_t kPassIndex = 64;
    std::int8_t index_ = kPassIndex;
};

}  // namespace hasami
