#include "game_controller.h"

#include <QRandomGenerator>
#include <QTimer>

#include "ai/book_file.h"
#include "core/openings.h"
#include "engine_worker.h"
#include "external_engine_worker.h"
#include "opening_names.h"
#include "win_chance.h"

namespace hasami::gui {

namespace {

QString signedScore(int score) {
    return score > 0 ? QString("+%1").arg(score) : QString::number(score);
}

// "850 k", "12.3 M": node counts for people (a no-break space keeps the unit on the line).
QString nodeCount(std::uint64_t nodes) {
    if (nodes < 1'000'000) return QString("%1\u00a0k").arg(double(nodes) / 1e3, 0, 'f', 0);
    return QString("%1\u00a0M").arg(double(nodes) / 1e6, 0, 'f', 1);
}

// The first moves of a best line: the Monte Carlo search's runs on through the thinly visited
// depths of its tree, where it says little.
QString movesText(const std::vector<Move>& moves) {
    constexpr std::size_t kShown = 12;
    QStringList names;
    for (std::size_t i = 0; i < std::min(moves.size(), kShown); ++i)
        names << QString::fromStdString(moves[i].name());
    if (moves.size() > kShown) names << "…";
    return names.join(' ');
}

}  // namespace

QString colorName(Color side) {
    return side == Color::Black ? GameController::tr("Black") : GameController::tr("White");
}

GameController::GameController(QObject* parent)
    : QObject(parent), worker_(new EngineWorker), external_(new ExternalEngineWorker) {
    qRegisterMetaType<hasami::Position>();
    qRegisterMetaType<hasami::ai::EngineKind>();
    qRegisterMetaType<hasami::ai::Limits>();
    qRegisterMetaType<hasami::ai::Progress>();
    qRegisterMetaType<hasami::ai::Result>();
    qRegisterMetaType<hasami::Evaluations>();
    qRegisterMetaType<std::vector<hasami::Position>>();
    qRegisterMetaType<hasami::Move>();
    qRegisterMetaType<std::vector<hasami::Move>>();
    qRegisterMetaType<hasami::gui::ExternalEngine>();
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(this, &GameController::searchRequested, worker_, &EngineWorker::search);
    connect(this, &GameController::analysisRequested, worker_, &EngineWorker::analyse);
    connect(this, &GameController::reviewRequested, worker_, &EngineWorker::review);
    connect(this, &GameController::clearRequested, worker_, &EngineWorker::clear);
    connect(this, &GameController::threadsRequested, worker_, &EngineWorker::setThreads);
    connect(this, &GameController::bookRequested, worker_, &EngineWorker::setBookEnabled);
    connect(this, &GameController::engineRequested, worker_, &EngineWorker::setEngineKind);
    connect(worker_, &EngineWorker::progress, this, &GameController::onProgress);
    connect(worker_, &EngineWorker::finished, this, &GameController::onFinished);
    connect(worker_, &EngineWorker::analysed, this, &GameController::onAnalysed);
    connect(worker_, &EngineWorker::reviewed, this, &GameController::onReviewed);
    thread_.setObjectName("engine");
    thread_.start();
    external_->moveToThread(&externalThread_);
    connect(&externalThread_, &QThread::finished, external_, &QObject::deleteLater);
    connect(this, &GameController::externalEngineRequested, external_,
            &ExternalEngineWorker::setEngine);
    connect(this, &GameController::externalMoveRequested, external_, &ExternalEngineWorker::play);
    connect(external_, &ExternalEngineWorker::moved, this, &GameController::onExternalMoved);
    connect(external_, &ExternalEngineWorker::failed, this, &GameController::onExternalFailed);
    externalThread_.setObjectName("external engine");
    externalThread_.start();
    emit threadsRequested(settings_.threads);
    emit bookRequested(settings_.useBook);
    emit engineRequested(settings_.engine);
}

QString GameController::bookProblem() const {
    std::string error;
    if (!settings_.useBook || ai::shippedBook(&error)) return {};
    return tr("Playing without the opening book: %1").arg(QString::fromStdString(error));
}

GameController::~GameController() {
    // Stop the search at once; the thread then ends within the engine's stop latency.
    worker_->cancelUpTo(++requestId_);
    external_->cancelUpTo(requestId_);
    thread_.quit();
    externalThread_.quit();
    thread_.wait();
    externalThread_.wait();
}

bool GameController::isComputer(Color side) const {
    return side == Color::Black ? settings_.computerPlaysBlack : settings_.computerPlaysWhite;
}

bool GameController::computerWaits() const {
    const Position& p = record().current();
    if (p.isGameOver() || !isComputer(p.sideToMove()) || isThinking()) return false;
    return paused_ || held_ || isReviewing() || record().canRedo();
}

void GameController::newGame() {
    newGameFrom(Position::start());
}

void GameController::newGameFrom(const Position& start) {
    loadGame(GameRecord(start));
    emit clearRequested();
}

void GameController::loadGame(const GameRecord& record, const QString& blackName,
                              const QString& whiteName) {
    replaceGame(GameLines(record), blackName, whiteName);
}

void GameController::openGame(const GameRecord& record, const QString& path,
                              const QString& blackName, const QString& whiteName) {
    replaceGame(GameLines(record), blackName, whiteName, true);
    setFilePath(path);
}

void GameController::replaceGame(GameLines lines, const QString& blackName,
                                 const QString& whiteName, bool hold) {
    held_ = hold;
    stopSearch();
    stopReview(tr("Review stopped: another game was started."));
    const Position before = this->record().current();
    lines_ = std::move(lines);
    filePath_.clear();
    modified_ = false;
    emit documentChanged(filePath_, modified_);
    emit playersChanged(blackName, whiteName);
    emitLines();
    show(before);
    // The record played the start's forced pass itself: say so.
    if (this->record().ply() == 1 && this->record().firstPly() == 1)
        emit passed(this->record().start().sideToMove());
}

void GameController::loadUnsavedGame(const SavedGame& game) {
    analysis_ = game.analysis;
    replaceGame(game.lines, {}, {});
    modified_ = true;
    emit documentChanged(filePath_, modified_);
}

void GameController::gameChanged() {
    stopReview(tr("Review stopped: the game changed."));
    modified_ = true;
    emit documentChanged(filePath_, modified_);
}

void GameController::setFilePath(const QString& path) {
    filePath_ = path;
    modified_ = false;
    emit documentChanged(filePath_, modified_);
}

void GameController::playSquare(Square square) {
    const Position& p = record().current();
    if (p.isGameOver()) {
        emit notice(tr("The game is over."));
        return;
    }
    if (isComputer(p.sideToMove())) {
        emit notice(tr("It is the computer's turn."));
        return;
    }
    if (play(square) == GameLines::Played::Illegal) {
        emit notice(tr("%1 is not a legal move here.").arg(QString::fromStdString(square.name())));
    }
}

GameLines::Played GameController::play(Move move) {
    const Position before = record().current();
    const int lineCount = lines_.count();
    const int line = lines_.currentIndex();
    const GameLines::Played played = lines_.play(move);
    if (played == GameLines::Played::Illegal) return played;
    held_ = false;
    stopSearch();
    if (played == GameLines::Played::Added) gameChanged();
    if (lines_.count() != lineCount || lines_.currentIndex() != line) emitLines();
    show(before, true);
    return played;
}

void GameController::undo() {
    browse(&GameRecord::undo, true);
}

void GameController::redo() {
    browse(&GameRecord::redo, true);
}

void GameController::stepBack() {
    browse(&GameRecord::undo, false);
}

void GameController::stepForward() {
    browse(&GameRecord::redo, false);
}

void GameController::browse(bool (GameRecord::*step)(), bool overComputerMoves) {
    GameRecord& record = lines_.current();
    const Position before = record.current();
    if (!(record.*step)()) return;
    // Undo and redo go on over the computer's moves, to where a human moves (unless no human
    // plays): undo takes back the computer's reply with the move it answered.
    const bool anyHuman = !settings_.computerPlaysBlack || !settings_.computerPlaysWhite;
    while (overComputerMoves && anyHuman && isComputer(record.current().sideToMove()) &&
           (record.*step)()) {
    }
    stopSearch();
    show(before);
}

void GameController::goToStart() {
    jumpTo(0);
}

void GameController::goToEnd() {
    jumpTo(record().length());
}

void GameController::jumpTo(int ply) {
    GameRecord& record = lines_.current();
    const Position before = record.current();
    if (ply == record.ply() || !record.jumpTo(ply) || record.current() == before) return;
    stopSearch();
    show(before);
}

void GameController::selectLine(int index) {
    const Position before = record().current();
    if (index == lines_.currentIndex() || !lines_.select(index)) return;
    stopSearch();
    emitLines();
    show(before);
}

void GameController::setSettings(const Settings& settings) {
    if (settings == settings_) return;
    Settings old = settings_;
    settings_ = settings;
    if (settings.threads != old.threads) emit threadsRequested(settings.threads);
    if (settings.hintLevel != old.hintLevel || settings.hintHumanChances != old.hintHumanChances ||
        settings.hintRating != old.hintRating) {
        analysis_.markIncomplete();
    }
    if (settings.engine != old.engine) {
        emit engineRequested(settings.engine);
        analysis_.forgetMoves();
    }
    if (const ExternalEngine* engine = settings.opponentEngine())
        emit externalEngineRequested(*engine);
    if (settings.useBook != old.useBook) {
        emit bookRequested(settings.useBook);
        // Hints from the book give way to searches, and the other way round.
        analysis_.markIncomplete();
        emitInBook();
    }
    // Only what the engine plays or searches restarts it; the looks of the board do not.
    old.showLegalMoves = settings.showLegalMoves;
    old.showLastMove = settings.showLastMove;
    old.animation = settings.animation;
    old.language = settings.language;
    old.hintScale = settings.hintScale;
    if (old == settings) return;
    stopSearch();
    goOn();
}

void GameController::suspend() {
    stopSearch();
    stopReview(tr("Review stopped: the board is being edited."));
}

void GameController::resume() {
    show(record().current());
}

void GameController::setPaused(bool paused) {
    if (paused == paused_) return;
    paused_ = paused;
    if (paused) stopSearch();
    goOn();
}

void GameController::moveNow() {
    if (isThinking()) worker_->hurryUpTo(requestId_);
}

void GameController::playFromHere() {
    const Position& p = record().current();
    if (p.isGameOver() || !isComputer(p.sideToMove()) || isThinking() || isReviewing()) return;
    paused_ = false;
    held_ = false;
    startThinking();
}

void GameController::show(const Position& before, bool moved) {
    const GameRecord& r = record();
    const Position& p = r.current();
    const Bitboard flipped = (before.black() & p.white()) | (before.white() & p.black());
    std::optional<Square> lastMove;
    for (auto m = r.playedMoves().rbegin(); m != r.playedMoves().rend(); ++m) {
        if (!m->isPass()) {
            lastMove = m->square();
            break;
        }
    }
    emit positionChanged(p, flipped, lastMove);
    emit scoreChanged(p.discCount(Color::Black), p.discCount(Color::White));
    QStringList moves;
    for (const Move m : r.moves()) {
        moves << (m.isPass() ? tr("pass") : QString::fromStdString(m.name()));
    }
    emit historyChanged(moves, r.ply());
    emit navigationChanged(r.canUndo(), r.canRedo());
    const auto opening = openingOf(r.playedMoves(), r.start());
    emit openingChanged(opening ? openingName(opening->opening->name) : QString());
    emitInBook();
    emitAnalysis();
    // The move just played forced a pass: say so plainly.
    if (moved && r.ply() > 1 && r.playedMoves().back().isPass()) {
        emit passed(opposite(p.sideToMove()));
    }
    goOn();
}

void GameController::goOn() {
    const Position& p = record().current();
    const bool humanMoves = !p.isGameOver() && !isComputer(p.sideToMove());
    emit clickableSquaresChanged(humanMoves ? p.legalMoves() : 0);
    emitWaiting();
    if (p.isGameOver()) {
        stopSearch();
        emit hintsChanged({}, true);
        emit gameOver(describeResult());
    } else if (isReviewing()) {
        // The review runs on while the user looks around; hints show what it found.
        if (hintsEnabled_) showCachedHints();
    } else if (!humanMoves && !computerWaits()) {
        if (!isThinking()) startThinking();
    } else if (hintsEnabled_) {
        // Hints also for the computer's side when it waits: the user asked for them.
        startHints();
    } else {
        stopSearch();
        emit hintsChanged({}, true);
    }
}

void GameController::emitWaiting() {
    const bool waiting = computerWaits();
    if (!waiting && !wasWaiting_) return;
    wasWaiting_ = waiting;
    QString status;
    if (waiting) {
        const QString side = colorName(record().current().sideToMove());
        status = paused_         ? tr("Paused: %1 (the computer) is to move.").arg(side)
                 : isReviewing() ? tr("%1 (the computer) waits for the review to end.").arg(side)
                 : record().canRedo()
                     ? tr("%1 (the computer) waits while you look back. Play from here to let "
                          "it move.")
                           .arg(side)
                     : tr("%1 (the computer) is to move. Play from here to let it move.").arg(side);
    }
    emit waitingChanged(waiting, status);
}

void GameController::emitInBook() {
    const auto book = settings_.useBook ? ai::shippedBook(nullptr) : nullptr;
    emit inBookChanged(book && book->contains(record().current()));
}

void GameController::emitAnalysis() {
    emit scoresChanged(analysis_.blackScores(record()), record().ply());
    const auto judged = analysis_.judge(record());
    emit judgementsChanged(judged);
    QList<int> mistakes;
    for (const int ply : GameAnalysis::mistakes(judged))
        mistakes << ply;
    emit mistakesChanged(mistakes);
}

void GameController::emitLines() {
    QStringList labels;
    for (int i = 0; i < lines_.count(); ++i) {
        const int ply = lines_.branchPly(i);
        const GameRecord& line = lines_.line(i);
        labels << (i == 0 ? tr("Main line")
                          : tr("Line %1: %2. %3")
                                .arg(i + 1)
                                .arg(ply + 1)
                                .arg(QString::fromStdString(line.moves()[ply].name())));
    }
    emit linesChanged(labels, lines_.currentIndex());
}

void GameController::setHintsEnabled(bool enabled) {
    if (enabled == hintsEnabled_) return;
    hintsEnabled_ = enabled;
    if (enabled) {
        goOn();
    } else {
        if (activity_ == Activity::Hinting) stopSearch();
        emit hintsChanged({}, true);
    }
}

void GameController::showCachedHints() {
    const Position& p = record().current();
    emit hintsChanged(analysis_.moves(p), analysis_.complete(p));
}

ai::Limits GameController::hintLimits() const {
    ai::Limits limits = ai::Limits::atLevel(settings_.hintLevel);
    if (settings_.hintHumanChances) limits.humanChancesRating = settings_.hintRating;
    return limits;
}

void GameController::startHints() {
    const Position& p = record().current();
    if (activity_ == Activity::Hinting && analysed_ == p) return;
    stopSearch();
    showCachedHints();
    if (analysis_.complete(p)) return;
    const quint64 id = ++requestId_;
    activity_ = Activity::Hinting;
    analysed_ = p;
    ++analysesStarted_;
    emit analysisRequested(id, p, hintLimits());
}

void GameController::onAnalysed(quint64 id, const Evaluations& hints, bool complete) {
    if (id != requestId_ || activity_ != Activity::Hinting) return;  // no longer shown
    if (complete) activity_ = Activity::Idle;
    analysis_.addMoves(analysed_, hints, complete);
    showCachedHints();
    emitAnalysis();
}

void GameController::startReview(int depth) {
    stopSearch();
    stopReview(tr("Review cancelled."));
    const std::vector<Position> positions = analysis_.startReview(record());
    emit reviewProgress(0, int(positions.size()));
    if (positions.empty()) {
        emit reviewFinished(true, tr("There is nothing to review."));
        return;
    }
    const quint64 id = ++requestId_;
    activity_ = Activity::Reviewing;
    emitWaiting();
    emit reviewRequested(id, positions, ai::Limits::atDepth(depth));
}

void GameController::onReviewed(quint64 id, int index, const Evaluations& moves) {
    if (id != requestId_ || !isReviewing()) return;
    const int done = analysis_.reviewed(index, moves);
    emit reviewProgress(done, analysis_.reviewTotal());
    emitAnalysis();
    if (hintsEnabled_) showCachedHints();
    if (done < analysis_.reviewTotal()) return;
    activity_ = Activity::Idle;
    analysis_.stopReview();
    const int mistakes = int(GameAnalysis::mistakes(analysis_.judge(record())).size());
    emit reviewFinished(true, tr("Review done: %n mistake(s).", "", mistakes));
    // The game goes on: hints, or the computer's turn.
    goOn();
}

void GameController::cancelReview() {
    stopReview(tr("Review cancelled."));
    goOn();
}

void GameController::stopReview(const QString& message) {
    if (!isReviewing()) return;
    cancelRequests();
    activity_ = Activity::Idle;
    analysis_.stopReview();
    emit reviewFinished(false, message);
}

void GameController::stopSearch() {
    if (activity_ != Activity::Thinking && activity_ != Activity::Hinting) return;
    cancelRequests();
    const bool wasThinking = isThinking();
    activity_ = Activity::Idle;
    if (wasThinking) emit thinkingChanged(false, QString());
}

void GameController::cancelRequests() {
    worker_->cancelUpTo(requestId_);
    external_->cancelUpTo(requestId_);
    ++requestId_;  // a result already on its way is stale too
}

QString GameController::describeResult() const {
    const Position& p = record().current();
    // Empty squares go to the winner, as everywhere in Hasami (Position::finalScore).
    const int blackLead = p.sideToMove() == Color::Black ? p.finalScore() : -p.finalScore();
    const int black = (64 + blackLead) / 2;
    const int white = 64 - black;
    if (black == white) return tr("Draw %1–%2").arg(black).arg(white);
    return tr("%1 wins %2–%3")
        .arg(colorName(black > white ? Color::Black : Color::White))
        .arg(std::max(black, white))
        .arg(std::min(black, white));
}

void GameController::startThinking() {
    stopSearch();
    const quint64 id = ++requestId_;
    const ExternalEngine* external = settings_.opponentEngine();
    const QString side = colorName(record().current().sideToMove());
    activity_ = Activity::Thinking;
    thinkingTimer_.start();
    emitWaiting();
    emit hintsChanged({}, true);  // the computer's own progress shows instead
    emit thinkingChanged(true, external ? tr("%1 (%2) is thinking…").arg(side, external->name)
                                        : tr("%1 is thinking…").arg(side));
    if (external) {
        const auto played = record().playedMoves();
        emit externalMoveRequested(id, record().start(), {played.begin(), played.end()},
                                   settings_.engineSecondsPerMove);
        return;
    }
    ai::Limits limits = settings_.humanLike   ? ai::Limits::asHuman(settings_.humanRating)
                        : settings_.bySeconds ? ai::Limits::forSeconds(settings_.secondsPerMove)
                                              : ai::Limits::atLevel(settings_.level);
    limits.seed = QRandomGenerator::global()->generate64();
    emit searchRequested(id, record().current(), limits);
}

void GameController::onProgress(quint64 id, const ai::Progress& progress) {
    if (id != requestId_ || !isThinking()) return;
    if (progress.winProbability) {
        emit thinkingChanged(
            true, tr("%1 is thinking: %2 to win, %3 simulations, %4 s\nBest line: %5")
                      .arg(colorName(record().current().sideToMove()),
                           percentText(*progress.winProbability), nodeCount(progress.nodes))
                      .arg(double(thinkingTimer_.elapsed()) / 1000, 0, 'f', 1)
                      .arg(movesText(progress.pv)));
        return;
    }
    const QString depth = progress.exact         ? tr("exact")
                          : progress.winLossDraw ? tr("win/loss")
                                                 : tr("depth %1").arg(progress.depth);
    emit thinkingChanged(true, tr("%1 is thinking: %2, score %3, %4 nodes, %5 s\nBest line: %6")
                                   .arg(colorName(record().current().sideToMove()), depth,
                                        signedScore(progress.score), nodeCount(progress.nodes))
                                   .arg(double(thinkingTimer_.elapsed()) / 1000, 0, 'f', 1)
                                   .arg(movesText(progress.pv)));
}

void GameController::onFinished(quint64 id, const ai::Result& result) {
    if (id != requestId_ || !isThinking()) return;  // stale: the game has moved on
    // A human-like move comes without a search (depth 0): nothing to score.
    if (!result.best.isPass() && (result.depth > 0 || result.exact)) {
        analysis_.addScore(record().current(),
                           {result.score, result.depth, result.exact, result.winLossDraw});
        emitAnalysis();
    }
    if (result.fromBook) {
        emit thinkingChanged(
            true,
            tr("%1 plays from the opening book.").arg(colorName(record().current().sideToMove())));
    }
    replyInTime(id, result.best);
}

void GameController::onExternalMoved(quint64 id, Move move) {
    if (id != requestId_ || !isThinking()) return;
    replyInTime(id, move);
}

void GameController::replyInTime(quint64 id, Move move) {
    const int wait = std::max<int>(0, kMinimumReplyMs - int(thinkingTimer_.elapsed()));
    QTimer::singleShot(wait, this, [this, id, move] { applyComputerMove(id, move); });
}

void GameController::onExternalFailed(quint64 id, const QString& message) {
    if (id != requestId_ || !isThinking()) return;
    activity_ = Activity::Idle;
    emit thinkingChanged(false, QString());
    settings_.opponent.clear();
    emit externalEngineFailed(
        tr("%1 The game is kept, and Hasami's own engine plays on.").arg(message));
    goOn();
}

void GameController::applyComputerMove(quint64 id, Move move) {
    if (id != requestId_ || !isThinking()) return;  // undone while the reply waited
    activity_ = Activity::Idle;
    emit thinkingChanged(false, QString());
    play(move);
}

}  // namespace hasami::gui
