#pragma once

#include <QObject>
#include <QStringList>
#include <optional>

#include "ai/search_result.h"
#include "clock_keeper.h"
#include "computer_move.h"
#include "computer_status.h"
#include "core/game_lines.h"
#include "game_analysis.h"
#include "game_document.h"
#include "game_files.h"
#include "game_messages.h"
#include "game_timing.h"
#include "graph_scores.h"
#include "hints_run.h"
#include "metatypes.h"
#include "review_run.h"
#include "saved_game.h"
#include "settings.h"
#include "shown_state.h"

namespace hasami::gui {

class EngineHub;

// What the engine worker is doing for the controller: one thing at a time.
enum class Activity {
    Idle,
    Thinking,    // the computer searches its move
    Hinting,     // scores every move of the position shown
    Reviewing,   // scores every move of every position of the game
    Explaining,  // why a move of the position shown is worse than the best one
    Scoring,     // the graph's positions against an opponent that does not search (GraphScores)
};

// Owns the game and decides: plays the user's moves, asks the engines (EngineHub) for the
// computer's, and tells the views what to show through signals. Views never touch the game.
// Browsing (undo, redo, first, last, jumps) moves through the game and never changes it; a
// move played where the game already went on starts a new line and keeps the old one.
class GameController : public QObject {
    Q_OBJECT
  public:
    // With Hasami's engines on threads of their own (ThreadedEngineHub).
    explicit GameController(QObject* parent = nullptr);
    // With `engines`, which outlives the controller (the tests' fake).
    explicit GameController(EngineHub& engines, QObject* parent = nullptr);

    const GameRecord& record() const { return lines_.current(); }
    const GameLines& lines() const { return lines_; }
    const GameAnalysis& analysis() const { return analysis_; }
    // The last review's mistakes and their explanations (for its report).
    const ReviewSession& review() const { return review_.session(); }
    // The whole game, every line and every analysis, for the autosave.
    SavedGame savedGame() const {
        return {lines_,
                analysis_,
                timing(),
                document_.path(),
                document_.blackName(),
                document_.whiteName()};
    }
    // The file of the game, and whether it changed since.
    const GameDocument& document() const { return document_; }
    const PlaySettings& settings() const { return settings_; }
    bool isComputer(Color side) const;
    Activity activity() const;
    bool isThinking() const { return computer_.isThinking(); }
    bool isReviewing() const { return review_.isRunning(); }
    bool hintsEnabled() const { return hintsEnabled_; }
    // The computer is to move but does not, and why (nullopt: it plays, or is not to move).
    std::optional<WaitingStatus::Reason> waitReason() const;
    bool computerWaits() const { return waitReason().has_value(); }
    bool isPaused() const { return holds_.testFlag(Hold::Paused); }
    // How many hint searches were started: what the analysis store saves shows here.
    int analysesStarted() const { return hints_.started(); }
    ai::Limits hintLimits() const { return hints_.limits(record()); }
    int explanationDepth() const { return hints_.explanationDepth(); }
    // Why the computer plays without the opening book it should use ("" when it has it): the
    // book built into the program was damaged.
    QString bookProblem() const;

    // A timed game's clock (nullopt: the game has none): its time control, the times of the
    // moves of the line shown, and who lost on time. Each side's time left at the position
    // shown, counting the move in progress; and whether a clock runs (it is held while the game
    // is paused, the board edited, or the user looks back in the game).
    std::optional<GameTiming> timing() const { return clock_.timing(record()); }
    std::optional<double> timeLeft(Color side) const { return clock_.timeLeft(side, record()); }
    bool clockRuns() const { return clock_.move().isRunning(); }
    // Where the clocks read the time, in seconds that never go back (tests move it by hand).
    void setTimeSource(MoveTimer::Now now);
    // The window closes: every search stops at once, so that the engine's threads give the
    // processor back to what the closing does (saving the game to the library) and end at once.
    void stopEngines();

