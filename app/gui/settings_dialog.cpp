#include "settings_dialog.h"

#include <QDialogButtonBox>
#include <QGroupBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include "ai/levels.h"
#include "computer_page.h"
#include "engines_page.h"
#include "game_page.h"
#include "hints_page.h"
#include "window_page.h"

namespace hasami::gui {

namespace {

QGroupBox* framed(const QString& title, QWidget* page) {
    auto* box = new QGroupBox(title);
    (new QVBoxLayout(box))->addWidget(page);
    return box;
}

}  // namespace

QString levelName(int level) {
    return SettingsDialog::tr("Level %1").arg(level);
}

QString levelRatingText(int level, ai::EngineKind engine) {
    return SettingsDialog::tr("about %1 Elo").arg(levelRating(level, engine));
}

QString levelDepths(int level, ai::EngineKind engine) {
    if (engine == ai::EngineKind::MonteCarlo) {
        const ai::MonteCarloLevel& l = ai::monteCarloLevel(level);
        return (l.playouts ? SettingsDialog::tr("%L1 simulations with random playouts")
                           : SettingsDialog::tr("%L1 simulations"))
            .arg(l.visits);
    }
    return SettingsDialog::tr("%1 plies, exact from %2 empties")
        .arg(ai::level(level).midgameDepth)
        .arg(ai::level(level).exactDepth);
}

SettingsDialog::SettingsDialog(const Settings& s, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Settings"));
    auto* computer = new ComputerPage(s);
    auto* hints = new HintsPage(s);
    connect(computer, &ComputerPage::engineChanged, hints, &HintsPage::setEngine);
    auto* game = new GamePage(s);
    auto* window = new WindowPage(s);
    auto* engines = new EnginesPage(s);
    pages_ = {computer, hints, game, window, engines};
    // Everything but the other engines on one page, where a newcomer sees it all at once.
    auto* general = new QWidget;
    auto* generalLayout = new QVBoxLayout(general);
    generalLayout->addWidget(framed(tr("Computer strength"), computer));
    generalLayout->addWidget(framed(tr("Hints"), hints));
    generalLayout->addWidget(game);
    generalLayout->addWidget(window);
    auto* tabs = new QTabWidget;
    tabs->setObjectName("tabs");
    tabs->addTab(general, tr("General"));
    tabs->addTab(engines, tr("Engines"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(buttons);
}

Settings SettingsDialog::settings() const {
    Settings s;
    for (const SettingsPage* page : pages_)
        page->fill(s);
    return s;
}

}  // namespace hasami::gui
