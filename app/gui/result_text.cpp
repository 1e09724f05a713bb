#include "result_text.h"

#include <QCoreApplication>  // Q_DECLARE_TR_FUNCTIONS
#include <algorithm>

#include "color_name.h"

namespace hasami::gui {

namespace {

class GameResult {
    Q_DECLARE_TR_FUNCTIONS(GameResult)
};

}  // namespace

QString resultText(const Position& end, std::optional<Color> lostOnTime) {
    if (lostOnTime) return GameResult::tr("%1 wins on time").arg(colorName(opposite(*lostOnTime)));
    const int blackLead = end.sideToMove() == Color::Black ? end.finalScore() : -end.finalScore();
    const int black = (64 + blackLead) / 2;
    const int white = 64 - black;
    if (black == white) return GameResult::tr("Draw %1–%2").arg(black).arg(white);
    return GameResult::tr("%1 wins %2–%3")
        .arg(colorName(black > white ? Color::Black : Color::White))
        .arg(std::max(black, white))
        .arg(std::min(black, white));
}

}  // namespace hasami::gui
