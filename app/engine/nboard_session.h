#pragma once

#include <iosfwd>

namespace hasami::ai {
class Engine;
}

namespace hasami::cli {

// Speaks the NBoard protocol with `engine`: commands from `in`, one a line, answers on `out`,
// until "quit" or the end of `in`. `inputEnds`: `in` is finite (a string, a file) and may go
// when this returns; standard input is read to the end of the process instead. Searches to a
// depth (not on a clock) solve exactly from `exactEmpties` empties.
void speakNBoard(std::istream& in, std::ostream& out, ai::Engine& engine, bool inputEnds,
                 int exactEmpties = 0);

}  // namespace hasami::cli
