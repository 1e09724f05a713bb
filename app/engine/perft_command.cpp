#include <chrono>
#include <ostream>

#include "arguments.h"
#include "command.h"
#include "commands.h"
#include "core/notation.h"
#include "core/perft.h"
#include "position_option.h"

namespace hasami::cli {

namespace {

int runPerft(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto args = Arguments::parse(words, {"board"}, {});
    if (!args) return usageError(err, perftCommand, args.error().message);
    if (args->positional().size() != 1) {
        return usageError(err, perftCommand, "expected one DEPTH");
    }
    const auto depth = parseInteger(args->positional()[0], 0, 30);
    if (!depth) return usageError(err, perftCommand, "DEPTH must be a whole number from 0 to 30");
    const auto position = positionOption(*args);
    if (!position) return usageError(err, perftCommand, position.error().message);

    const auto begin = std::chrono::steady_clock::now();
    const std::uint64_t leaves = perft(*position, int(*depth));
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    out << "perft " << *depth << ": " << leaves << " leaves in " << seconds << " s, "
        << static_cast<std::uint64_t>(double(leaves) / std::max(seconds, 1e-9)) << " leaves/s\n";
    return 0;
}

}  // namespace

const Command perftCommand{"perft", "perft DEPTH [--board \"<64 chars> X\"]",
                           "count the leaves of the game tree DEPTH plies down", runPerft};

}  // namespace hasami::cli
