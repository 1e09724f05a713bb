// hasami-tools: the developer's commands, which make and measure what hasami-engine and the
// window ship (training, labels, ProbCut, the book, matches, ratings, the ladder, the
// human-move model). Built and tested with the sources; the package does not install it.

#include "tools_commands.h"

int main(int argc, char** argv) {
    return hasami::cli::runProgram(hasami::cli::toolsProgram, {argv, std::size_t(argc)});
}
