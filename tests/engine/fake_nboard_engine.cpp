// A faulty NBoard engine for the referee's tests: it plays its first legal move at each "go"
// until the second, then fails as its argument says:
//   illegal      answers d4 (always occupied)
//   exit         exits with status 3
//   crash        dies of a segmentation fault (without a core file)
//   hang         never answers again
//   slow         answers after 1.5 s
//   garbage      answers with a terminal escape, a NUL and a byte that is not UTF-8
// or, as needs-depth, plays its first legal move at every "go" once a "set depth" came, and
// before that only warns (as NTest does). Each move it plays reports the same search's nodes.
// At "hint" it fails at once (illegal: scores d4; garbage: a hint without a score; slow and
// needs-depth give no hints).

#include <sys/resource.h>
#include <unistd.h>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <iostream>
#include <string>
#include <thread>

#include "core/ggf.h"

using namespace hasami;

namespace {

[[noreturn]] void crash() {
    const rlimit noCore{0, 0};
    setrlimit(RLIMIT_CORE, &noCore);
    std::raise(SIGSEGV);
    std::abort();
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode != "illegal" && mode != "exit" && mode != "crash" && mode != "hang" &&
        mode != "slow" && mode != "garbage" && mode != "needs-depth") {
        std::cerr << "usage: fake_nboard_engine illegal|exit|crash|hang|slow|garbage|needs-depth\n";
        return 2;
    }
    Position position = Position::start();
    int goes = 0;
    bool depthSet = false;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.starts_with("nboard")) {
            std::cout << "set myname fake-" << mode << std::endl;
        } else if (line.starts_with("ping ")) {
            std::cout << "pong " << line.substr(5) << std::endl;
        } else if (line.starts_with("set game ")) {
            const auto game = parseGgf(line.substr(9));
            if (!game) return 1;
            position = game->start;
            for (const Move m : game->moves)
                position = position.play(m);
        } else if (line.starts_with("set depth ")) {
            depthSet = true;
        } else if (line == "go" && mode == "needs-depth" && !depthSet) {
            std::cout << "warning Must pick a depth with \"set depth <n>\" first" << std::endl;
        } else if (line == "go") {
            if (++goes >= 2 && mode != "needs-depth") {
                if (mode == "illegal") std::cout << "=== d4/0/0" << std::endl;
                if (mode == "garbage") std::cout << "=== \x1b[2J" << '\0' << "\xff" << std::endl;
                if (mode == "exit") return 3;
                if (mode == "crash") crash();
                if (mode == "hang") pause();
                if (mode != "slow") continue;
                std::this_thread::sleep_for(std::chrono::milliseconds(1500));
            }
            // Its search: 3,000 nodes in 1.5 ms, 2 M nodes a second.
            std::cout << "status thinking\n=== "
                      << Square::fromIndex(bb::lowestIndex(position.legalMoves())).name()
                      << "\nnodestats 3000 0.0015" << std::endl;
        } else if (line.starts_with("hint ")) {
            if (mode == "illegal") std::cout << "search d4 0 0 1\nstatus" << std::endl;
            if (mode == "garbage") std::cout << "search \x1b[2J" << '\0' << "\xff" << std::endl;
            if (mode == "exit") return 3;
            if (mode == "crash") crash();
            if (mode == "hang") pause();
        } else if (line == "quit") {
            return 0;
        }
    }
    return 0;
}
