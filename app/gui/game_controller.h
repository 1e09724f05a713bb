#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QStringList>
#include <QThread>
#include <QTimer>
#include <map>
#include <optional>

#include "ai/search_result.h"
#include "core/game_record.h"
#include "metatypes.h"
#include "settings.h"

namespace hasami::gui {

class EngineWorker;

// Owns the game and decides: plays the user's moves, asks the engine worker for the
// computer's, and tells the views what changed through signals. Views never touch the game.
class GameController : public QObject {
    Q_OBJECT
  public:
    // The shortest time between the user's move and the computer's reply, so that the reply
    // is seen happening rather than appearing with the user's own move.
    static constexpr int kMinimumReplyMs = 350;

    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    const GameRecord& record() const { return record_; }
    const Settings& settings() const { return settings_; }
    bool isComputer(Color side) const;
    bool isThinking() const { return thinking_; }
    bool hintsEnabled() const { return hintsEnabled_; }
    // How many analyses of positions were started: what the hint cache saves shows here.
    int analysesStarted() const { return analysesStarted_; }
    // The engine limits of a hint analysis: deepening to a strong level's depth, exact (or
    // win/draw/loss) near the end.
    static ai::Limits hintLimits();
    // A move that loses more than this many discs against the best is a mistake.
    static constexpr int kMistakeDiscs = 4;
    bool isReviewing() const { return reviewing_; }

  public slots:
    // A new game from the start position (or `start`), with the players of the settings.
    void newGame();
    void newGameFrom(const hasami::Position& start);
    // Replaces the game, e.g. from a file; the cursor stays where the record has it.
    void loadGame(const hasami::GameRecord& record);
    // The user clicked a square: played if it is a human's turn and the move is legal.
    void playSquare(hasami::Square square);
    // Back to the last position where a human is to move (one ply when both are humans).
    void undo();
    // Forward to the next position where a human is to move, or to the end of the record.
    void redo();
    void goToStart();
    void goToEnd();
    void jumpTo(int ply);
    void setSettings(const hasami::gui::Settings& settings);
    // Stops the computer and the hints until the game changes again (the board editor).
    void pause() { cancelThinking(); }
    // Hint mode: the score of every legal move, deepening in the background.
    void setHintsEnabled(bool enabled);
    // Searches every position of the game to `depth` on the worker, filling the graph and
    // finding the mistakes; any change to the game, or cancelReview(), stops it.
    void startReview(int depth);
    void cancelReview() { cancelThinking(); }

  signals:
    // `flipped` are the discs that changed colour since the previous position (for the
    // animation); `lastMove` is the square of the last move played, if any.
    void positionChanged(const hasami::Position& position, hasami::Bitboard flipped,
                         std::optional<hasami::Square> lastMove);
    void legalMovesChanged(hasami::Bitboard moves);
    void scoreChanged(int black, int white);
    // Every recorded move ("f5", "pass"), and how many are played.
    void historyChanged(const QStringList& moves, int ply);
    // What the computer is doing, for a status line: "" when it is not thinking.
    void thinkingChanged(bool thinking, const QString& status);
    void passed(hasami::Color side);
    // The hints for the current position (empty: none yet, or hint mode is off); `complete`
    // when they will not deepen further.
    void hintsChanged(const hasami::Evaluations& hints, bool complete);
    // The best known score of every position of the game, from black's view (nullopt where
    // neither the computer nor the hints have searched it), and the current ply.
    void scoresChanged(const std::vector<std::optional<int>>& blackScores, int ply);
    // The plies whose move lost more than kMistakeDiscs against the best, by the scores known.
    void mistakesChanged(const QList<int>& plies);
    void reviewProgress(int done, int total);
    void reviewFinished(bool completed);
    void gameOver(const QString& result);
    // The name of the opening the game is in or came from (core's openingOf), "" for none.
    // Sent with every change of position.
    void openingChanged(const QString& name);
    // A short note for the user: an illegal click, a file problem.
    void notice(const QString& text);

  private:
    void applyThreads();
    // Tells the views about the current position; `moved` when a move was just played (not
    // an undo or a jump), which is when a forced pass is announced.
    void changed(const Position& before, bool moved = false);
    // Undoes or redoes one move (`move` is GameRecord::undo or ::redo) and the computer's
    // moves next to it.
    void step(bool (GameRecord::*move)());
    void startThinking();
    void startHints();
    // Stops the computer's search and the hint analysis, whichever runs.
    void cancelThinking();
    void onProgress(quint64 id, const hasami::ai::Progress& progress);
    void onFinished(quint64 id, const hasami::ai::Result& result);
    void applyComputerMove(quint64 id, Move move);
    void onAnalysed(quint64 id, const hasami::Evaluations& hints, bool complete);
    void onReviewed(quint64 id, int index, int score);
    QString describeResult() const;
    // Remembers `score` (side to move's view) for `position` and tells the graph.
    void recordScore(const Position& position, int score);
    void emitScores();

    GameRecord record_;
    Settings settings_;
    QThread thread_;
    EngineWorker* worker_;  // lives in thread_
    quint64 requestId_ = 0;
    bool thinking_ = false;
    QElapsedTimer thinkingTimer_;
    bool hintsEnabled_ = false;
    bool analysing_ = false;
    Position analysed_;  // the position of the running analysis
    struct CachedHints {
        Evaluations hints;
        bool complete = false;
    };
    // Hints already computed, by position: going back and forth costs no new search.
    std::map<std::pair<Bitboard, Bitboard>, CachedHints> hintCache_;
    int analysesStarted_ = 0;
    bool reviewing_ = false;
    int reviewLeft_ = 0;
    int reviewTotal_ = 0;
    std::vector<Position> reviewPositions_;
    // Search scores by position, from the side to move's view.
    std::map<std::pair<Bitboard, Bitboard>, int> scores_;
};

QString colorName(Color side);

}  // namespace hasami::gui
