#include "players_text.h"

#include <QCoreApplication>

#include "overloaded.h"

namespace hasami::gui {

namespace {

// The translation context of the players' names.
class PlayersText {
    Q_DECLARE_TR_FUNCTIONS(PlayersText)
};

}  // namespace

QString playerText(const PlaySettings& settings, Color side) {
    const auto strength = Overloaded{
        [](Level l) { return PlayersText::tr("Hasami level %1").arg(l.level); },
        [](SecondsAMove s) { return PlayersText::tr("Hasami, %1 s a move").arg(s.seconds); },
        [](HumanLike h) { return PlayersText::tr("Hasami rated %1").arg(h.rating); },
        [](OnClock) { return PlayersText::tr("Hasami on the clock"); }};
    return std::visit(Overloaded{[&](Human) {
                                     return settings.isComputer(opposite(side))
                                                ? PlayersText::tr("You")
                                                : QString();
                                 },
                                 [&](const Hasami& h) { return std::visit(strength, h.strength); },
                                 [](const ExternalEngine& e) { return e.name; }},
                      settings.player(side));
}

}  // namespace hasami::gui
