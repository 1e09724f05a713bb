// A faulty GTP engine for the referee's tests: it plays its first legal move at each genmove
// until the second, then fails as its argument says:
//   illegal      answers D4 (always occupied)
//   exit         exits with status 3
//   hang         never answers again
//   garbage      answers with a terminal escape, a NUL and a byte that is not UTF-8
//   wrong-id     answers with an id that is not the request's
// It keeps the board from play and genmove, a colour out of turn playing after a pass.

#include <unistd.h>
#include <iostream>
#include <sstream>
#include <string>

#include "core/position.h"

using namespace hasami;

namespace {

std::optional<Color> colorOf(const std::string& word) {
    if (word == "b" || word == "black") return Color::Black;
    if (word == "w" || word == "white") return Color::White;
    return std::nullopt;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode != "illegal" && mode != "exit" && mode != "hang" && mode != "garbage" &&
        mode != "wrong-id") {
        std::cerr << "usage: fake_gtp_engine illegal|exit|hang|garbage|wrong-id\n";
        return 2;
    }
    Position position = Position::start();
    int genmoves = 0;
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream words(line);
        std::string id, command, first, second;
        words >> id;
        if (id.find_first_not_of("0123456789") != std::string::npos) {
            command = id;
            id.clear();
        } else {
            words >> command;
        }
        words >> first >> second;
        const auto answer = [&](const std::string& text) {
            std::cout << "=" << id << (text.empty() ? "" : " " + text) << "\n\n" << std::flush;
        };
        const auto color = colorOf(first);
        // The position with `color` to move.
        const auto toMove = [&] {
            return position.sideToMove() == *color ? position : position.passed();
        };
        if (command == "name") {
            answer("fake-" + mode);
        } else if (command == "boardsize" || command == "time_settings" || command == "time_left") {
            answer("");
        } else if (command == "clear_board") {
            position = Position::start();
            answer("");
        } else if (command == "play" && color) {
            const auto square = Square::parse(second);
            if (!square || !toMove().isLegal(Move(*square))) {
                std::cout << "?" << id << " illegal move\n\n" << std::flush;
                continue;
            }
            position = toMove().play(Move(*square));
            answer("");
        } else if (command == "genmove" && color) {
            if (++genmoves >= 2) {
                if (mode == "illegal") answer("D4");
                if (mode == "garbage") answer(std::string("\x1b[2J") + '\0' + "\xff");
                if (mode == "wrong-id") std::cout << "=999 A1\n\n" << std::flush;
                if (mode == "exit") return 3;
                if (mode == "hang") pause();
                continue;
            }
            const Position p = toMove();
            const Square square = Square::fromIndex(bb::lowestIndex(p.legalMoves()));
            position = p.play(Move(square));
            answer(square.name());
        } else if (command == "quit") {
            answer("");
            return 0;
        } else {
            std::cout << "?" << id << " unknown command\n\n" << std::flush;
        }
    }
    return 0;
}