  public slots:
    // A new game from the start position (or `start`), with the players of the settings.
    void newGame() { newGameFrom(Position::start()); }
    void newGameFrom(const hasami::Position& start);
    // Replaces the game, e.g. from a file, with the players' names if it has them; the cursor
    // stays where the record has it.
    void loadGame(const hasami::GameRecord& record, const QString& blackName = {},
                  const QString& whiteName = {});
    // A game read from the file `path`, or pasted (path ""): shown as it is, with the computer
    // waiting if it is to move (playFromHere() lets it), so that the game stays unchanged until
    // the user plays on. A GGF game with a clock goes on with the times it has left.
    void openGame(const hasami::gui::ReadGame& game, const QString& path = {});
    // A game that was not saved (the autosave after a crash), with its lines, analyses, file
    // and players: loaded, and still modified.
    void loadUnsavedGame(const hasami::gui::SavedGame& game);
    // The user clicked a square: played if it is a human's turn and the move is legal.
    void playSquare(hasami::Square square);
    // Back to the last position where a human is to move (one ply when both are humans).
    void undo() { browse(&GameRecord::undo, true); }
    // Forward to the next position where a human is to move, or to the end of the record.
    void redo() { browse(&GameRecord::redo, true); }
    // One ply back or forward, whoever moves.
    void stepBack() { browse(&GameRecord::undo, false); }
    void stepForward() { browse(&GameRecord::redo, false); }
    void goToStart() { jumpTo(0); }
    void goToEnd() { jumpTo(record().length()); }
    void jumpTo(int ply);
    // Shows another line of the game (GameLines).
    void selectLine(int index);
    // What the computer plays and the hints search: a change restarts their work.
    void setSettings(const hasami::gui::PlaySettings& settings);
    // Stops the computer, the hints and a review while the board editor is open; resume()
    // shows the game again and lets it go on.
    void suspend();
    void resume();
    // Hint mode: the score of every legal move, deepening in the background.
    void setHintsEnabled(bool enabled);
    // Hint mode: why playing `square` at the position shown is worse than the best move, found
    // on the worker at the hints' depth (explanationDepth()); explanationReady() answers, then
    // the hints go on. Ignored unless hint mode is on, the square is a legal move and the
    // engine is not busy with the computer's move or a review.
    void explainMove(hasami::Square square);
    // Scores every move of every position of the game to `depth` on the worker, filling the
    // graph and judging every move. Browsing keeps it running; a change to the game stops it.
    // Its first scores make the game modified (document()), as a move does.
    void startReview(int depth);
    void cancelReview();
    // The computer plays the best move found so far at once.
    void moveNow();
    // The computer, waiting at a position the user went back to, plays from there.
    void playFromHere();
    // Computer against computer: holds the game between two moves, or lets it go on.
    void setPaused(bool paused);
    // The game was saved to (or opened from) `path`: it is no longer modified.
    void setFilePath(const QString& path);
    // Looks at the running clock: a side whose time ran out loses the game; the views are told
    // the times. A timer calls it every ClockKeeper::kTickMs while a clock runs.
    void checkClock();

