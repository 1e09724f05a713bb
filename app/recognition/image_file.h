#pragma once

// Reads a PNG or JPEG file into a Raster, without Qt: hasami-engine's board-from-image uses it
// (the window reads pictures with QImage). Built where libpng and libjpeg are found.

#include <string>

#include "core/result.h"
#include "raster.h"

namespace hasami::recognition {

// Files past this many bytes, or pictures past this many pixels, are refused rather than
// read: a screenshot is far smaller, and a small file can claim a huge picture.
inline constexpr std::size_t kMaxImageFileBytes = 64u << 20;
inline constexpr long long kMaxImagePixels = 64ll << 20;

// The picture in the file, by its first bytes PNG or JPEG; else the error "'PATH': why".
Result<Raster> readImageFile(const std::string& path);

}  // namespace hasami::recognition
