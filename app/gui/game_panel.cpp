#include "game_panel.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <algorithm>
#include <cmath>

#include "explanation_panel.h"
#include "explorer_panel.h"
#include "move_list_model.h"
#include "opening_names.h"
#include "status_text.h"

namespace hasami::gui {

namespace {

QLabel* countLabel() {
    auto* label = new QLabel;
    QFont f = label->font();
    f.setPointSizeF(f.pointSizeF() * 1.6);
    f.setBold(true);
    label->setFont(f);
    return label;
}

QLabel* wrappingLabel() {
    auto* label = new QLabel;
    label->setWordWrap(true);
    return label;
}

// What comes and goes in the side panel keeps its place, so that the move list under it never
// moves (a click meant for one row would land on another).
void keepPlaceWhenHidden(QWidget* widget) {
    QSizePolicy policy = widget->sizePolicy();
    policy.setRetainSizeWhenHidden(true);
    widget->setSizePolicy(policy);
}

// A game clock's label: as large as the disc counts beside it, and as wide as its longest time,
// so that nothing moves while it counts down. Its room is kept without a clock too: the panel
// is as wide whether the game is timed or not.
QLabel* clockLabel() {
    QLabel* label = countLabel();
    label->setAlignment(Qt::AlignCenter);
    label->setMinimumWidth(label->fontMetrics().horizontalAdvance("0:00:00") +
                           label->fontMetrics().averageCharWidth() * 2);
    label->hide();
    keepPlaceWhenHidden(label);
    return label;
}

}  // namespace

QString clockText(double seconds) {
    if (seconds <= 0) return "0.0";
    // Tenths in the last seconds, when they count.
    if (seconds < kLowTimeSeconds) return QString::number(std::floor(seconds * 10) / 10, 'f', 1);
    const int whole = int(seconds);
    if (whole >= 3600) {
        return QString("%1:%2:%3")
            .arg(whole / 3600)
            .arg(whole / 60 % 60, 2, 10, QChar('0'))
            .arg(whole % 60, 2, 10, QChar('0'));
    }
    return QString("%1:%2").arg(whole / 60).arg(whole % 60, 2, 10, QChar('0'));
}

void showClock(QLabel* label, bool timed, double seconds, bool runs) {
    label->setVisible(timed);
    label->setText(clockText(seconds));
    // The running clock stands out; in its last seconds it turns red.
    const bool low = seconds < kLowTimeSeconds;
    const QString background = low ? "#c62828" : "palette(highlight)";
    const QString text = low ? "white" : "palette(highlighted-text)";
    label->setStyleSheet(
        runs  ? QString("background: %1; color: %2; border-radius: 4px;").arg(background, text)
        : low ? QString("color: #c62828;")
              : QString());
}

GamePanel::GamePanel(ExplanationPanel* explanation, ExplorerPanel* explorer, QWidget* parent)
    : QWidget(parent), moves_(new MoveListModel(this)), parts_(new QSplitter(Qt::Vertical)) {
    blackCount_ = countLabel();
    whiteCount_ = countLabel();
    blackClock_ = clockLabel();
    blackClock_->setObjectName("blackClock");
    whiteClock_ = clockLabel();
    whiteClock_->setObjectName("whiteClock");
    players_ = wrappingLabel();
    players_->setObjectName("players");
    turn_ = wrappingLabel();
    turn_->setObjectName("turn");
    // Room for one line even while empty, so that the panel does not jump when a name comes.
    opening_ = wrappingLabel();
    opening_->setMinimumHeight(opening_->fontMetrics().height());
    inBook_ = wrappingLabel();
    inBook_->setObjectName("inBook");
    inBook_->setText(tr("In the opening book"));
    inBook_->setToolTip(
        tr("The computer answers from its book here, and hints show the book's "
           "scores."));
    inBook_->hide();
    keepPlaceWhenHidden(inBook_);
    thinking_ = wrappingLabel();
    waiting_ = wrappingLabel();
    moveNowButton_ = new QPushButton(tr("Move now"));
    playFromHereButton_ = new QPushButton(tr("Play from here"));
    lines_ = new QComboBox;
    lines_->setObjectName("lines");
    lines_->setEnabled(false);
    lines_->setToolTip(
        tr("The lines of this game: a different move in the past starts a new "
           "line and keeps the old one."));
    moveList_ = new QTableView;
    moveList_->setModel(moves_);
    moveList_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    moveList_->horizontalHeader()->setSectionResizeMode(MoveListModel::MoveColumn,
                                                        QHeaderView::Stretch);
    moveList_->verticalHeader()->hide();
    // Rows as tall as their text: the style's default leaves room for two rows in three.
    moveList_->verticalHeader()->setDefaultSectionSize(moveList_->fontMetrics().height() + 6);
    moveList_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    moveList_->setSelectionMode(QAbstractItemView::SingleSelection);
    moveList_->setSelectionBehavior(QAbstractItemView::SelectRows);
    moveList_->setMinimumWidth(220);
    moveList_->setObjectName("moveList");
    moveList_->setAccessibleName(tr("Moves"));
    // Tab goes on to the next widget (the board among them); the arrows move in the list.
    moveList_->setTabKeyNavigation(false);
    // A scroll bar that came with the list's rows would narrow the board beside it.
    moveList_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);

