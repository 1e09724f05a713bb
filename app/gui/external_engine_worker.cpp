#include "external_engine_worker.h"

#include <string>

#include "match_player.h"

namespace hasami::gui {

namespace {

// Every error of the players that begins so tells how the program ended ("the engine exited
// with status 3 (awaiting move)"); one that begins with "no " tells what it did not answer in
// time.
constexpr std::string_view kEnded = "the engine ";
constexpr std::string_view kSilent = "no ";

}  // namespace

ExternalEngineWorker::ExternalEngineWorker(QObject* parent) : QObject(parent) {}

ExternalEngineWorker::~ExternalEngineWorker() = default;

void ExternalEngineWorker::cancelUpTo(quint64 id) {
    quint64 seen = cancelledUpTo_.load();
    while (seen < id && !cancelledUpTo_.compare_exchange_weak(seen, id)) {
    }
}

void ExternalEngineWorker::setEngine(const ExternalEngine& engine) {
    if (engine == engine_ && player_) return;
    engine_ = engine;
    const std::string command = engine.command.toStdString();
    const std::string folder = engine.folder.toStdString();
    player_ = engine.protocol == ExternalEngine::Protocol::Gtp
                  ? cli::gtpPlayer(command, folder)
                  : cli::nboardPlayer(command, folder, 0);
    // Read on this thread while a request waits for the program.
    player_->setInterruption([this] { return !wanted(playing_); });
}

void ExternalEngineWorker::play(quint64 id, const Position& start, const std::vector<Move>& moves,
                                double clockSeconds, double timeLimit) {
    if (!wanted(id)) return;
    if (!player_) {
        fail(id, tr("No external engine is chosen."));
        return;
    }
    playing_ = id;
    GgfGame game;
    game.start = start;
    game.moves = moves;
    Position position = start;
    for (const Move m : moves)
        position = position.play(m);
    // The game's moves carry no times: the clock is the time left.
    game.timeControl = std::to_string(clockSeconds);
    const cli::MoveRequest request{game, position, clockSeconds, timeLimit};
    std::string error;
    std::optional<Move> move;
    if (player_->newGame(error)) move = player_->play(request, error);
    if (!wanted(id)) {
        player_->forfeited();  // it may still be thinking of the move no longer wanted
        return;
    }
    const QString name = engine_.name;
    if (!move) {
        const QString reason = QString::fromStdString(error);
        if (error.starts_with(kEnded)) {
            fail(id, tr("%1 stopped: %2.").arg(name, reason.mid(int(kEnded.size()))));
        } else if (error.starts_with(kSilent)) {
            fail(id, tr("%1 did not answer in time (%2).").arg(name, reason));
        } else {
            fail(id, tr("%1 failed: %2.").arg(name, reason));
        }
    } else if (!position.isLegal(*move)) {
        fail(id, tr("%1 played an illegal move: %2.")
                     .arg(name, QString::fromStdString(move->isPass() ? "pass" : move->name())));
    } else {
        emit moved(id, *move);
    }
}

void ExternalEngineWorker::fail(quint64 id, const QString& message) {
    if (player_) player_->forfeited();
    emit failed(id, message);
}

}  // namespace hasami::gui
