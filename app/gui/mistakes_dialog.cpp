#include "mistakes_dialog.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>

#include "reason_text.h"

namespace hasami::gui {

namespace {

// All the user's own games: a list, not a page of one.
constexpr int kAllGames = 1000000;
// The reason filter's data for "all" and for mistakes without a reason; a tag is its value.
constexpr int kAllReasons = -1;
constexpr int kNoReason = -2;

QString phaseName(library::Phase phase) {
    switch (phase) {
        case library::Phase::Opening:
            return MistakesDialog::tr("Opening");
        case library::Phase::Midgame:
            return MistakesDialog::tr("Midgame");
        case library::Phase::Endgame:
            return MistakesDialog::tr("Endgame");
    }
    return {};
}

QTableWidgetItem* cell(const QString& text, Qt::Alignment alignment = Qt::AlignLeft) {
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(alignment | Qt::AlignVCenter);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return item;
}

}  // namespace

// What the analysis leaves, handed from its thread to the window's.
struct MistakesDialog::Listing {
    std::vector<library::Mistake> mistakes;
    std::vector<library::LibraryGame> games;
    int analysed = 0;
    QString error;  // why the library could not be used
};

MistakesDialog::MistakesDialog(const QString& libraryPath, QString user,
                               const library::MistakeSearch& search, QWidget* parent)
    : QDialog(parent),
      libraryPath_(libraryPath),
      user_(std::move(user)),
      engine_(std::make_shared<ai::Engine>()),
      stopped_(std::make_shared<std::atomic<bool>>(false)),
      phase_(new QComboBox),
      reason_(new QComboBox),
      table_(new QTableWidget(0, ColumnCount)),
      status_(new QLabel) {
    setObjectName("mistakes");
    setWindowTitle(tr("My mistakes"));
    pool_.setMaxThreadCount(1);
    phase_->setObjectName("mistakePhase");
    phase_->addItem(tr("All phases"));
    for (const auto phase :
         {library::Phase::Opening, library::Phase::Midgame, library::Phase::Endgame})
        phase_->addItem(phaseName(phase));
    reason_->setObjectName("mistakeReason");
    reason_->addItem(tr("All reasons"), kAllReasons);
    for (const ai::ReasonTag tag : ai::kReasonTags)
        reason_->addItem(reasonSummary(tag), int(tag));
    reason_->addItem(tr("No reason found"), kNoReason);
    table_->setObjectName("mistakeList");
    table_->setHorizontalHeaderLabels({tr("Game"), tr("Move no."), tr("Move"), tr("Loss"),
                                       tr("Best"), tr("Phase"), tr("Reason")});
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    status_->setObjectName("mistakeStatus");
    status_->setWordWrap(true);
    auto* layout = new QGridLayout(this);
    layout->addWidget(new QLabel(tr("Phase:")), 0, 0);
    layout->addWidget(phase_, 0, 1);
    layout->addWidget(new QLabel(tr("Reason:")), 0, 2);
    layout->addWidget(reason_, 0, 3);
    layout->addWidget(table_, 1, 0, 1, 4);
    layout->addWidget(status_, 2, 0, 1, 4);
    layout->setColumnStretch(3, 1);
    resize(720, 480);
    connect(phase_, &QComboBox::currentIndexChanged, this, &MistakesDialog::applyFilters);
    connect(reason_, &QComboBox::currentIndexChanged, this, &MistakesDialog::applyFilters);
    // Activated: a double-click, or Enter on the current row.
    connect(table_, &QTableWidget::activated, this,
            [this](const QModelIndex& index) { choose(index.row()); });
    if (libraryPath_.isEmpty()) {
        status_->setText(tr("No games library: choose one in Edit → Settings → Games library."));
        return;
    }
    status_->setText(tr("Reading your games…"));
    analyse(search);
}

MistakesDialog::~MistakesDialog() {
    *stopped_ = true;
    engine_->stop();
    pool_.waitForDone();
}

QString MistakesDialog::status() const {
    return status_->text();
}

void MistakesDialog::analyse(const library::MistakeSearch& search) {
    // The analysis opens the library for writing on its own thread, where waiting for another
    // program's write (GamesLibrary::kBusyMilliseconds) costs the window nothing.
    pool_.start([this, search, engine = engine_, stopped = stopped_,
                 path = libraryPath_.toStdString(), user = user_.toStdString()] {
        Listing listing;
        const auto work = [&]() -> Result<void> {
            auto games =
                library::GamesLibrary::open(path, library::GamesLibrary::Access::ReadWrite);
            if (!games) return games.error();
            const auto toAnalyse = games->gamesToAnalyse();
            if (!toAnalyse) return toAnalyse.error();
            const int total = int(toAnalyse->size());
            for (int i = 0; i < total && !*stopped; ++i) {
                QMetaObject::invokeMethod(
                    this, [this, i, total] { progress(i, total); }, Qt::QueuedConnection);
                const library::LibraryGame& game = (*toAnalyse)[std::size_t(i)];
                // Another name's game (the login changed, say) is not marked analysed: under the
                // user's name it would never be looked at again.
                if (game.black != user && game.white != user) continue;
                std::vector<library::Mistake> found;
                bool complete = true;
                for (const Color side : {Color::Black, Color::White}) {
                    if ((side == Color::Black ? game.black : game.white) != user) continue;
                    auto mistakes = library::findMistakes(*engine, game.moves, side, search,
                                                          [&] { return stopped->load(); });
                    if (!mistakes) {
                        complete = false;
                        break;
                    }
                    std::ranges::move(*mistakes, std::back_inserter(found));
                }
                if (!complete) break;
                std::ranges::sort(found, {}, &library::Mistake::ply);
                for (library::Mistake& mistake : found)
                    mistake.game = game.id;
                if (const auto stored = games->storeMistakes(game.id, found); !stored) {
                    return stored.error();
                }
                ++listing.analysed;
            }
            auto mistakes = games->mistakes();
            if (!mistakes) return mistakes.error();
            listing.mistakes = std::move(*mistakes);
            auto own = games->ownGames(kAllGames);
            if (!own) return own.error();
            listing.games = std::move(*own);
            return {};
        };
        if (const auto done = work(); !done)
            listing.error = QString::fromStdString(done.error().message);
        // Back on the window's thread, which waits for this thread before it goes.
        QMetaObject::invokeMethod(
            this, [this, listing = std::move(listing)] { receive(listing); }, Qt::QueuedConnection);
    });
}

void MistakesDialog::progress(int done, int total) {
    status_->setText(tr("Analysing your games: %1 of %2…").arg(done + 1).arg(total));
}

void MistakesDialog::receive(const Listing& listing) {
    games_ = listing.games;
    mistakes_.clear();
    for (const library::Mistake& mistake : listing.mistakes) {
        // Only the mistakes of games still there (and listed) can be opened.
        if (std::ranges::any_of(games_, [&](const auto& g) { return g.id == mistake.game; }))
            mistakes_.push_back(mistake);
    }
    table_->setRowCount(int(mistakes_.size()));
    for (int row = 0; row < int(mistakes_.size()); ++row) {
        const library::Mistake& m = mistakes_[std::size_t(row)];
        const auto game = std::ranges::find(games_, m.game, &library::LibraryGame::id);
        table_->setItem(row, GameColumn,
                        cell(QString("%1 – %2").arg(QString::fromStdString(game->black),
                                                    QString::fromStdString(game->white))));
        table_->setItem(row, MoveNumberColumn, cell(QString::number(m.ply + 1), Qt::AlignRight));
        table_->setItem(row, MoveColumn, cell(QString::fromStdString(m.played.name())));
        table_->setItem(row, LossColumn, cell(QString::number(-m.loss), Qt::AlignRight));
        table_->setItem(row, BestColumn, cell(QString::fromStdString(m.best.name())));
        table_->setItem(row, PhaseColumn, cell(phaseName(m.phase())));
        table_->setItem(row, ReasonColumn, cell(m.reason ? reasonSummary(*m.reason) : QString()));
    }
    table_->resizeColumnsToContents();
    if (!listing.error.isEmpty()) {
        status_->setText(tr("The games library cannot be used: %1").arg(listing.error));
    } else {
        status_->setText(tr("%n mistake(s) in your games (%1 analysed now). Double-click one, or "
                            "press Enter, to see it on the board.",
                            "", int(mistakes_.size()))
                             .arg(listing.analysed));
    }
    applyFilters();
    emit listed(listing.analysed);
}

void MistakesDialog::applyFilters() {
    const int phase = phase_->currentIndex();
    const int reason = reason_->currentData().toInt();
    for (int row = 0; row < int(mistakes_.size()); ++row) {
        const library::Mistake& m = mistakes_[std::size_t(row)];
        const bool phaseShown = phase == AllPhases || int(m.phase()) == phase - OpeningItem;
        const bool reasonShown =
            reason == kAllReasons ||
            (reason == kNoReason ? !m.reason : m.reason && int(*m.reason) == reason);
        table_->setRowHidden(row, !(phaseShown && reasonShown));
    }
}

void MistakesDialog::choose(int row) {
    if (row < 0 || row >= int(mistakes_.size())) return;
    const library::Mistake& m = mistakes_[std::size_t(row)];
    const auto game = std::ranges::find(games_, m.game, &library::LibraryGame::id);
    // The record plays forced passes itself: the game's own (if kept) are left out.
    GameRecord record;
    int before = 0;  // the record's ply just before the mistake
    for (std::size_t i = 0; i < game->moves.size(); ++i) {
        if (int(i) == m.ply) before = record.length();
        if (!game->moves[i].isPass() && !record.play(game->moves[i])) break;
    }
    record.jumpTo(before);
    emit positionChosen(record, QString::fromStdString(game->black),
                        QString::fromStdString(game->white));
}

}  // namespace hasami::gui
