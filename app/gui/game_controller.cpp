#include "game_controller.h"

#include <QTimer>
#include <chrono>

#include "ai/book_file.h"
#include "ai/levels.h"
#include "computer_move.h"
#include "core/openings.h"
#include "external_engine_worker.h"  // kGraceSeconds
#include "threaded_engine_hub.h"

namespace hasami::gui {

namespace {

double steadySeconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

}  // namespace

GameController::GameController(QObject* parent) : GameController(*new ThreadedEngineHub, parent) {
    // Owned: destroyed with the controller, which stops its searches at once.
    engines_.setParent(this);
}

GameController::GameController(EngineHub& engines, QObject* parent)
    : QObject(parent), engines_(engines), clock_(steadySeconds) {
    qRegisterMetaType<hasami::Position>();
    qRegisterMetaType<hasami::ai::Progress>();
    qRegisterMetaType<hasami::ai::SearchResult>();
    qRegisterMetaType<hasami::ai::Explanation>();
    qRegisterMetaType<hasami::Evaluations>();
    qRegisterMetaType<hasami::gui::ThinkingStatus>();
    qRegisterMetaType<hasami::gui::WaitingStatus>();
    qRegisterMetaType<hasami::gui::PositionShown>();
    qRegisterMetaType<hasami::gui::OpeningStatus>();
    qRegisterMetaType<hasami::gui::AnalysisShown>();
    qRegisterMetaType<hasami::gui::GameDocument>();
    qRegisterMetaType<hasami::gui::Notice>();
    qRegisterMetaType<hasami::gui::GameResult>();
    qRegisterMetaType<hasami::gui::ReviewSummary>();
    qRegisterMetaType<hasami::gui::EngineFailure>();
    qRegisterMetaType<std::vector<hasami::gui::LineBranch>>();
    connect(&engines_, &EngineHub::progress, this, &GameController::onProgress);
    connect(&engines_, &EngineHub::thought, this, &GameController::onThought);
    connect(&engines_, &EngineHub::analysed, this, &GameController::onAnalysed);
    connect(&engines_, &EngineHub::reviewed, this, &GameController::onReviewed);
    connect(&engines_, &EngineHub::explained, this, &GameController::onExplained);
    connect(&engines_, &EngineHub::mistakeExplained, this, &GameController::onMistakeExplained);
    connect(&engines_, &EngineHub::moveFailed, this, &GameController::onMoveFailed);
    connect(&engines_, &EngineHub::hintsFailed, this, &GameController::onHintsFailed);
    reply_.setSingleShot(true);
    connect(&reply_, &QTimer::timeout, this, [this] {
        activity_ = Activity::Idle;
        emit thinkingChanged(false, ThinkingStatus());
        play(replyMove_);
    });
    clockTicks_.setInterval(kClockTickMs);
    connect(&clockTicks_, &QTimer::timeout, this, &GameController::checkClock);
    engines_.setThreads(settings_.threads);
    engines_.setBookEnabled(settings_.useBook);
    engines_.setEngineKind(settings_.engine);
}

QString GameController::bookProblem() const {
    if (!settings_.useBook) return {};
    const auto book = ai::shippedBook();
    return book ? QString() : QString::fromStdString(book.error().message);
}

bool GameController::isComputer(Color side) const {
    return settings_.isComputer(side);
}

bool GameController::computerWaits() const {
    const Position& p = record().current();
    if (clock_.lostOnTime() || p.isGameOver() || !isComputer(p.sideToMove()) || isThinking())
        return false;
    return paused_ || held_ || isReviewing() || record().canRedo();
}

void GameController::newGame() {
    newGameFrom(Position::start());
}

void GameController::newGameFrom(const Position& start) {
    loadGame(GameRecord(start));
    engines_.clear();
}

void GameController::loadGame(const GameRecord& record, const QString& blackName,
                              const QString& whiteName) {
    replaceGame(GameLines(record), blackName, whiteName, settingsTiming());
}

void GameController::openGame(const ReadGame& game, const QString& path) {
    replaceGame(GameLines(*game.record), game.blackName, game.whiteName, game.timing, true);
    setFilePath(path);
}

void GameController::replaceGame(GameLines lines, const QString& blackName,
                                 const QString& whiteName, const std::optional<GameTiming>& timing,
                                 bool hold) {
    emit gameReplacing();
    held_ = hold;
    stopSearch();
    stopReview(ReviewSummary::End::GameReplaced);
    const Position before = this->record().current();
    lines_ = std::move(lines);
    setTiming(timing);
    document_.replace(blackName, whiteName);
    emit documentChanged(document_);
    emitLines();
    show(before);
    // The record played the start's forced pass itself: say so.
    if (this->record().ply() == 1 && this->record().firstPly() == 1)
        emit passed(this->record().start().sideToMove());
}

void GameController::loadUnsavedGame(const SavedGame& game) {
    analysis_ = game.analysis;
    replaceGame(game.lines, game.blackName, game.whiteName, game.timing);
    // Left behind by a window that was not closed: the user's game, played on before.
    document_.restoreUnsaved(game.path);
    emit documentChanged(document_);
}

void GameController::gameChanged(bool byUser) {
    stopReview(ReviewSummary::End::GameChanged);
    document_.change(byUser);
    emit documentChanged(document_);
}

void GameController::setFilePath(const QString& path) {
    document_.setPath(path);
    emit documentChanged(document_);
}

void GameController::playSquare(Square square) {
    const Position& p = record().current();
    using Kind = Notice::Kind;
    if (p.isGameOver() || clock_.lostOnTime()) {
        emit notice({Kind::GameOver});
    } else if (paused_ && clock_.timed()) {
        emit notice({Kind::Paused});
    } else if (isComputer(p.sideToMove())) {
        emit notice({Kind::ComputersTurn});
    } else if (play(square) == GameLines::Played::Illegal) {
        emit notice({Kind::IllegalMove, square});
    }
}

GameLines::Played GameController::play(Move move) {
    const Position before = record().current();
    const int lineCount = lines_.count();
    const int line = lines_.currentIndex();
    const int ply = record().ply();
    // A move played where the user looked back took no time of the clock, which was held.
    const bool atEnd = ply == record().length();
    const double seconds = atEnd ? clock_.move().seconds() : 0;
    const GameLines::Played played = lines_.play(move);
    if (played == GameLines::Played::Illegal) return played;
    held_ = false;
    stopSearch();
    if (clock_.timed()) clock_.recordTime(ply, seconds, record());
    // A new last position starts a new move; replaying a recorded move leaves the clock of the
    // move in progress at the end as it was.
    if (atEnd || played == GameLines::Played::Added) clock_.move().restart();
    if (played == GameLines::Played::Added) {
        // Before show(), which may end the game and have it kept.
        gameChanged(!isComputer(before.sideToMove()));
    }
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
    const bool anyHuman = !isComputer(Color::Black) || !isComputer(Color::White);
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

void GameController::setSettings(const PlaySettings& settings) {
    if (settings == settings_) return;
    const PlaySettings old = settings_;
    settings_ = settings;
    // A new time control starts with the next game, or now if this one has not begun.
    if ((settings.timeControl != old.timeControl || settings.clockMinutes != old.clockMinutes ||
         settings.clockIncrement != old.clockIncrement) &&
        lines_.count() == 1 && record().length() == record().firstPly()) {
        setTiming(settingsTiming());
    }
    if (settings.threads != old.threads) engines_.setThreads(settings.threads);
    if (settings.hintLevel != old.hintLevel || settings.hintHumanChances != old.hintHumanChances ||
        settings.hintRating != old.hintRating) {
        analysis_.markIncomplete();
        // The players' shares are of one rating, and shown only when asked for.
        if (settings.hintHumanChances != old.hintHumanChances ||
            settings.hintRating != old.hintRating) {
            analysis_.forgetChances();
        }
    }
    if (settings.engine != old.engine) {
        engines_.setEngineKind(settings.engine);
        analysis_.forgetMoves();
    }
    if (const ExternalEngine* engine = settings.opponentEngine())
        engines_.setOpponentEngine(*engine);
    if (const ExternalEngine* engine = settings.hintEngine()) engines_.setHintEngine(*engine);
    // Another engine's scores are not this one's.
    if (settings.hintSource != old.hintSource) analysis_.forgetMoves();
    if (settings.useBook != old.useBook) {
        engines_.setBookEnabled(settings.useBook);
        // Hints from the book give way to searches, and the other way round.
        analysis_.markIncomplete();
        emitOpening();
    }
    stopSearch();
    goOn();
}

void GameController::suspend() {
    suspended_ = true;
    updateClock();
    stopSearch();
    stopReview(ReviewSummary::End::Editing);
}

void GameController::resume() {
    suspended_ = false;
    show(record().current());
}

void GameController::setPaused(bool paused) {
    if (paused == paused_) return;
    paused_ = paused;
    if (paused) stopSearch();
    goOn();
}

void GameController::moveNow() {
    if (isThinking()) engines_.hurry();
}

void GameController::playFromHere() {
    const Position& p = record().current();
    if (p.isGameOver() || clock_.lostOnTime() || !isComputer(p.sideToMove()) || isThinking() ||
        isReviewing())
        return;
    paused_ = false;
    held_ = false;
    startThinking();
    updateClock();
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
    emit positionShown({.position = p,
                        .flipped = flipped,
                        .lastMove = lastMove,
                        .moves = r.moves(),
                        .ply = r.ply(),
                        .firstMover = r.start().sideToMove(),
                        .canGoBack = r.canUndo(),
                        .canGoForward = r.canRedo()});
    emitOpening();
    emitAnalysis();
    // The move just played forced a pass: say so plainly.
    if (moved && r.ply() > 1 && r.playedMoves().back().isPass()) {
        emit passed(opposite(p.sideToMove()));
    }
    goOn();
}

void GameController::goOn() {
    const Position& p = record().current();
    const bool over = p.isGameOver() || clock_.lostOnTime();
    const bool humanMoves = !over && !isComputer(p.sideToMove());
    emit clickableSquaresChanged(humanMoves ? p.legalMoves() : 0);
    emitWaiting();
    updateClock();
    if (over) {
        stopSearch();
        emit hintsChanged({}, true);
        // Lost on time where the game stopped; looking back shows the positions before it.
        if (p.isGameOver() || record().ply() == record().length()) emit gameOver(result());
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
    using Reason = WaitingStatus::Reason;
    emit waitingChanged(waiting, {.reason = paused_              ? Reason::Paused
                                            : isReviewing()      ? Reason::ForReview
                                            : record().canRedo() ? Reason::LookingBack
                                                                 : Reason::Held,
                                  .side = record().current().sideToMove()});
}

void GameController::emitOpening() {
    const GameRecord& r = record();
    const auto opening = openingOf(r.playedMoves(), r.start());
    // A game lost on time is over: the book no longer answers anything.
    const auto book = settings_.useBook ? ai::shippedBook().value_or(nullptr) : nullptr;
    emit openingChanged({.name = opening ? std::string(opening->opening->name) : std::string(),
                         .inBook = book && !clock_.lostOnTime() && book->contains(r.current())});
}

void GameController::emitAnalysis() {
    AnalysisShown shown{analysis_.blackScores(record()), record().ply(), analysis_.judge(record())};
    for (const int ply : GameAnalysis::mistakes(shown.judged))
        shown.mistakes << ply;
    emit analysisChanged(shown);
}

void GameController::emitLines() {
    std::vector<LineBranch> branches{{}};
    for (int i = 1; i < lines_.count(); ++i) {
        const int ply = lines_.branchPly(i);
        branches.push_back({ply, lines_.line(i).moves()[std::size_t(ply)]});
    }
    emit linesChanged(branches, lines_.currentIndex());
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
    limits.recent = ai::RecentMoves::after(record().playedMoves());
    return limits;
}

void GameController::startHints() {
    const Position& p = record().current();
    if (activity_ == Activity::Hinting && analysed_ == p) return;
    stopSearch();
    // A review or an explanation searched as deep: their scores are the hints.
    if (!settings_.hintEngine() && analysis_.covers(p, hintLimits())) analysis_.markComplete(p);
    showCachedHints();
    if (analysis_.complete(p)) return;
    activity_ = Activity::Hinting;
    analysed_ = p;
    ++analysesStarted_;
    if (settings_.hintEngine()) {
        // The hint level's depth, within the time a move of the engine may take.
        const auto played = record().playedMoves();
        engines_.hintWithHintEngine(
            record().start(), {played.begin(), played.end()},
            ai::level(settings_.hintLevel).midgameDepth,
            2 * settings_.engineSecondsPerMove + ExternalEngineWorker::kGraceSeconds);
        return;
    }
    engines_.hint(p, hintLimits());
}

void GameController::onAnalysed(const Evaluations& hints, bool complete) {
    if (activity_ != Activity::Hinting) return;  // no longer shown
    if (complete) activity_ = Activity::Idle;
    analysis_.addMoves(analysed_, hints, complete);
    showCachedHints();
    emitAnalysis();
}

int GameController::explanationDepth() const {
    return std::min(ai::level(settings_.hintLevel).midgameDepth, kMaxExplanationDepth);
}

void GameController::explainMove(Square square) {
    const Position& p = record().current();
    if (!hintsEnabled_ || isThinking() || isReviewing() || suspended_ ||
        !bb::has(p.legalMoves(), square.index())) {
        return;
    }
    if (const ai::Explanation* known = review_.explanationOf(p, square)) {
        emit explanationStarted(square);
        emit explanationReady(p, *known);
        return;
    }
    stopSearch();
    activity_ = Activity::Explaining;
    analysed_ = p;
    emit explanationStarted(square);
    // The hints' scores when they were searched as deep: one score for one move.
    if (analysis_.covers(p, ai::Limits::atDepth(explanationDepth()))) {
        engines_.explainFrom(p, square, analysis_.moves(p), explanationDepth());
    } else {
        engines_.explain(p, square, explanationDepth());
    }
}

void GameController::onExplained(const ai::Explanation& explanation) {
    if (activity_ != Activity::Explaining) return;  // no longer wanted
    activity_ = Activity::Idle;
    // Where the hints still deepen, its search of every move stands for them; complete hints
    // stay as they are (with the players' shares, which it does not find).
    if (!analysis_.complete(analysed_)) {
        analysis_.addMoves(analysed_, explanation.scores, false);
        emitAnalysis();
    }
    emit explanationReady(analysed_, explanation);
    goOn();  // the hints go on
}

void GameController::startReview(int depth) {
    stopSearch();
    stopReview(ReviewSummary::End::Cancelled);
    const std::vector<Position> positions = analysis_.startReview(record(), depth);
    emit reviewProgress(analysis_.reviewDone(), analysis_.reviewTotal());
    if (analysis_.reviewTotal() == 0) {
        emit reviewFinished({ReviewSummary::End::NothingToReview});
        return;
    }
    activity_ = Activity::Reviewing;
    review_.start(depth);
    emitWaiting();
    // Positions the hints or an earlier review searched as deep are not searched again; with
    // none left, the request only explains the mistakes.
    engines_.review(positions, ai::Limits::atDepth(depth));
    if (positions.empty()) reviewed();
}

void GameController::onReviewed(int index, const Evaluations& moves) {
    if (!isReviewing()) return;
    analysis_.reviewed(index, moves);
    reviewed();
}

void GameController::reviewed() {
    // The review's scores are work on the game, kept and asked about as a move is (not one
    // of the user's moves: the game does not become the user's own by it).
    if (!document_.isModified()) {
        document_.change(false);
        emit documentChanged(document_);
    }
    emit reviewProgress(analysis_.reviewDone(), analysis_.reviewTotal());
    emitAnalysis();
    if (hintsEnabled_) showCachedHints();
    if (analysis_.reviewDone() == analysis_.reviewTotal()) explainMistakes();
}

void GameController::explainMistakes() {
    review_.setMistakes(record(), GameAnalysis::mistakes(analysis_.judge(record())));
    if (review_.mistakes().empty()) return finishReview();
    // Each from the scores that judged it.
    std::vector<Evaluations> scores;
    for (const Position& p : review_.positions())
        scores.push_back(analysis_.moves(p));
    engines_.explainMistakes(review_.positions(), review_.moves(), scores,
                             std::min(review_.depth(), kMaxExplanationDepth));
}

void GameController::onMistakeExplained(int index, const ai::Explanation& e) {
    if (!isReviewing()) return;
    const ReviewSession::Mistake* mistake = review_.explain(index, e);
    if (!mistake) return;
    std::vector<ai::ReasonTag> tags;
    for (const ai::Reason& r : e.reasons)
        tags.push_back(r.tag);
    analysis_.addReasons(mistake->position, mistake->move, std::move(tags));
    emitAnalysis();
    if (review_.allExplained()) finishReview();
}

void GameController::finishReview() {
    activity_ = Activity::Idle;
    analysis_.stopReview();
    const auto judged = analysis_.judge(record());
    emit reviewFinished({.end = ReviewSummary::End::Done,
                         .mistakes = int(GameAnalysis::mistakes(judged).size()),
                         .byReason = GameAnalysis::mistakesByReason(judged)});
    // The game goes on: hints, or the computer's turn.
    goOn();
}

void GameController::cancelReview() {
    stopReview(ReviewSummary::End::Cancelled);
    goOn();
}

void GameController::stopReview(ReviewSummary::End end) {
    if (!isReviewing()) return;
    cancelRequests();
    activity_ = Activity::Idle;
    analysis_.stopReview();
    emit reviewFinished({end});
}

void GameController::stopSearch() {
    if (activity_ != Activity::Thinking && activity_ != Activity::Hinting &&
        activity_ != Activity::Explaining) {
        return;
    }
    cancelRequests();
    const bool wasThinking = isThinking();
    activity_ = Activity::Idle;
    if (wasThinking) emit thinkingChanged(false, ThinkingStatus());
}

void GameController::cancelRequests() {
    engines_.cancelAll();
    reply_.stop();
}

GameResult GameController::result() const {
    if (clock_.lostOnTime()) return {.lostOnTime = clock_.lostOnTime()};
    const Position& p = record().current();
    // Empty squares go to the winner, as everywhere in Hasami (Position::finalScore).
    const int blackLead = p.sideToMove() == Color::Black ? p.finalScore() : -p.finalScore();
    const int black = (64 + blackLead) / 2;
    return {.black = black, .white = 64 - black};
}

void GameController::startThinking() {
    stopSearch();
    const ExternalEngine* external = settings_.opponentEngine();
    const Position& p = record().current();
    activity_ = Activity::Thinking;
    thinkingTimer_.start();
    emitWaiting();
    emit hintsChanged({}, true);  // the computer's own progress shows instead
    emit thinkingChanged(
        true, ThinkingStatus::started(p.sideToMove(), external ? external->name : QString()));
    askForMove(engines_, settings_, record(), clock_);
}

void GameController::onProgress(const ai::Progress& progress) {
    if (!isThinking()) return;
    auto status = ThinkingStatus::searching(record().current().sideToMove(), progress);
    status.progress.seconds = double(thinkingTimer_.elapsed()) / 1000;
    emit thinkingChanged(true, status);
}

void GameController::onThought(const ai::SearchResult& result) {
    if (!isThinking()) return;
    // A human-like move comes without a search (depth 0): nothing to score.
    if (!result.best.isPass() && (result.depth > 0 || result.exact)) {
        analysis_.addScore(record().current(),
                           {result.score, result.depth, result.exact, result.winLossDraw});
        emitAnalysis();
    }
    if (result.fromBook) {
        emit thinkingChanged(true, ThinkingStatus::fromBook(record().current().sideToMove()));
    }
    replyInTime(result.best);
}

void GameController::replyInTime(Move move) {
    // On a clock the wait would be the computer's own time: its move comes when found.
    const int wait =
        clock_.timed() ? 0 : std::max<int>(0, kMinimumReplyMs - int(thinkingTimer_.elapsed()));
    replyMove_ = move;
    reply_.start(wait);
}

void GameController::onMoveFailed(const QString& message) {
    if (!isThinking()) return;
    activity_ = Activity::Idle;
    emit thinkingChanged(false, ThinkingStatus());
    settings_.opponent.clear();
    emit externalEngineFailed({EngineFailure::Role::Opponent, message});
    goOn();
}

void GameController::onHintsFailed(const QString& message) {
    if (activity_ != Activity::Hinting) return;
    activity_ = Activity::Idle;
    settings_.hintSource.clear();
    emit externalEngineFailed({EngineFailure::Role::Hints, message});
    goOn();
}

std::optional<GameTiming> GameController::settingsTiming() const {
    if (!settings_.timeControl) return std::nullopt;
    return GameTiming{{settings_.clockMinutes * 60.0, double(settings_.clockIncrement)}, {}, {}};
}

void GameController::setTiming(const std::optional<GameTiming>& timing) {
    clock_.reset(timing, record());
    updateClock();
}

std::optional<GameTiming> GameController::timing() const {
    return clock_.timing(record());
}

std::optional<double> GameController::timeLeft(Color side) const {
    return clock_.timeLeft(side, record());
}

void GameController::setTimeSource(MoveTimer::Now now) {
    clock_.setTimeSource(std::move(now));
    updateClock();
}

void GameController::stopEngines() {
    cancelRequests();
    clockTicks_.stop();
    activity_ = Activity::Idle;
}

void GameController::updateClock() {
    const GameRecord& r = record();
    const bool runs = clock_.timed() && !clock_.lostOnTime() && !r.current().isGameOver() &&
                      !paused_ && !suspended_ && r.ply() == r.length() && !computerWaits();
    clock_.move().setRunning(runs);
    if (runs && !clockTicks_.isActive()) clockTicks_.start();
    if (!runs) clockTicks_.stop();
    emitClocks();
}

void GameController::checkClock() {
    const Color side = record().current().sideToMove();
    if (clock_.move().isRunning() && *timeLeft(side) <= 0) {
        loseOnTime(side);
        return;
    }
    emitClocks();
}

void GameController::loseOnTime(Color side) {
    clock_.loseOnTime(side);
    emitOpening();
    stopSearch();
    gameChanged();
    goOn();
}

void GameController::emitClocks() {
    if (!clock_.timed()) {
        emit clocksChanged(false, 0, 0, false, false);
        return;
    }
    const bool blackMoves = record().current().sideToMove() == Color::Black;
    const bool runs = clock_.move().isRunning();
    emit clocksChanged(true, *timeLeft(Color::Black), *timeLeft(Color::White), runs && blackMoves,
                       runs && !blackMoves);
}

}  // namespace hasami::gui