  signals:
    // The position shown changed (a move, a browse, another game), with the way to it.
    void positionShown(const hasami::gui::PositionShown& shown);
    // The squares a human may click now (none on the computer's turn or at the end).
    void clickableSquaresChanged(hasami::Bitboard squares);
    // The lines of the game (where each leaves the main line), and the one shown.
    void linesChanged(const std::vector<hasami::gui::LineBranch>& lines, int current);
    // What the computer is doing about its move (`thinking`), for a status line.
    void thinkingChanged(bool thinking, const hasami::gui::ThinkingStatus& status);
    // The computer is to move and waits (`waiting`), with what to do about it.
    void waitingChanged(bool waiting, const hasami::gui::WaitingStatus& status);
    void passed(hasami::Color side);
    // The hints for the current position (empty: none yet, or hint mode is off); `complete`
    // when they will not deepen further.
    void hintsChanged(const hasami::Evaluations& hints, bool complete);
    // The scores, judgements and mistakes of the line shown.
    void analysisChanged(const hasami::gui::AnalysisShown& analysis);
    void reviewProgress(int done, int total);
    // An explanation was asked for (`square`) and is being searched; then it is ready, for the
    // position shown.
    void explanationStarted(hasami::Square square);
    void explanationReady(const hasami::Position& position,
                          const hasami::ai::Explanation& explanation);
    // The review ended: completed (with what it found), or stopped, and why.
    void reviewFinished(const hasami::gui::ReviewSummary& summary);
    void gameOver(const hasami::gui::GameResult& result);
    // The game shown is about to be replaced by another (a new game, an opened or pasted one,
    // one restored): record() is still the old one's.
    void gameReplacing();
    // Each side's time left, and whose clock runs; `timed` false when the game has no clock.
    void clocksChanged(bool timed, double blackSeconds, double whiteSeconds, bool blackRuns,
                       bool whiteRuns);
    // The opening the game is in or came from, and whether the position is in the book.
    void openingChanged(const hasami::gui::OpeningStatus& opening);
    // The game's file, players, and whether it changed since it was saved or opened.
    void documentChanged(const hasami::gui::GameDocument& document);
    // Why a click played nothing.
    void notice(const hasami::gui::Notice& notice);
    // The external engine that played the computer's moves or gave the hints failed: the game
    // is kept, and settings() has Hasami's own engine play on or give the hints.
    void externalEngineFailed(const hasami::gui::EngineFailure& failure);

  private:
    // `hold`: the computer waits at the position shown (a game just opened).
    void replaceGame(GameLines lines, const QString& blackName, const QString& whiteName,
                     const std::optional<GameTiming>& timing, bool hold = false);
    // The clock of the game becomes `timing`, its times counted for the line shown.
    void setTiming(const std::optional<GameTiming>& timing);
    // The clock of the side to move runs when the game waits for its move at its last position.
    void updateClock();
    void emitClocks();
    void loseOnTime(Color side);
    // Plays `move` where the game is shown (a new line if the game went on differently there).
    GameLines::Played play(Move move);
    // The game changed (a move, a new game, a load): the review stops, the file is modified;
    // `byUser` when the user played the move.
    void gameChanged(bool byUser = false);
    // Tells the views about the position shown; `moved` when a move was just played (not a
    // browse), which is when a forced pass is announced. Then the game goes on.
    void show(const Position& before, bool moved = false);
    // Decides what the engine does at the position shown: the computer's move, hints, nothing.
    void goOn();
    void browse(bool (GameRecord::*step)(), bool overComputerMoves);
    void emitAnalysis();
    void emitOpening();
    // Tells whether the computer waits, when that changes or while it does.
    void emitWaiting();
    void startThinking();
    // Nothing is searched for the position shown: the engines stop, or score the graph.
    void idle();
    // Stops the computer's search, the hints or an explanation, whichever runs (a review runs
    // on).
    void stopSearch();
    // The opponent or the hint engine failed: Hasami's own engine takes over.
    void onMoveFailed(const QString& message);
    void onHintsFailed(const QString& message);
    // The review has more positions scored: the game is modified by them, the views told.
    void reviewScored();
    void reviewEnded(const hasami::gui::ReviewSummary& summary);

    GameLines lines_;
    GameAnalysis analysis_;
    PlaySettings settings_;
    EngineHub& engines_;
    // The engines' work, one at a time: the computer's move, a review, the hints or Why?.
    ComputerMove computer_;
    ReviewRun review_;
    HintsRun hints_;
    GraphScores scores_;
    bool hintsEnabled_ = false;
    Holds holds_;
    bool wasWaiting_ = false;
    GameDocument document_;
    ClockKeeper clock_;
};

}  // namespace hasami::gui
