#include "own_game.h"

#include "overloaded.h"

namespace hasami::gui {

QString userName() {
    const QString login = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    return login.isEmpty() ? QStringLiteral("Player") : login;
}

QString playerName(const PlaySettings& settings, Color side, const QString& user) {
    const auto strength =
        Overloaded{[&](Level l) {
                       // The rating says how strong the level was when played: levels are re-spaced
                       // as they are measured again, and each engine has its own.
                       const QString engine = settings.engine == ai::EngineKind::MonteCarlo
                                                  ? QStringLiteral("Monte Carlo ")
                                                  : QString();
                       return QString("Hasami %1level %2 (about %3 Elo)")
                           .arg(engine)
                           .arg(l.level)
                           .arg(levelRating(l.level, settings.engine));
                   },
                   [](SecondsAMove s) { return QString("Hasami %1 s a move").arg(s.seconds); },
                   [](HumanLike h) { return QString("Hasami rated %1").arg(h.rating); },
                   [](OnClock) { return QStringLiteral("Hasami on the clock"); }};
    return std::visit(Overloaded{[&](Human) { return user; },
                                 [&](const Hasami& h) { return std::visit(strength, h.strength); },
                                 [](const ExternalEngine& e) { return e.name; }},
                      settings.player(side));
}

std::optional<ArchiveGame> ownGame(const GameRecord& line, const PlaySettings& settings,
                                   const QString& user, const QDate& day) {
    if (settings.isComputer(Color::Black) && settings.isComputer(Color::White)) return std::nullopt;
    if (line.start() != Position::start() || line.length() == 0) return std::nullopt;
    const Position& end = line.positionAt(line.length());
    ArchiveGame game;
    game.moves = line.moves();
    game.complete = end.isGameOver();
    if (game.complete) {
        const int score = end.finalScore();
        game.result = end.sideToMove() == Color::Black ? score : -score;
    } else {
        game.result = bb::count(end.black()) - bb::count(end.white());
    }
    game.black = playerName(settings, Color::Black, user).toStdString();
    game.white = playerName(settings, Color::White, user).toStdString();
    game.year = day.year();
    game.date = day.toString(Qt::ISODate).toStdString();
    return game;
}

}  // namespace hasami::gui
