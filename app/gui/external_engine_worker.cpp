#include "external_engine_worker.h"

#include <cmath>
#include <cstdlib>
#include <string>

#include "match_player.h"
#include "request_ids.h"

namespace hasami::gui {

namespace {

// Every error of the players that begins so tells how the program ended ("the engine exited
// with status 3 (awaiting move)"); one that begins with "no " tells what it did not answer in
// time.
constexpr std::string_view kEnded = "the engine ";
constexpr std::string_view kSilent = "no ";

GgfGame gameOf(const Position& start, const std::vector<Move>& moves) {
    GgfGame game;
    game.start = start;
    game.moves = moves;
    return game;
}

Position positionAfter(const GgfGame& game) {
    Position position = game.start;
    for (const Move m : game.moves)
        position = position.play(m);
    return position;
}

}  // namespace

ExternalEngineWorker::ExternalEngineWorker(QObject* parent) : QObject(parent) {}

ExternalEngineWorker::~ExternalEngineWorker() = default;

void ExternalEngineWorker::cancelUpTo(quint64 id) {
    raiseTo(cancelledUpTo_, id);
}

void ExternalEngineWorker::setEngine(const ExternalEngine& engine) {
    if (engine == engine_ && player_) return;
    engine_ = engine;
    const std::string command = engine.command.toStdString();
    const std::string folder = engine.folder.toStdString();
    player_ = engine.protocol == ExternalEngine::Protocol::Gtp
                  ? cli::gtpPlayer(command, folder)
                  : cli::nboardPlayer(command, folder, 0, cli::ClockReading::Own);
    // Read on this thread while a request waits for the program.
    player_->setInterruption([this] { return !wanted(playing_); });
}

bool ExternalEngineWorker::ready(quint64 id) {
    if (!wanted(id)) return false;
    if (!player_) {
        fail(id, tr("No external engine is chosen."));
        return false;
    }
    playing_ = id;
    return true;
}

void ExternalEngineWorker::play(quint64 id, const Position& start, const std::vector<Move>& moves,
                                double clockSeconds, double timeLimit) {
    if (!ready(id)) return;
    GgfGame game = gameOf(start, moves);
    const Position position = positionAfter(game);
    // The game's moves carry no times: both clocks show the time left of the side to move, so
    // an engine that reads the other side's clock (NTest: exchanged_clocks.h) reads it too.
    game.timeControl = std::to_string(clockSeconds);
    const cli::MoveRequest request{game, position, clockSeconds, timeLimit};
    const auto ready = player_->newGame();
    const auto move = ready ? player_->play(request) : Result<Move>(ready.error());
    if (!wanted(id)) {
        player_->forfeited();  // it may still be thinking of the move no longer wanted
        return;
    }
    if (!move) {
        failWith(id, move.error().message);
    } else if (!position.isLegal(*move)) {
        fail(id, tr("%1 played an illegal move: %2.")
                     .arg(engine_.name,
                          QString::fromStdString(move->isPass() ? "pass" : move->name())));
    } else {
        emit moved(id, *move);
    }
}

void ExternalEngineWorker::hint(quint64 id, const Position& start, const std::vector<Move>& moves,
                                int depth, double timeLimit) {
    if (!ready(id)) return;
    const GgfGame game = gameOf(start, moves);
    const Position position = positionAfter(game);
    const int legal = bb::count(position.legalMoves());
    if (legal == 0) {  // nothing to score: the side to move passes
        emit analysed(id, {}, true);
        return;
    }
    const auto ready = player_->newGame();
    const auto hints = ready ? player_->hints(game, legal, depth, timeLimit)
                             : Result<std::vector<cli::Hint>>(ready.error());
    if (!wanted(id)) {
        player_->forfeited();  // it may still be searching the position no longer shown
        return;
    }
    if (!hints) {
        failWith(id, hints.error().message);
        return;
    }
    Evaluations evaluations;
    for (const cli::Hint& h : *hints) {
        if (h.move.isPass() || !position.isLegal(h.move)) {
            fail(id, tr("%1 scored an illegal move: %2.")
                         .arg(engine_.name,
                              QString::fromStdString(h.move.isPass() ? "pass" : h.move.name())));
            return;
        }
        ai::MoveEvaluation e;
        e.move = h.move;
        e.score = int(std::lround(h.score));
        // Hasami's console engine gives its book's moves as "search" lines of depth "book".
        e.book = h.book || h.depth == "book";
        // "100%": solved to the end; a number first: the plies searched; else (a book's
        // depth, none given) the depth asked.
        e.exact = h.depth.starts_with("100%");
        e.depth = e.exact ? position.emptyCount() : std::atoi(h.depth.c_str());
        if (e.depth <= 0) e.depth = depth;
        evaluations.push_back(e);
    }
    emit analysed(id, evaluations, true);
}

void ExternalEngineWorker::failWith(quint64 id, const std::string& error) {
    const QString name = engine_.name;
    const QString reason = QString::fromStdString(error);
    if (error.starts_with(kEnded)) {
        fail(id, tr("%1 stopped: %2.").arg(name, reason.mid(int(kEnded.size()))));
    } else if (error.starts_with(kSilent)) {
        fail(id, tr("%1 did not answer in time (%2).").arg(name, reason));
    } else {
        fail(id, tr("%1 failed: %2.").arg(name, reason));
    }
}

void ExternalEngineWorker::fail(quint64 id, const QString& message) {
    if (player_) player_->forfeited();
    emit failed(id, message);
}

}  // namespace hasami::gui
