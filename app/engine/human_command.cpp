// hasami-engine human: the chance of each legal move for a tournament player of a rating, by
// the human-move model (ai/human_model.h).

#include <iomanip>
#include <ostream>
#include <sstream>

#include "ai/human_model_file.h"
#include "ai/human_player.h"
#include "arguments.h"
#include "commands.h"
#include "core/notation.h"
#include "core/quote.h"
#include "core/read_file.h"

namespace hasami::cli {

namespace {

// A million positions: far more than anyone asks about at once, and still read in a moment.
constexpr std::size_t kMaxPositionFileBytes = std::size_t{70} << 20;

std::string chancesLine(ai::HumanPlayer& player, const Position& position, double rating,
                        const ai::RecentMoves& recent = {}) {
    std::ostringstream line;
    line << std::fixed << std::setprecision(3);
    const auto chances = player.chances(position, rating, 1, recent);
    if (chances.empty()) return position.isGameOver() ? "game over" : "pa 1.000";
    for (std::size_t i = 0; i < chances.size(); ++i)
        line << (i ? " " : "") << chances[i].move.name() << ' ' << chances[i].chance;
    return line.str();
}

int runHuman(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto args = Arguments::parse(words, {"board", "moves", "file", "rating", "model"}, {});
    if (!args) return usageError(err, humanCommand, args.error().message);
    if (!args->positional().empty() ||
        int(args->has("board")) + int(args->has("moves")) + int(args->has("file")) != 1) {
        return usageError(err, humanCommand, "give one of --board, --moves and --file");
    }
    const auto rating = args->number("rating", 0, 4000);
    if (!rating) return usageError(err, humanCommand, rating.error().message);
    const auto model = args->has("model") ? ai::readHumanModelFile(*args->value("model"))
                                          : ai::shippedHumanModel();
    if (!model) return usageError(err, humanCommand, "--model: " + model.error().message);
    ai::HumanPlayer player(*model);
    const double playerRating = rating->value_or((*model)->medianRating());

    if (const auto text = args->value("moves")) {
        // A game from the start: the player answers its last moves as well.
        const auto moves = parseTranscript(*text);
        if (!moves) return usageError(err, humanCommand, "bad --moves: " + moves.error().message());
        Position position = Position::start();
        for (const Move m : *moves)
            position = position.play(m);
        out << chancesLine(player, position, playerRating, ai::RecentMoves::after(*moves)) << '\n';
        return 0;
    }
    if (const auto board = args->value("board")) {
        const auto position = parseBoard(*board);
        if (!position) {
            return usageError(err, humanCommand, "bad --board: " + position.error().message());
        }
        out << chancesLine(player, *position, playerRating) << '\n';
        return 0;
    }
    const std::string path = *args->value("file");
    auto contents = readFile(path, kMaxPositionFileBytes);
    if (!contents) return usageError(err, humanCommand, contents.error().message);
    dropByteOrderMark(*contents);
    // Every line is checked before any is answered: a bad line leaves no partial output.
    std::vector<Position> positions;
    std::istringstream lines(*contents);
    std::string line;
    for (int number = 1; std::getline(lines, line); ++number) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        const auto position = parseBoard(line);
        if (!position) {
            return usageError(
                err, humanCommand,
                quotePath(path) + ":" + std::to_string(number) + ": " + position.error().message());
        }
        positions.push_back(*position);
    }
    // As solve: a file without a position is a mistake, not a question with no answer.
    if (positions.empty()) return usageError(err, humanCommand, quotePath(path) + ": no position");
    for (const Position& position : positions)
        out << chancesLine(player, position, playerRating) << '\n';
    return 0;
}

}  // namespace

const Command humanCommand{
    "human",
    "human (--board \"<64 chars> X\" | --moves MOVES | --file FILE) [--rating ELO] [--model FILE]",
    "each legal move's chance to be played by a tournament player of that rating", runHuman};

}  // namespace hasami::cli
