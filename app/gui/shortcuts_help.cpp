#include "shortcuts_help.h"

#include <QStringList>

namespace hasami::gui {

QList<QKeySequence> keySequences(std::initializer_list<Qt::Key> keys) {
    return QList<QKeySequence>(keys.begin(), keys.end());
}

QString shortcutsHelp(const QList<ShortcutGroup>& groups) {
    QString rows;
    for (const ShortcutGroup& group : groups) {
        rows += QString("<tr><th colspan=\"2\" align=\"left\">%1</th></tr>")
                    .arg(group.title.toHtmlEscaped());
        for (const Shortcut& shortcut : group.shortcuts) {
            QStringList keys;
            for (const QKeySequence& key : shortcut.keys)
                keys << key.toString(QKeySequence::NativeText).toHtmlEscaped();
            rows += QString("<tr><td>%1</td><td>%2</td></tr>")
                        .arg(keys.join(" / "), shortcut.what.toHtmlEscaped());
        }
    }
    return QString("<table cellspacing=\"4\">%1</table>").arg(rows);
}

}  // namespace hasami::gui
