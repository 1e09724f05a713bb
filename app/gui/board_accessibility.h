#pragma once

namespace hasami::gui {

// Lets Qt's accessibility (AT-SPI on Linux, so Orca) read the board: the board says whose move
// it is, the last move and the disc counts; each of its 64 squares gives its name ("d3") and
// its disc or "legal move", and the keyboard cursor's square has the focus. Called by every
// BoardView; installs the factory once.
void installBoardAccessibility();

}  // namespace hasami::gui
