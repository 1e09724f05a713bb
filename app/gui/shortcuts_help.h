#pragma once

#include <QKeySequence>
#include <QList>
#include <QString>
#include <initializer_list>

namespace hasami::gui {

// A key, or keys that do the same, and what they do.
struct Shortcut {
    QList<QKeySequence> keys;
    QString what;
};

// The shortcuts of one menu, or of one widget such as the board.
struct ShortcutGroup {
    QString title;
    QList<Shortcut> shortcuts;
};

// Single keys, as a shortcut's keys.
QList<QKeySequence> keySequences(std::initializer_list<Qt::Key> keys);

// Help → Keyboard shortcuts: a table of the groups, the keys as the platform writes them.
QString shortcutsHelp(const QList<ShortcutGroup>& groups);

}  // namespace hasami::gui
