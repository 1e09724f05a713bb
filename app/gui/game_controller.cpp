#include "game_controller.h"

#include <QRandomGenerator>

#include "core/openings.h"
#include "engine_worker.h"

namespace hasami::gui {

QString colorName(Color side) {
    return side == Color::Black ? GameController::tr("Black") : GameController::tr("White");
}

GameController::GameController(QObject* parent) : QObject(parent), worker_(new EngineWorker) {
    qRegisterMetaType<hasami::Position>();
    qRegisterMetaType<hasami::ai::Limits>();
    qRegisterMetaType<hasami::ai::Progress>();
    qRegisterMetaType<hasami::ai::Result>();
    qRegisterMetaType<hasami::Evaluations>();
    qRegisterMetaType<std::vector<hasami::Position>>();
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(worker_, &EngineWorker::progress, this, &GameController::onProgress);
    connect(worker_, &EngineWorker::finished, this, &GameController::onFinished);
    connect(worker_, &EngineWorker::analysed, this, &GameController::onAnalysed);
    connect(worker_, &EngineWorker::reviewed, this, &GameController::onReviewed);
    thread_.setObjectName("engine");
    thread_.start();
    applyThreads();
}

GameController::~GameController() {
    // Stop the search at once; the thread then ends within the engine's stop latency.
    worker_->cancelUpTo(++requestId_);
    thread_.quit();
    thread_.wait();
}

bool GameController::isComputer(Color side) const {
    return side == Color::Black ? settings_.computerPlaysBlack : settings_.computerPlaysWhite;
}

void GameController::newGame() {
    newGameFrom(Position::start());
}

void GameController::newGameFrom(const Position& start) {
    cancelThinking();
    const Position before = record_.current();
    record_ = GameRecord(start);
    QMetaObject::invokeMethod(worker_, &EngineWorker::clear);
    changed(before);
}

void GameController::loadGame(const GameRecord& record) {
    cancelThinking();
    const Position before = record_.current();
    record_ = record;
    changed(before);
}

void GameController::playSquare(Square square) {
    const Position& p = record_.current();
    if (p.isGameOver() || isComputer(p.sideToMove())) return;  // not the user's turn
    const Position before = p;
    if (!record_.play(square)) {
        emit notice(tr("%1 is not a legal move here.").arg(QString::fromStdString(square.name())));
        return;
    }
    changed(before, true);
}

void GameController::undo() {
    if (record_.canUndo()) step(&GameRecord::undo);
}

void GameController::redo() {
    if (record_.canRedo()) step(&GameRecord::redo);
}

void GameController::step(bool (GameRecord::*move)()) {
    cancelThinking();
    const Position before = record_.current();
    (record_.*move)();
    // On over the computer's moves, to where a human moves (unless no human plays): undo takes
    // back the computer's reply with the move it answered, redo replays it.
    const bool anyHuman = !settings_.computerPlaysBlack || !settings_.computerPlaysWhite;
    while (anyHuman && isComputer(record_.current().sideToMove()) && (record_.*move)()) {
    }
    changed(before);
}

void GameController::goToStart() {
    jumpTo(0);
}
void GameController::goToEnd() {
    jumpTo(record_.length());
}

void GameController::jumpTo(int ply) {
    if (ply == record_.ply() || ply < 0 || ply > record_.length()) return;
    cancelThinking();
    const Position before = record_.current();
    record_.jumpTo(ply);
    changed(before);
}

void GameController::setSettings(const Settings& settings) {
    if (settings == settings_) return;
    const bool newThreads = settings.threads != settings_.threads;
    settings_ = settings;
    if (newThreads) applyThreads();
    // The new strength or players apply to the next move: restart a search in progress.
    cancelThinking();
    changed(record_.current());
}

// Queued: the worker changes its engine's threads between two searches, never during one.
void GameController::applyThreads() {
    QMetaObject::invokeMethod(worker_, "setThreads", Qt::QueuedConnection,
                              Q_ARG(int, settings_.threads));
}

void GameController::changed(const Position& before, bool moved) {
    if (record_.current().mustPass()) {
        // Only a record's first position can need a pass (play() records the others), and
        // nobody can click one: play it.
        record_.play(Move::pass());
        moved = true;
    }
    const Position& p = record_.current();
    const Bitboard flipped = (before.black() & p.white()) | (before.white() & p.black());
    std::optional<Square> lastMove;
    for (auto m = record_.playedMoves().rbegin(); m != record_.playedMoves().rend(); ++m) {
        if (!m->isPass()) {
            lastMove = m->square();
            break;
        }
    }
    emit positionChanged(p, flipped, lastMove);
    emit legalMovesChanged(p.legalMoves());
    emit scoreChanged(p.discCount(Color::Black), p.discCount(Color::White));
    QStringList moves;
    for (const Move m : record_.moves()) {
        moves << (m.isPass() ? tr("pass") : QString::fromStdString(m.name()));
    }
    emit historyChanged(moves, record_.ply());
    const auto opening = openingOf(record_.playedMoves(), record_.start());
    emit openingChanged(opening ? QString::fromUtf8(opening->opening->name.data(),
                                                    qsizetype(opening->opening->name.size()))
                                : QString());
    emitScores();
    // The move just played forced a pass: say so plainly.
    if (moved && record_.playedMoves().back().isPass()) {
        emit passed(opposite(p.sideToMove()));
    }
    if (p.isGameOver()) {
        emit hintsChanged({}, true);
        emit gameOver(describeResult());
    } else if (isComputer(p.sideToMove())) {
        emit hintsChanged({}, true);  // the computer's own progress shows instead
        // The computer plays on only from the end of the record: looking back at the game
        // must not replace the moves that follow.
        if (record_.canRedo()) {
            emit notice(tr("%1 (the computer) plays on from the last position.")
                            .arg(colorName(p.sideToMove())));
        } else {
            startThinking();
        }
    } else if (hintsEnabled_) {
        startHints();
    }
}

ai::Limits GameController::hintLimits() {
    return ai::Limits::atLevel(14);
}

void GameController::setHintsEnabled(bool enabled) {
    if (enabled == hintsEnabled_) return;
    hintsEnabled_ = enabled;
    if (!enabled) {
        if (analysing_) cancelThinking();
        emit hintsChanged({}, true);
    } else if (!thinking_ && !record_.current().isGameOver() &&
               !isComputer(record_.current().sideToMove())) {
        startHints();
    }
}

void GameController::startHints() {
    cancelThinking();
    const Position& p = record_.current();
    const auto cached = hintCache_.find({p.player(), p.opponent()});
    if (cached != hintCache_.end()) {
        emit hintsChanged(cached->second.hints, cached->second.complete);
        if (cached->second.complete) return;
    } else {
        emit hintsChanged({}, false);
    }
    const quint64 id = ++requestId_;
    analysing_ = true;
    analysed_ = p;
    ++analysesStarted_;
    QMetaObject::invokeMethod(worker_, "analyse", Qt::QueuedConnection, Q_ARG(quint64, id),
                              Q_ARG(hasami::Position, p), Q_ARG(hasami::ai::Limits, hintLimits()));
}

void GameController::onAnalysed(quint64 id, const Evaluations& hints, bool complete) {
    if (id != requestId_ || !analysing_) return;  // hints of a position no longer shown
    if (complete) analysing_ = false;
    CachedHints& cached = hintCache_[{analysed_.player(), analysed_.opponent()}];
    // A complete analysis keeps its result even if empty; a partial one only adds depth.
    if (!hints.empty() || complete) cached = {hints.empty() ? cached.hints : hints, complete};
    emit hintsChanged(cached.hints, cached.complete);
    if (!cached.hints.empty()) recordScore(analysed_, cached.hints.front().score);
}

void GameController::recordScore(const Position& position, int score) {
    scores_[{position.player(), position.opponent()}] = score;
    emitScores();
}

void GameController::startReview(int depth) {
    cancelThinking();
    std::vector<Position> positions;
    for (int ply = 0; ply <= record_.length(); ++ply) {
        const Position& p = record_.positionAt(ply);
        if (!p.isGameOver() && !p.mustPass()) positions.push_back(p);
    }
    const quint64 id = ++requestId_;
    reviewing_ = true;
    reviewTotal_ = reviewLeft_ = int(positions.size());
    emit reviewProgress(0, reviewTotal_);
    if (positions.empty()) {
        reviewing_ = false;
        emit reviewFinished(true);
        return;
    }
    QMetaObject::invokeMethod(worker_, "review", Qt::QueuedConnection, Q_ARG(quint64, id),
                              Q_ARG(std::vector<hasami::Position>, positions),
                              Q_ARG(hasami::ai::Limits, ai::Limits::atDepth(depth)));
    reviewPositions_ = std::move(positions);
}

void GameController::onReviewed(quint64 id, int index, int score) {
    if (id != requestId_ || !reviewing_) return;
    recordScore(reviewPositions_[index], score);
    emit reviewProgress(reviewTotal_ - --reviewLeft_, reviewTotal_);
    if (reviewLeft_ == 0) {
        reviewing_ = false;
        // The review is over: the game goes on (hints or the computer's turn).
        changed(record_.current());
        emit reviewFinished(true);
    }
}

void GameController::emitScores() {
    std::vector<std::optional<int>> black(record_.length() + 1);
    for (int ply = 0; ply <= record_.length(); ++ply) {
        const Position& p = record_.positionAt(ply);
        const auto known = scores_.find({p.player(), p.opponent()});
        if (p.isGameOver()) {
            black[ply] = p.discCount(Color::Black) - p.discCount(Color::White);
        } else if (known != scores_.end()) {
            black[ply] = p.sideToMove() == Color::Black ? known->second : -known->second;
        }
    }
    emit scoresChanged(black, record_.ply());

    // A move is a mistake when the score after it (the next mover's, turned back) falls
    // more than kMistakeDiscs below the score before it. Forced passes keep the turn's view.
    QList<int> mistakes;
    for (int ply = 0; ply < record_.length(); ++ply) {
        if (record_.moves()[ply].isPass() || !black[ply]) continue;
        int next = ply + 1;
        while (next < record_.length() && record_.moves()[next].isPass())
            ++next;
        if (!black[next]) continue;
        const bool blackMoved = record_.positionAt(ply).sideToMove() == Color::Black;
        const int before = blackMoved ? *black[ply] : -*black[ply];
        const int after = blackMoved ? *black[next] : -*black[next];
        if (before - after > kMistakeDiscs) mistakes << ply + 1;
    }
    emit mistakesChanged(mistakes);
}

QString GameController::describeResult() const {
    const Position& p = record_.current();
    const int black = p.discCount(Color::Black);
    const int white = p.discCount(Color::White);
    if (black == white) return tr("Draw %1–%2").arg(black).arg(white);
    return tr("%1 wins %2–%3")
        .arg(colorName(black > white ? Color::Black : Color::White))
        .arg(std::max(black, white))
        .arg(std::min(black, white));
}

void GameController::startThinking() {
    cancelThinking();
    const quint64 id = ++requestId_;
    ai::Limits limits = settings_.secondsPerMove > 0
                            ? ai::Limits::forSeconds(settings_.secondsPerMove)
                            : ai::Limits::atLevel(settings_.level);
    limits.seed = QRandomGenerator::global()->generate64();
    thinking_ = true;
    thinkingTimer_.start();
    emit thinkingChanged(true,
                         tr("%1 is thinking…").arg(colorName(record_.current().sideToMove())));
    QMetaObject::invokeMethod(worker_, "search", Qt::QueuedConnection, Q_ARG(quint64, id),
                              Q_ARG(hasami::Position, record_.current()),
                              Q_ARG(hasami::ai::Limits, limits));
}

void GameController::cancelThinking() {
    if (!thinking_ && !analysing_ && !reviewing_) return;
    worker_->cancelUpTo(requestId_);
    ++requestId_;  // a result already on its way is stale too
    analysing_ = false;
    if (reviewing_) {
        reviewing_ = false;
        emit reviewFinished(false);
    }
    if (thinking_) {
        thinking_ = false;
        emit thinkingChanged(false, QString());
    }
}

void GameController::onProgress(quint64 id, const ai::Progress& progress) {
    if (id != requestId_ || !thinking_) return;
    const QString depth = progress.exact         ? tr("exact")
                          : progress.winLossDraw ? tr("win/loss")
                                                 : tr("depth %1").arg(progress.depth);
    emit thinkingChanged(true, tr("%1 is thinking… %2, score %3")
                                   .arg(colorName(record_.current().sideToMove()), depth)
                                   .arg(progress.score > 0 ? QString("+%1").arg(progress.score)
                                                           : QString::number(progress.score)));
}

void GameController::onFinished(quint64 id, const ai::Result& result) {
    if (id != requestId_ || !thinking_) return;  // stale: the game has moved on
    if (!result.best.isPass()) recordScore(record_.current(), result.score);
    const int wait = std::max<int>(0, kMinimumReplyMs - int(thinkingTimer_.elapsed()));
    QTimer::singleShot(wait, this, [this, id, move = result.best] { applyComputerMove(id, move); });
}

void GameController::applyComputerMove(quint64 id, Move move) {
    if (id != requestId_ || !thinking_) return;  // undone while the reply waited
    thinking_ = false;
    emit thinkingChanged(false, QString());
    const Position before = record_.current();
    if (record_.play(move)) changed(before, true);
}

}  // namespace hasami::gui
