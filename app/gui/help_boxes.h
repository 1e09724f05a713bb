#pragma once

#include <QList>

#include "shortcuts_help.h"

class QWidget;

namespace hasami::gui {

// The Help menu's boxes, over `parent`: the rules of Othello, the keyboard shortcuts of
// `groups` (the actions' and the board's), and what this program is.
void showRules(QWidget* parent);
void showShortcuts(QWidget* parent, const QList<ShortcutGroup>& groups);
void showAbout(QWidget* parent);

}  // namespace hasami::gui
