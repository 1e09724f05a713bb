#include "mistakes_dialog.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>

#include "reason_text.h"

namespace hasami::gui {

namespace {

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

QString dayOf(const library::LibraryGame& game) {
    if (!game.date.empty()) return QString::fromStdString(game.date);
    return game.year ? QString::number(game.year) : QString();
}

// The other side's name; the user may have played both.
QString opponentOf(const library::LibraryGame& game, const std::string& user) {
    if (game.black == user && game.white == user) return MistakesDialog::tr("Yourself");
    return QString::fromStdString(game.black == user ? game.white : game.black);
}

// The result from the user's side (from black's when the user played both).
QString resultOf(const library::LibraryGame& game, const std::string& user) {
    if (!game.finished) return MistakesDialog::tr("Unfinished");
    const int discs = game.black == user ? game.result : -game.result;
    if (discs == 0) return MistakesDialog::tr("Draw");
    if (game.black == user && game.white == user) {
        return discs > 0 ? MistakesDialog::tr("Black won by %1").arg(discs)
                         : MistakesDialog::tr("White won by %1").arg(-discs);
    }
    return discs > 0 ? MistakesDialog::tr("Won by %1").arg(discs)
                     : MistakesDialog::tr("Lost by %1").arg(-discs);
}

}  // namespace

MistakesDialog::MistakesDialog(EngineHub* hub, const QString& libraryPath, QString user,
                               const library::MistakeSearch& search, QWidget* parent)
    : QDialog(parent),
      user_(std::move(user)),
      phase_(new QComboBox),
      reason_(new QComboBox),
      table_(new QTableWidget(0, ColumnCount)),
      status_(new QLabel) {
    setObjectName("mistakes");
    setWindowTitle(tr("My mistakes"));
    hub->setParent(this);
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
    table_->setHorizontalHeaderLabels({tr("Date"), tr("Opponent"), tr("Result"), tr("Move no."),
                                       tr("Move"), tr("Loss"), tr("Best"), tr("Phase"),
                                       tr("Reason")});
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
    resize(900, 480);
    connect(phase_, &QComboBox::currentIndexChanged, this, &MistakesDialog::applyFilters);
    connect(reason_, &QComboBox::currentIndexChanged, this, &MistakesDialog::applyFilters);
    // Activated: a double-click, or Enter on the current row.
    connect(table_, &QTableWidget::activated, this,
            [this](const QModelIndex& index) { choose(index.row()); });
    connect(hub, &EngineHub::ownGamesProgress, this, &MistakesDialog::progress);
    connect(hub, &EngineHub::ownGamesAnalysed, this, &MistakesDialog::receive);
    if (libraryPath.isEmpty()) {
        status_->setText(tr("No games library: choose one in Edit → Settings → Games library."));
        return;
    }
    status_->setText(tr("Reading your games…"));
    hub->analyseOwnGames(libraryPath, user_, search);
}

QString MistakesDialog::status() const {
    return status_->text();
}

void MistakesDialog::progress(int done, int total) {
    status_->setText(tr("Analysing your games: %1 of %2…").arg(done + 1).arg(total));
}

void MistakesDialog::receive(const library::MistakesListing& listing, const QString& error) {
    listing_ = listing;
    table_->setRowCount(int(listing_.mistakes.size()));
    for (int row = 0; row < table_->rowCount(); ++row)
        showRow(row);
    table_->resizeColumnsToContents();
    if (!error.isEmpty()) {
        status_->setText(tr("The games library cannot be used: %1").arg(error));
    } else {
        status_->setText(tr("%n mistake(s) in your games (%1 analysed now). Double-click one, or "
                            "press Enter, to see it on the board.",
                            "", table_->rowCount())
                             .arg(listing_.analysed));
    }
    applyFilters();
    // Ready for the arrows and Enter.
    if (table_->rowCount() > 0 && !table_->currentIndex().isValid()) {
        table_->setCurrentCell(0, 0);
        table_->setFocus();
    }
    emit listed(listing_.analysed);
}

void MistakesDialog::showRow(int row) {
    const library::Mistake& m = listing_.mistakes[std::size_t(row)];
    const auto& game = *std::ranges::find(listing_.games, m.game, &library::LibraryGame::id);
    const std::string user = user_.toStdString();
    table_->setItem(row, DateColumn, cell(dayOf(game)));
    table_->setItem(row, OpponentColumn, cell(opponentOf(game, user)));
    table_->setItem(row, ResultColumn, cell(resultOf(game, user)));
    table_->setItem(row, MoveNumberColumn, cell(QString::number(m.ply + 1), Qt::AlignRight));
    table_->setItem(row, MoveColumn, cell(QString::fromStdString(m.played.name())));
    table_->setItem(row, LossColumn, cell(QString::number(-m.loss), Qt::AlignRight));
    table_->setItem(row, BestColumn, cell(QString::fromStdString(m.best.name())));
    table_->setItem(row, PhaseColumn, cell(phaseName(m.phase())));
    table_->setItem(row, ReasonColumn, cell(m.reason ? reasonSummary(*m.reason) : QString()));
}

void MistakesDialog::applyFilters() {
    const int phase = phase_->currentIndex();
    const int reason = reason_->currentData().toInt();
    for (int row = 0; row < int(listing_.mistakes.size()); ++row) {
        const library::Mistake& m = listing_.mistakes[std::size_t(row)];
        const bool phaseShown = phase == AllPhases || int(m.phase()) == phase - OpeningItem;
        const bool reasonShown =
            reason == kAllReasons ||
            (reason == kNoReason ? !m.reason : m.reason && int(*m.reason) == reason);
        table_->setRowHidden(row, !(phaseShown && reasonShown));
    }
}

void MistakesDialog::choose(int row) {
    if (row < 0 || row >= int(listing_.mistakes.size())) return;
    const library::Mistake& m = listing_.mistakes[std::size_t(row)];
    const auto& game = *std::ranges::find(listing_.games, m.game, &library::LibraryGame::id);
    // The record plays forced passes itself: the game's own (if kept) are left out.
    GameRecord record;
    int before = 0;  // the record's ply just before the mistake
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        if (int(i) == m.ply) before = record.length();
        if (!game.moves[i].isPass() && !record.play(game.moves[i])) break;
    }
    record.jumpTo(before);
    const QString note =
        tr("Move %1, %2, lost %n disc(s) against %3. Up and Down on the board show either move; "
           "Analysis → My mistakes brings the list back.",
           "", m.loss)
            .arg(m.ply + 1)
            .arg(QString::fromStdString(m.played.name()), QString::fromStdString(m.best.name()));
    ai::ComparedMoves moves;
    moves.played = m.played;
    moves.best = m.best;
    emit mistakeChosen(record, QString::fromStdString(game.black),
                       QString::fromStdString(game.white), moves, note);
}

}  // namespace hasami::gui
