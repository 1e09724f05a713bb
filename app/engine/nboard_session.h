#pragma once

#include <iosfwd>

namespace hasami::ai {
class Engine;
}

namespace hasami::cli {

// Speaks the NBoard protocol with `engine`: commands from `in`, one a line, answers on `out`,
// until "quit" or the end of `in`. `inputEnds`: `in` is finite (a string, a file) and may go
// when this returns; standard input is read to the end of the process instead.
void speakNBoard(std::istream& in, std::ostream& out, ai::Engine& engine, bool inputEnds);

}  // namespace hasami::cli
