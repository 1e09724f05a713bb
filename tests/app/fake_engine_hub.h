#pragma once

// The engines of the controller's tests: every request is recorded, and the test answers it by
// hand (emit hub.thought(...)) when it chooses, so that nothing waits for a search.

#include <optional>
#include <vector>

#include "engine_hub.h"

namespace hasami::gui {

class FakeEngineHub : public EngineHub {
  public:
    enum class Kind {
        Think,
        ThinkWithOpponent,
        Score,  // the evaluation graph's
        Hint,
        HintWithHintEngine,
        Review,
        Explain,      // a search of every move, then the lines
        ExplainFrom,  // the lines only, from scores already found
        Solve,
        AnalyseOwnGames
    };
    struct Request {
        Kind kind;
        Position position = {};  // the position searched, or the start of the game sent
        ai::Limits limits = {};
        std::vector<Position> positions = {};  // a review's, or those to solve
        std::vector<Move> moves = {};          // the game sent to an external engine
        Move move = {};                        // the move to explain
        Evaluations scores = {};               // the scores it is explained from (explainFrom)
        int depth = 0;
        double clockSeconds = 0;
        double timeLimit = 0;
        QString libraryPath = {};  // the own games' analysis's
        QString user = {};
        library::MistakeSearch search = {};
    };

    // Every request in turn.
    std::vector<Request> requests;
    // The mistakes the review asked to explain (its last part), with the scores that judged them.
    std::vector<Position> mistakePositions;
    std::vector<Move> mistakeMoves;
    std::vector<Evaluations> mistakeScores;
    int mistakeDepth = 0;
    int cancels = 0;
    int hurries = 0;
    int clears = 0;
    std::optional<int> threads;
    std::optional<bool> bookEnabled;
    std::optional<ai::EngineKind> engineKind;
    std::optional<ExternalEngine> opponent;
    std::optional<ExternalEngine> hintEngine;
    // Whether the last request still runs: not cancelled since (the real hub drops the answers
    // of a cancelled request, so a test answers only a running one).
    bool running = false;

    const Request& last() const { return requests.back(); }
    int count(Kind kind) const {
        int n = 0;
        for (const Request& r : requests)
            n += r.kind == kind;
        return n;
    }

    void setThreads(int count) override { threads = count; }
    void setBookEnabled(bool enabled) override { bookEnabled = enabled; }
    void setEngineKind(ai::EngineKind kind) override { engineKind = kind; }
    void setOpponentEngine(const ExternalEngine& engine) override { opponent = engine; }
    void setHintEngine(const ExternalEngine& engine) override { hintEngine = engine; }
    void clear() override { ++clears; }
    void think(const Position& position, const ai::Limits& limits) override {
        add({.kind = Kind::Think, .position = position, .limits = limits});
    }
    void thinkWithOpponent(const Position& start, const std::vector<Move>& moves,
                           double clockSeconds, double timeLimit) override {
        add({.kind = Kind::ThinkWithOpponent,
             .position = start,
             .moves = moves,
             .clockSeconds = clockSeconds,
             .timeLimit = timeLimit});
    }
    void score(const Position& position, int depth) override {
        add({.kind = Kind::Score, .position = position, .depth = depth});
    }
    void hint(const Position& position, const ai::Limits& limits) override {
        add({.kind = Kind::Hint, .position = position, .limits = limits});
    }
    void hintWithHintEngine(const Position& start, const std::vector<Move>& moves, int depth,
                            double timeLimit) override {
        add({.kind = Kind::HintWithHintEngine,
             .position = start,
             .moves = moves,
             .depth = depth,
             .timeLimit = timeLimit});
    }
    void review(const std::vector<Position>& positions, const ai::Limits& limits) override {
        add({.kind = Kind::Review, .limits = limits, .positions = positions});
    }
    void explainMistakes(const std::vector<Position>& positions, const std::vector<Move>& moves,
                         const std::vector<Evaluations>& scores, int depth) override {
        mistakePositions = positions;
        mistakeMoves = moves;
        mistakeScores = scores;
        mistakeDepth = depth;
    }
    void explain(const Position& position, Move move, int depth) override {
        add({.kind = Kind::Explain, .position = position, .move = move, .depth = depth});
    }
    void explainFrom(const Position& position, Move move, const Evaluations& scores,
                     int depth) override {
        add({.kind = Kind::ExplainFrom,
             .position = position,
             .move = move,
             .scores = scores,
             .depth = depth});
    }
    void solve(const std::vector<Position>& positions) override {
        add({.kind = Kind::Solve, .positions = positions});
    }
    void analyseOwnGames(const QString& libraryPath, const QString& user,
                         const library::MistakeSearch& search) override {
        add({.kind = Kind::AnalyseOwnGames,
             .libraryPath = libraryPath,
             .user = user,
             .search = search});
    }
    void cancelAll() override {
        ++cancels;
        running = false;
    }
    void hurry() override { ++hurries; }

  private:
    void add(Request request) {
        requests.push_back(std::move(request));
        running = true;
    }
};

}  // namespace hasami::gui
