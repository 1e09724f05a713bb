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
    switch (settings.strength()) {
        case PlaySettings::Strength::External:
            return settings.opponentEngine()->name;
        case PlaySettings::Strength::HumanLike:
            return PlayersText::tr("Hasami rated %1").arg(settings.humanRating);
        case PlaySettings::Strength::Clock:
            return PlayersText::tr("Hasami on the clock");
        case PlaySettings::Strength::Seconds:
            return PlayersText::tr("Hasami, %1 s a move").arg(settings.secondsPerMove);
        case PlaySettings::Strength::Level:
            break;
    }
    return PlayersText::tr("Hasami level %1").arg(settings.level);
}

}  // namespace hasami::gui
