#pragma once

// A QImage as the board recogniser (app/recognition, Qt-free) reads pictures.

#include <QImage>

#include "raster.h"

namespace hasami::gui {

// Its pixels in RGB, any alpha blended over white (a transparent screenshot's background).
recognition::Raster rasterFromImage(const QImage& image);

}  // namespace hasami::gui
