#pragma once

// Finds the window's actions as a user does: by their text in the menus.

#include <QAction>

#include "main_window.h"

namespace hasami::gui {

// The action with this text (with its "&"), or nullptr.
inline QAction* action(MainWindow& window, const QString& text) {
    for (QAction* a : window.findChildren<QAction*>()) {
        if (a->text() == text) return a;
    }
    return nullptr;
}

}  // namespace hasami::gui
