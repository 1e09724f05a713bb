// hasami-engine explain: why a move is worse than the best one (ai/explanation.h), the scores,
// the two lines and the reasons, one a line.

#include <ostream>

#include "ai/engine.h"
#include "ai/explanation.h"
#include "arguments.h"
#include "commands.h"
#include "core/notation.h"
#include "engine_option.h"
#include "report.h"

namespace hasami::cli {

namespace {

// Deep enough for the lines to show a corner given two moves ahead, and under a second on one
// core for most midgame positions.
constexpr int kDefaultDepth = 8;

char sideName(Color c) {
    return c == Color::Black ? 'X' : 'O';
}

std::string squareList(Bitboard squares) {
    std::vector<Move> moves;
    bb::forEachBit(squares, [&](int i) { moves.emplace_back(Square::fromIndex(i)); });
    return moveList(moves);
}

// Why `move` cannot be explained in `position`, or nothing when it can.
std::optional<std::string> refusal(const Position& position, Square move) {
    const std::string side(1, sideName(position.sideToMove()));
    if (position.legalMoves() == 0) {
        return "the side to move (" + side + ") has no legal move" +
               (position.isGameOver() ? ": the game is over" : ": it must pass");
    }
    if (position.isLegal(move)) return std::nullopt;
    std::string reason = move.name() + " is not a legal move for " + side +
                         " (its moves: " + squareList(position.legalMoves()) + ")";
    if (bb::has(legalMoves(position.opponent(), position.player()), move.index()))
        reason += "; it is one for " + std::string(1, sideName(opposite(position.sideToMove()))) +
                  ": is the side to move right?";
    return reason;
}

int runExplain(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    std::string error;
    const auto args = Arguments::parse(
        words, {"board", "move", "depth", kHashOption, kThreadsOption, kEvaluatorOption}, {},
        error);
    if (!args) return usageError(err, explainCommand, error);
    if (!args->positional().empty() || !args->has("board") || !args->has("move"))
        return usageError(err, explainCommand, "give --board and --move");
    const auto position = parseBoard(*args->value("board"));
    if (!position)
        return usageError(err, explainCommand, "bad --board: " + position.error().message());
    const auto square = Square::parse(*args->value("move"));
    if (!square) {
        return usageError(err, explainCommand,
                          "bad --move: '" + *args->value("move") + "' is not a square a1..h8");
    }
    const int depth = int(args->integer("depth", 1, 60, error).value_or(kDefaultDepth));
    if (!error.empty()) return usageError(err, explainCommand, error);
    if (const auto reason = refusal(*position, *square))
        return usageError(err, explainCommand, *reason);
    const auto engine = engineFromOptions(*args, error);
    if (!engine) return usageError(err, explainCommand, error);

    const auto e = ai::explain(*engine, *position, *square, depth);
    if (!e) {
        err << programName() << " explain: the search was stopped\n";
        return 1;
    }
    const ai::ComparedMoves& m = e->moves;
    out << "score " << signedScore(m.playedScore) << " best " << m.best.name() << ' '
        << signedScore(m.bestScore) << (m.exact ? " exact" : "") << " depth " << e->depth << '\n';
    out << "line " << moveList(m.refutation) << '\n';
    out << "best-line " << moveList(m.bestLine) << '\n';
    for (const ai::Reason& r : e->reasons) {
        out << "reason " << ai::tagName(r.tag);
        for (const Square s : r.squares)
            out << ' ' << s.name();
        out << ' ' << ai::describe(r) << '\n';
    }
    return 0;
}

}  // namespace

const Command explainCommand{
    "explain",
    "explain --board \"<64 chars> X\" --move SQ [--depth D] [--hash MB] [--threads N] "
    "[--evaluator simple|shipped|FILE]",
    "why a move is worse than the best one: both scores, the refutation, the reasons", runExplain};

}  // namespace hasami::cli
