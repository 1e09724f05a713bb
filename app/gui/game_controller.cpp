#include "game_controller.h"

#include <utility>

#include "ai/book_file.h"
#include "settings_change.h"
#include "threaded_engine_hub.h"

namespace hasami::gui {

GameController::GameController(QObject* parent) : GameController(*new ThreadedEngineHub, parent) {
    // Owned: destroyed with the controller, which stops its searches at once.
    engines_.setParent(this);
}

GameController::GameController(EngineHub& engines, QObject* parent)
    : QObject(parent),
      engines_(engines),
      computer_(engines, analysis_),
      review_(engines, analysis_, lines_),
      hints_(engines, analysis_, settings_),
      scores_(engines, analysis_, lines_) {
    registerControllerTypes();
    connect(&computer_, &ComputerMove::thinkingChanged, this, &GameController::thinkingChanged);
    connect(&computer_, &ComputerMove::scored, this, &GameController::emitAnalysis);
    connect(&computer_, &ComputerMove::found, this, [this](Move move) { play(move); });
    connect(&computer_, &ComputerMove::failed, this, &GameController::onMoveFailed);
    connect(&review_, &ReviewRun::progress, this, &GameController::reviewProgress);
    connect(&review_, &ReviewRun::scored, this, &GameController::reviewScored);
    connect(&review_, &ReviewRun::reasonsFound, this, &GameController::emitAnalysis);
    connect(&review_, &ReviewRun::finished, this, &GameController::reviewEnded);
    connect(&hints_, &HintsRun::hintsChanged, this, &GameController::hintsChanged);
    connect(&hints_, &HintsRun::analysed, this, &GameController::emitAnalysis);
    connect(&hints_, &HintsRun::explanationStarted, this, &GameController::explanationStarted);
    connect(&hints_, &HintsRun::explanationReady, this, &GameController::explanationReady);
    connect(&hints_, &HintsRun::explanationReady, this, [this] { goOn(); });  // the hints go on
    connect(&hints_, &HintsRun::failed, this, &GameController::onHintsFailed);
    connect(&scores_, &GraphScores::scored, this, &GameController::emitAnalysis);
    connect(&clock_, &ClockKeeper::ticked, this, &GameController::checkClock);
    engines_.setThreads(settings_.threads);
    engines_.setBookEnabled(settings_.useBook);
    engines_.setEngineKind(settings_.engine);
}

Activity GameController::activity() const {
    if (isReviewing()) return Activity::Reviewing;
    if (isThinking()) return Activity::Thinking;
    if (hints_.isHinting()) return Activity::Hinting;
    if (hints_.isExplaining()) return Activity::Explaining;
    return scores_.isRunning() ? Activity::Scoring : Activity::Idle;
}

QString GameController::bookProblem() const {
    if (!settings_.useBook) return {};
    const auto book = ai::shippedBook();
    return book ? QString() : QString::fromStdString(book.error().message);
}

bool GameController::isComputer(Color side) const {
    return settings_.isComputer(side);
}

std::optional<WaitingStatus::Reason> GameController::waitReason() const {
    const Position& p = record().current();
    if (clock_.lostOnTime() || p.isGameOver() || !isComputer(p.sideToMove()) || isThinking())
        return std::nullopt;
    using Reason = WaitingStatus::Reason;
    if (holds_.testFlag(Hold::Paused)) return Reason::Paused;
    if (isReviewing()) return Reason::ForReview;
    if (record().canRedo()) return Reason::LookingBack;
    if (holds_.testFlag(Hold::Opened)) return Reason::Held;
    return std::nullopt;
}

void GameController::newGameFrom(const Position& start) {
    loadGame(GameRecord(start));
    engines_.clear();
}

void GameController::loadGame(const GameRecord& record, const QString& blackName,
                              const QString& whiteName) {
    replaceGame(GameLines(record), blackName, whiteName, ClockKeeper::askedBy(settings_));
}

void GameController::openGame(const ReadGame& game, const QString& path) {
    replaceGame(GameLines(*game.record), game.blackName, game.whiteName, game.timing, true);
    setFilePath(path);
}

void GameController::replaceGame(GameLines lines, const QString& blackName,
                                 const QString& whiteName, const std::optional<GameTiming>& timing,
                                 bool hold) {
    emit gameReplacing();
    holds_.setFlag(Hold::Opened, hold);
    stopSearch();
    review_.stop(ReviewSummary::End::GameReplaced);
    const Position before = this->record().current();
    lines_ = std::move(lines);
    setTiming(timing);
    document_.replace(blackName, whiteName);
    emit documentChanged(document_);
    emit linesChanged(lineBranches(lines_), lines_.currentIndex());
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
    review_.stop(ReviewSummary::End::GameChanged);
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
    } else if (holds_.testFlag(Hold::Paused) && clock_.timed()) {
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
    holds_.setFlag(Hold::Opened, false);
    stopSearch();
    if (clock_.timed()) clock_.recordTime(ply, seconds, record());
    // A new last position starts a new move; replaying a recorded move leaves the clock of the
    // move in progress at the end as it was.
    if (atEnd || played == GameLines::Played::Added) clock_.move().restart();
    if (played == GameLines::Played::Added) {
        // Before show(), which may end the game and have it kept.
        gameChanged(!isComputer(before.sideToMove()));
    }
    if (lines_.count() != lineCount || lines_.currentIndex() != line)
        emit linesChanged(lineBranches(lines_), lines_.currentIndex());
    show(before, true);
    return played;
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
    emit linesChanged(lineBranches(lines_), lines_.currentIndex());
    show(before);
}

void GameController::setSettings(const PlaySettings& settings) {
    if (settings == settings_) return;
    const PlaySettings old = std::exchange(settings_, settings);
    // A new time control starts with the next game, or now if this one has not begun.
    if (ClockKeeper::askedBy(settings) != ClockKeeper::askedBy(old) && lines_.count() == 1 &&
        record().length() == record().firstPly()) {
        setTiming(ClockKeeper::askedBy(settings));
    }
    adoptSettings(engines_, analysis_, old, settings);
    if (settings.useBook != old.useBook) emitOpening();
    stopSearch();
    goOn();
}

void GameController::suspend() {
    holds_.setFlag(Hold::Editing);
    updateClock();
    stopSearch();
    review_.stop(ReviewSummary::End::Editing);
}

void GameController::resume() {
    holds_.setFlag(Hold::Editing, false);
    show(record().current());
}

void GameController::setPaused(bool paused) {
    if (paused == isPaused()) return;
    holds_.setFlag(Hold::Paused, paused);
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
    holds_.setFlag(Hold::Paused, false);
    holds_.setFlag(Hold::Opened, false);
    startThinking();
    updateClock();
}

void GameController::show(const Position& before, bool moved) {
    const GameRecord& r = record();
    emit positionShown(gui::positionShown(r, before));
    emitOpening();
    emitAnalysis();
    // The move just played forced a pass: say so plainly.
    if (moved && r.ply() > 1 && r.playedMoves().back().isPass())
        emit passed(opposite(r.current().sideToMove()));
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
        idle();
        // Lost on time where the game stopped; looking back shows the positions before it.
        if (p.isGameOver() || record().ply() == record().length())
            emit gameOver(gameResult(p, clock_.lostOnTime()));
    } else if (isReviewing()) {
        // The review runs on while the user looks around; hints show what it found.
        if (hintsEnabled_) hints_.showKnown(p);
    } else if (!humanMoves && !computerWaits()) {
        if (!isThinking()) startThinking();
    } else if (hintsEnabled_) {
        // Hints also for the computer's side when it waits: the user asked for them.
        if (!hints_.isHinting(p)) {
            stopSearch();
            hints_.start(record());
        }
    } else {
        idle();
    }
}