    auto* panel = new QVBoxLayout(this);
    auto* counts = new QHBoxLayout;
    counts->addWidget(blackCount_);
    counts->addWidget(blackClock_);
    counts->addStretch();
    counts->addWidget(whiteClock_);
    counts->addWidget(whiteCount_);
    panel->addLayout(counts);
    panel->addWidget(players_);
    panel->addLayout(createTurnLine());
    // One line for the opening and the book, which the computer leaves when the opening ends.
    auto* opening = new QHBoxLayout;
    opening->addWidget(opening_, 1);
    opening->addWidget(inBook_);
    panel->addLayout(opening);
    panel->addWidget(createComputerStatus());
    panel->addWidget(lines_);
    // The explanation, the moves and the explorer share what is left; the user sizes them.
    parts_->setObjectName("panelParts");
    parts_->setChildrenCollapsible(false);
    parts_->addWidget(explanation);
    parts_->addWidget(moveList_);
    parts_->addWidget(explorer);
    parts_->setStretchFactor(1, 1);
    parts_->setStretchFactor(2, 1);
    panel->addWidget(parts_, 1);
    players_->hide();

    connect(moveNowButton_, &QPushButton::clicked, this, &GamePanel::moveNowClicked);
    connect(playFromHereButton_, &QPushButton::clicked, this, &GamePanel::playFromHereClicked);
    connect(lines_, &QComboBox::activated, this, &GamePanel::lineChosen);
    connect(moveList_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& index) {
                if (index.isValid()) emit plyChosen(index.row() + 1);
            });
}

QWidget* GamePanel::createComputerStatus() {
    // Room for the longest status, the thinking computer's with its best line; a longer one is
    // cut rather than pushing the move list down. Every line kept here is a row the move list
    // lacks on a small screen.
    constexpr int kStatusLines = 3;
    auto* status = new QWidget;
    auto* layout = new QVBoxLayout(status);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QLabel* label : {thinking_, waiting_}) {
        label->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->hide();
        layout->addWidget(label, 1);
    }
    status->setFixedHeight(kStatusLines * thinking_->fontMetrics().lineSpacing());
    return status;
}

QLayout* GamePanel::createTurnLine() {
    // The buttons that answer the status below go on the turn's line, where the room beside
    // "White to move" is free anyway; one place for both, as the computer either thinks or
    // waits.
    auto* line = new QGridLayout;
    line->addWidget(turn_, 0, 0);
    line->setColumnStretch(0, 1);
    for (QPushButton* button : {moveNowButton_, playFromHereButton_}) {
        keepPlaceWhenHidden(button);
        button->hide();
        line->addWidget(button, 0, 1, Qt::AlignRight);
    }
    return line;
}

QByteArray GamePanel::partsState() const {
    return parts_->saveState();
}

void GamePanel::restoreParts(const QByteArray& state) {
    parts_->restoreState(state);
}

void GamePanel::showPosition(const PositionShown& shown) {
    blackCount_->setText(QString("● %1").arg(shown.position.discCount(Color::Black)));
    whiteCount_->setText(QString("%1 ○").arg(shown.position.discCount(Color::White)));
    QStringList moves;
    for (const Move m : shown.moves)
        moves << moveText(m);
    moves_->setMoves(moves, shown.firstMover == Color::Black);
    // Row r is the position after move r + 1; at the start no row is current.
    const QModelIndex current = shown.ply > 0 ? moves_->index(shown.ply - 1, 0) : QModelIndex();
    if (moveList_->currentIndex().row() != current.row()) {
        moveList_->setCurrentIndex(current);
        if (!current.isValid()) moveList_->clearSelection();
    }
    // At the start no row is current, and the first one is what follows.
    if (current.isValid()) {
        moveList_->scrollTo(current);
    } else {
        moveList_->scrollToTop();
    }
}

void GamePanel::showClocks(bool timed, double black, double white, bool blackRuns, bool whiteRuns) {
    showClock(blackClock_, timed, black, blackRuns);
    showClock(whiteClock_, timed, white, whiteRuns);
}

void GamePanel::showPlayers(const QString& black, const QString& white) {
    gameNames_ = {black, white};
    showNames();
}

void GamePanel::showSides(const QString& black, const QString& white) {
    sideNames_ = {black, white};
    showNames();
}

void GamePanel::showNames() {
    const auto& [black, white] =
        gameNames_.first.isEmpty() && gameNames_.second.isEmpty() ? sideNames_ : gameNames_;
    players_->setText(QString("● %1  ○ %2").arg(black, white));
    players_->setVisible(!black.isEmpty() || !white.isEmpty());
}

void GamePanel::showTurn(const QString& text) {
    turn_->setText(text);
}

void GamePanel::showOpening(const OpeningStatus& opening) {
    opening_->setText(opening.name.empty() ? QString()
                                           : tr("Opening: %1").arg(openingName(opening.name)));
    inBook_->setVisible(opening.inBook);
}

void GamePanel::showThinking(bool thinking, const ThinkingStatus& status, bool canHurry) {
    thinking_->setText(thinking ? thinkingText(status) : QString());
    thinking_->setVisible(thinking);
    moveNowButton_->setVisible(canHurry);
}

void GamePanel::showWaiting(bool waiting, const WaitingStatus& status, bool canPlay) {
    waiting_->setText(waiting ? waitingText(status) : QString());
    waiting_->setVisible(waiting);
    playFromHereButton_->setVisible(canPlay);
}

void GamePanel::showLines(const std::vector<LineBranch>& lines, int current) {
    lines_->clear();
    lines_->addItems(lineLabels(lines));
    lines_->setCurrentIndex(current);
    lines_->setEnabled(lines.size() > 1);
}

void GamePanel::showJudgements(const std::vector<std::optional<MoveJudgement>>& judged) {
    moves_->setJudgements(judged);
}

}  // namespace hasami::gui
