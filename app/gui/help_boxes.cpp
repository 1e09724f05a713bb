#include "help_boxes.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace hasami::gui {

namespace {

// The translation context of the boxes.
class HelpBoxes {
    Q_DECLARE_TR_FUNCTIONS(HelpBoxes)
};

}  // namespace

void showRules(QWidget* parent) {
    QMessageBox::information(
        parent, HelpBoxes::tr("Rules of Othello"),
        HelpBoxes::tr(
            "<p>Black moves first. A move places a disc so that it flanks one or more straight "
            "lines of the opponent's discs, in any of the eight directions, between the new disc "
            "and another of the mover's; every flanked disc turns over.</p><p>A player with no "
            "such move passes; the game ends when neither can move. The player with more discs "
            "wins; the empty squares count for the winner.</p>"));
}

void showShortcuts(QWidget* parent, const QList<ShortcutGroup>& groups) {
    QMessageBox::information(parent, HelpBoxes::tr("Keyboard shortcuts"), shortcutsHelp(groups));
}

void showAbout(QWidget* parent) {
    QMessageBox::about(
        parent, HelpBoxes::tr("About Hasami"),
        HelpBoxes::tr(
            "<h3>Hasami %1</h3><p>Othello (Reversi) against the computer, with hints, game "
            "review and an engine that solves endgames exactly.</p><p>MIT licence. Built with Qt "
            "%2, running on Qt %3.</p>")
            .arg(QStringLiteral(HASAMI_VERSION), QStringLiteral(QT_VERSION_STR), qVersion()));
}

}  // namespace hasami::gui