void GameController::idle() {
    if (scores_.isRunning()) return;
    stopSearch();
    emit hintsChanged({}, true);
    // Against an opponent whose moves come without a search, the graph has no scores else.
    const auto humanLike = [this](Color side) {
        const Player player = settings_.player(side);
        const auto* hasami = std::get_if<Hasami>(&player);
        return hasami && std::holds_alternative<HumanLike>(hasami->strength);
    };
    if (humanLike(Color::Black) || humanLike(Color::White)) scores_.start();
}

void GameController::emitWaiting() {
    const auto reason = waitReason();
    if (!reason && !wasWaiting_) return;
    wasWaiting_ = reason.has_value();
    emit waitingChanged(wasWaiting_, {.reason = reason.value_or(WaitingStatus::Reason::Held),
                                      .side = record().current().sideToMove()});
}

void GameController::emitOpening() {
    // A game lost on time is over: the book no longer answers anything.
    emit openingChanged(openingStatus(record(), settings_.useBook && !clock_.lostOnTime()));
}

void GameController::emitAnalysis() {
    emit analysisChanged(analysisShown(analysis_, record()));
}

void GameController::setHintsEnabled(bool enabled) {
    if (enabled == hintsEnabled_) return;
    hintsEnabled_ = enabled;
    if (enabled) {
        goOn();
    } else {
        if (hints_.isHinting()) stopSearch();
        emit hintsChanged({}, true);
    }
}

