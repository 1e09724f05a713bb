#include "image_raster.h"

#include <QColor>
#include <QPainter>

namespace hasami::gui {

recognition::Raster rasterFromImage(const QImage& image) {
    if (image.isNull()) return recognition::Raster(0, 0);
    QImage opaque(image.size(), QImage::Format_RGB32);
    opaque.fill(Qt::white);
    {
        QPainter painter(&opaque);
        painter.drawImage(0, 0, image);
    }
    recognition::Raster raster(opaque.width(), opaque.height());
    for (int y = 0; y < opaque.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(opaque.constScanLine(y));
        for (int x = 0; x < opaque.width(); ++x) {
            raster.set(x, y,
                       {std::uint8_t(qRed(line[x])), std::uint8_t(qGreen(line[x])),
                        std::uint8_t(qBlue(line[x]))});
        }
    }
    return raster;
}

}  // namespace hasami::gui
