#include "explorer_panel.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace hasami::gui {

namespace {

QTableWidgetItem* cell(const QString& text, Qt::Alignment alignment = Qt::AlignRight) {
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(alignment | Qt::AlignVCenter);
    return item;
}

}  // namespace

ExplorerPanel::ExplorerPanel(QWidget* parent)
    : QGroupBox(tr("Opening explorer"), parent), status_(new QLabel), moves_(new QTableWidget) {
    setObjectName("explorer");
    status_->setObjectName("explorerStatus");
    status_->setWordWrap(true);
    moves_->setObjectName("explorerMoves");
    moves_->setColumnCount(ColumnCount);
    moves_->setHorizontalHeaderLabels(
        {tr("Move"), tr("Games"), tr("Score"), tr("Mean"), tr("Book")});
    moves_->horizontalHeaderItem(ScoreColumn)
        ->setToolTip(tr("The player to move's score in these games: wins, and half the draws"));
    moves_->horizontalHeaderItem(MeanColumn)
        ->setToolTip(tr("The player to move's mean disc difference at the end of these games"));
    moves_->horizontalHeaderItem(BookColumn)
        ->setToolTip(tr("The opening book's score for the move: the player to move's disc "
                        "difference after it, as the engine's searches found it"));
    moves_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    moves_->verticalHeader()->hide();
    moves_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    moves_->setSelectionBehavior(QAbstractItemView::SelectRows);
    moves_->setSelectionMode(QAbstractItemView::SingleSelection);
    moves_->setToolTip(tr("Click a move to play it"));
    moves_->setAccessibleName(tr("Explorer moves"));
    // Tab goes on to the next widget; the arrows move in the table.
    moves_->setTabKeyNavigation(false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(status_);
    layout->addWidget(moves_, 1);
    connect(moves_, &QTableWidget::cellClicked, this, [this](int row, int) {
        const auto square = Square::parse(moves_->item(row, MoveColumn)->text().toStdString());
        if (square) emit movePicked(*square);
    });
    setLibraryPath({});
}

void ExplorerPanel::setLibraryPath(const QString& path) {
    if (path_ == path && (library_ || path.isEmpty())) return;
    path_ = path;
    library_.reset();
    empty_ = true;
    if (path.isEmpty()) {
        status_->setText(tr("No games library: choose one in Settings."));
    } else {
        auto opened = library::GamesLibrary::open(path.toStdString(),
                                                  library::GamesLibrary::Access::ReadOnly);
        if (opened) {
            library_ = std::move(*opened);
        } else {
            status_->setText(tr("The games library cannot be read: %1")
                                 .arg(QString::fromStdString(opened.error().message)));
        }
    }
    refresh();
}

void ExplorerPanel::showPosition(const Position& position) {
    position_ = position;
    refresh();
}

void ExplorerPanel::setBook(std::shared_ptr<const ai::Book> book) {
    if (book_ == book) return;
    book_ = std::move(book);
    refresh();
}

void ExplorerPanel::showMoves(bool show) {
    // Without moves to show the explorer is its status line: the move list above takes the room.
    moves_->setVisible(show);
    setSizePolicy(QSizePolicy::Preferred, show ? QSizePolicy::Preferred : QSizePolicy::Maximum);
    // The panel's splitter gives its parts room by stretch, not by policy: a status line is
    // held to its height (up to three lines of it).
    setMaximumHeight(show ? QWIDGETSIZE_MAX
                          : minimumSizeHint().height() + 2 * status_->fontMetrics().lineSpacing());
}

QString ExplorerPanel::status() const {
    return status_->text();
}

void ExplorerPanel::refresh() {
    moves_->setRowCount(0);
    showMoves(false);
    if (!library_) return;
    const auto exploration = library_->explore(position_);
    if (!exploration) {
        status_->setText(tr("The games library cannot be read: %1")
                             .arg(QString::fromStdString(exploration.error().message)));
        return;
    }
    // A library without a game says how to fill it, rather than "0 games", at every position
    // (the panel keeps one size through a game). Looked up only while it is empty: games are
    // added, never taken out, and the start position of a full library is its costliest query.
    if (empty_) {
        const auto fromStart =
            position_ == Position::start() ? exploration : library_->explore(Position::start());
        empty_ = fromStart && fromStart->games == 0;
    }
    if (empty_) {
        status_->setText(
            tr("No games in the library yet: your own games go in as you play, and "
               "Game → Import games… adds an archive such as WTHOR's."));
        return;
    }
    showMoves(true);
    status_->setText(tr("%Ln game(s) from this position", nullptr, exploration->games));
    // The mover's view: black's wins and disc difference, or white's.
    const bool black = position_.sideToMove() == Color::Black;
    const std::vector<ai::BookMove> book =
        book_ ? book_->probe(position_) : std::vector<ai::BookMove>{};
    for (const library::ExplorerMove& m : exploration->moves) {
        if (m.move.isPass()) continue;  // forced: the window plays it by itself
        const int wins = black ? m.blackWins : m.whiteWins;
        const double score = 100.0 * (wins + 0.5 * m.draws) / m.games;
        const double mean = black ? m.meanBlackDifference : -m.meanBlackDifference;
        const int row = moves_->rowCount();
        moves_->insertRow(row);
        moves_->setItem(row, MoveColumn,
                        cell(QString::fromStdString(m.move.name()), Qt::AlignLeft));
        moves_->setItem(row, GamesColumn, cell(QLocale().toString(m.games)));
        moves_->setItem(row, ScoreColumn, cell(QString::number(score, 'f', 0) + " %"));
        moves_->setItem(row, MeanColumn,
                        cell((mean > 0 ? "+" : "") + QString::number(mean, 'f', 1)));
        const auto scored = std::find_if(book.begin(), book.end(),
                                         [&](const ai::BookMove& b) { return b.move == m.move; });
        moves_->setItem(
            row, BookColumn,
            cell(scored == book.end() ? QString() : QString::asprintf("%+d", scored->score)));
    }
}

}  // namespace hasami::gui
