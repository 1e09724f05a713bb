#include "players_text.h"

#include <QCoreApplication>

namespace hasami::gui {

namespace {

// The translation context of the players' names.
class PlayersText {
    Q_DECLARE_TR_FUNCTIONS(PlayersText)
};

}  // namespace

QString playerText(const PlaySettings& settings, Color side) {
    const bool computer =
        side == Color::Black ? settings.computerPlaysBlack : settings.computerPlaysWhite;
    if (!computer) {
        const bool otherComputer =
            side == Color::Black ? settings.computerPlaysWhite : settings.computerPlaysBlack;
        return otherComputer ? PlayersText::tr("You") : QString();
    }
    // In the order in which the controller chooses the computer's limits (own_game.h).
    if (const ExternalEngine* engine = settings.opponentEngine()) return engine->name;
    if (settings.humanLike) return PlayersText::tr("Hasami rated %1").arg(settings.humanRating);
    if (settings.timeControl) return PlayersText::tr("Hasami on the clock");
    if (settings.bySeconds)
        return PlayersText::tr("Hasami, %1 s a move").arg(settings.secondsPerMove);
    return PlayersText::tr("Hasami level %1").arg(settings.level);
}

}  // namespace hasami::gui