void GameController::explainMove(Square square) {
    const Position& p = record().current();
    if (!hintsEnabled_ || isThinking() || isReviewing() || holds_.testFlag(Hold::Editing) ||
        !bb::has(p.legalMoves(), square.index())) {
        return;
    }
    if (const ai::Explanation* known = review().explanationOf(p, square)) {
        emit explanationStarted(square);
        emit explanationReady(p, *known);
        return;
    }
    stopSearch();
    hints_.explain(p, square);
}

void GameController::onHintsFailed(const QString& message) {
    settings_.hintSource.clear();
    emit externalEngineFailed({EngineFailure::Role::Hints, message});
    goOn();
}

void GameController::startReview(int depth) {
    stopSearch();
    review_.stop(ReviewSummary::End::Cancelled);
    review_.start(depth, HintsRun::kMaxExplanationDepth);
    if (isReviewing()) emitWaiting();
}

void GameController::reviewScored() {
    // The review's scores are work on the game, kept and asked about as a move is (not one
    // of the user's moves: the game does not become the user's own by it).
    if (!document_.isModified()) {
        document_.change(false);
        emit documentChanged(document_);
    }
    emitAnalysis();
    if (hintsEnabled_) hints_.showKnown(record().current());
}

void GameController::reviewEnded(const ReviewSummary& summary) {
    emit reviewFinished(summary);
    // The game goes on: hints, or the computer's turn.
    if (summary.end == ReviewSummary::End::Done) goOn();
}

void GameController::cancelReview() {
    review_.stop(ReviewSummary::End::Cancelled);
    goOn();
}

void GameController::stopSearch() {
    if (activity() == Activity::Idle || isReviewing()) return;
    engines_.cancelAll();
    hints_.drop();
    scores_.drop();
    computer_.stop();
}

void GameController::startThinking() {
    stopSearch();
    computer_.start(settings_, record(), clock_);
    emitWaiting();
    emit hintsChanged({}, true);  // the computer's own progress shows instead
}

void GameController::onMoveFailed(const QString& message) {
    settings_.opponent.clear();
    emit externalEngineFailed({EngineFailure::Role::Opponent, message});
    goOn();
}

void GameController::setTiming(const std::optional<GameTiming>& timing) {
    clock_.reset(timing, record());
    updateClock();
}

void GameController::setTimeSource(MoveTimer::Now now) {
    clock_.setTimeSource(std::move(now));
    updateClock();
}

void GameController::stopEngines() {
    engines_.cancelAll();
    clock_.setRunning(false);
    computer_.stop();
    hints_.drop();
    scores_.drop();
    review_.drop();
}

void GameController::updateClock() {
    const GameRecord& r = record();
    clock_.setRunning(clock_.timed() && !clock_.lostOnTime() && !r.current().isGameOver() &&
                      !holds_.testFlag(Hold::Paused) && !holds_.testFlag(Hold::Editing) &&
                      r.ply() == r.length() && !computerWaits());
    emitClocks();
}

void GameController::checkClock() {
    if (const auto side = clock_.ranOut(record())) {
        loseOnTime(*side);
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
    const ClockKeeper::Reading c = clock_.reading(record());
    emit clocksChanged(c.timed, c.black, c.white, c.blackRuns, c.whiteRuns);
}

}  // namespace hasami::gui
