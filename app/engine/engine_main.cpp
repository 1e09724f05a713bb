// hasami-engine: the engine on the command line as a player or a GUI uses it (NBoard, GTP, go,
// solve, explain, ...); the developer's commands are hasami-tools'.

#include "program.h"

int main(int argc, char** argv) {
    return hasami::cli::runProgram(hasami::cli::engineProgram, {argv, std::size_t(argc)});
}
