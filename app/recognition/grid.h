#pragma once

namespace hasami::recognition {

// Where the 8x8 squares of a board lie in a picture, in pixels: the lines between squares
// are at left + i * pitchX and top + j * pitchY for i, j from 0 to 8.
struct Grid {
    double left = 0;
    double top = 0;
    double pitchX = 0;
    double pitchY = 0;

    double lineX(double i) const { return left + i * pitchX; }
    double lineY(double j) const { return top + j * pitchY; }
};

}  // namespace hasami::recognition
