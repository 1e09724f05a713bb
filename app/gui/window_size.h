#pragma once

#include <QSize>

namespace hasami::gui {

// The window's size at its first start (later, the size it was left at): 900 x 680, less where
// the screen has less room, so that the status bar is never below the screen's edge (a laptop
// of 1366 x 768 at 150 % leaves about 910 x 480), but not below what the window needs.
inline QSize firstWindowSize(QSize available, QSize minimum) {
    return QSize(900, 680).boundedTo(available).expandedTo(minimum);
}

}  // namespace hasami::gui
