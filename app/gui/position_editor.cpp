#include "position_editor.h"

#include <QCoreApplication>

namespace hasami::gui {

PositionEditor::PositionEditor(const Position& start) : position_(start) {}

void PositionEditor::set(Square square, Cell cell) {
    Bitboard black = position_.black() & ~square.bit();
    Bitboard white = position_.white() & ~square.bit();
    if (cell == Cell::Black) black |= square.bit();
    if (cell == Cell::White) white |= square.bit();
    position_ = Position::fromColors(black, white, position_.sideToMove());
}

void PositionEditor::setSideToMove(Color side) {
    position_ = Position::fromColors(position_.black(), position_.white(), side);
}

void PositionEditor::clear() {
    position_ = Position::fromColors(0, 0, position_.sideToMove());
}

void PositionEditor::transform(Symmetry symmetry) {
    position_ = hasami::transform(position_, symmetry);
}

std::optional<Position> PositionEditor::finish(QString* reason) const {
    const auto fail = [&](const char* text) {
        if (reason) *reason = QCoreApplication::translate("PositionEditor", text);
        return std::nullopt;
    };
    if (position_.black() == 0 || position_.white() == 0) {
        return fail(QT_TRANSLATE_NOOP("PositionEditor", "Both colours need at least one disc."));
    }
    if (position_.isGameOver()) {
        return fail(
            QT_TRANSLATE_NOOP("PositionEditor", "Neither side has a legal move in this position."));
    }
    return position_;
}

}  // namespace hasami::gui
