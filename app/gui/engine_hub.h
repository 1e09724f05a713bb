#pragma once

#include <QObject>
#include <QString>
#include <vector>

#include "metatypes.h"
#include "settings.h"

namespace hasami::gui {

// The engines as the controller sees them: Hasami's own, and the other programs that may play
// the computer's moves or give the hints (external_engine_worker.h). One request at a time:
// each new one, and cancelAll(), drops every earlier one, whose answers never arrive, so the
// controller needs no ids. Answers and failures come back as signals on the controller's
// thread. ThreadedEngineHub runs the engines on threads of their own; the controller's tests
// give it a fake whose answers they send by hand.
class EngineHub : public QObject {
    Q_OBJECT
  public:
    using QObject::QObject;

    // What the next requests use (never a running one's).
    virtual void setThreads(int count) = 0;
    virtual void setBookEnabled(bool enabled) = 0;
    virtual void setEngineKind(hasami::ai::EngineKind kind) = 0;
    virtual void setOpponentEngine(const ExternalEngine& engine) = 0;
    virtual void setHintEngine(const ExternalEngine& engine) = 0;
    // Forgets what earlier searches learnt (a new game).
    virtual void clear() = 0;

    // The computer's move: thought() (with progress() before), or moveFailed() for the
    // opponent engine, which is given the game from `start` and its clock.
    virtual void think(const Position& position, const ai::Limits& limits) = 0;
    virtual void thinkWithOpponent(const Position& start, const std::vector<Move>& moves,
                                   double clockSeconds, double timeLimit) = 0;
    // The score of `position` alone from a search to `depth` (the evaluation graph's, against an
    // opponent that plays without a search): scored().
    virtual void score(const Position& position, int depth) = 0;
    // Every legal move's score: analysed(), deepening until `complete`, or hintsFailed() for
    // the hint engine.
    virtual void hint(const Position& position, const ai::Limits& limits) = 0;
    virtual void hintWithHintEngine(const Position& start, const std::vector<Move>& moves,
                                    int depth, double timeLimit) = 0;
    // Every move of each position in turn: reviewed() for each.
    virtual void review(const std::vector<Position>& positions, const ai::Limits& limits) = 0;
    // The review's last part, part of the same request: mistakeExplained() for each move, from
    // the scores that judged it (`scores[i]`, which stand as they are: one score for one move).
    virtual void explainMistakes(const std::vector<Position>& positions,
                                 const std::vector<Move>& moves,
                                 const std::vector<Evaluations>& scores, int depth) = 0;
    // Why `move` is worse than the best one: explained().
    virtual void explain(const Position& position, Move move, int depth) = 0;
    // The same from `scores`, every legal move's from one search already made (the hints'),
    // which stand as they are: only the lines after the two moves are searched.
    virtual void explainFrom(const Position& position, Move move, const Evaluations& scores,
                             int depth) = 0;
    // Every legal move of each position in turn scored to the end of the game
    // (library::solveExactly): solved() for each, best first (the endgame drills).
    virtual void solve(const std::vector<Position>& positions) = 0;
    // "My mistakes": the user's own games in the library at `libraryPath` analysed
    // (library::analyseOwnGames) on the engine's thread, which may wait for another program's
    // write to the library meanwhile: ownGamesProgress() before each game, ownGamesAnalysed()
    // at the end. Cancelled, it keeps the games analysed so far.
    virtual void analyseOwnGames(const QString& libraryPath, const QString& user,
                                 const library::MistakeSearch& search) = 0;
    // Drops every request; a running search stops at once.
    virtual void cancelAll() = 0;
    // The computer's search ends now with its best move so far, and still answers.
    virtual void hurry() = 0;

  signals:
    void progress(const hasami::ai::Progress& progress);
    // The computer's move; an opponent engine's comes without a search (depth 0).
    void thought(const hasami::ai::SearchResult& result);
    void scored(const hasami::ai::SearchResult& result);
    void analysed(const hasami::Evaluations& evaluations, bool complete);
    void reviewed(int index, const hasami::Evaluations& evaluations);
    void explained(const hasami::ai::Explanation& explanation);
    void mistakeExplained(int index, const hasami::ai::Explanation& explanation);
    void solved(int index, const hasami::Evaluations& evaluations);
    void ownGamesProgress(int done, int total);
    // `error`: why the library could not be used ("" when it could).
    void ownGamesAnalysed(const hasami::library::MistakesListing& listing, const QString& error);
    // The opponent or the hint engine failed, said in words for the user.
    void moveFailed(const QString& message);
    void hintsFailed(const QString& message);
};

}  // namespace hasami::gui
