#include "color_name.h"

#include <QCoreApplication>

namespace hasami::gui {

QString colorName(Color side) {
    return side == Color::Black ? QCoreApplication::translate("ColorName", "Black")
                                : QCoreApplication::translate("ColorName", "White");
}

}  // namespace hasami::gui
