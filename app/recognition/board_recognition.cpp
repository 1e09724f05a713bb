#include "board_recognition.h"

#include "grid_locator.h"
#include "square_classifier.h"
#include "square_sampler.h"

namespace hasami::recognition {

Position BoardRecognition::position(std::optional<Color> side) const {
    if (side) return Position::fromColors(black, white, *side);
    const Color guess = bb::count(black | white) % 2 == 0 ? Color::Black : Color::White;
    const Position guessed = Position::fromColors(black, white, guess);
    return guessed.mustPass() ? guessed.passed() : guessed;
}

Result<BoardRecognition> recogniseBoard(const Raster& picture) {
    const auto grid = locateGrid(picture);
    if (!grid) return Error{"no 8x8 board found in the picture"};
    const SquareClasses classes = classifySquares(sampleSquares(picture, *grid));
    return BoardRecognition{*grid, classes.black, classes.white, classes.unsure};
}

}  // namespace hasami::recognition
