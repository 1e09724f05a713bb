#include "main_window.h"

#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QSettings>
#include <QStatusBar>
#include <QTableWidget>
#include <QToolBar>
#include <QToolButton>

#include "board_view.h"
#include "core/notation.h"
#include "editor_panel.h"
#include "evaluation_graph.h"
#include "game_files.h"
#include "settings_dialog.h"

namespace hasami::gui {

namespace {

constexpr int kNoticeMs = 5000;

QLabel* countLabel(const QString& disc) {
    auto* label = new QLabel;
    label->setTextFormat(Qt::RichText);
    label->setProperty("disc", disc);
    QFont f = label->font();
    f.setPointSizeF(f.pointSizeF() * 1.6);
    f.setBold(true);
    label->setFont(f);
    return label;
}

}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      controller_(new GameController(this)),
      board_(new BoardView),
      graph_(new EvaluationGraph),
      editorPanel_(new EditorPanel) {
    setWindowTitle(tr("Hasami"));
    setWindowIcon(QIcon(":/icons/hasami.svg"));

    blackCount_ = countLabel("●");
    whiteCount_ = countLabel("○");
    turn_ = new QLabel;
    // Room for one line even while empty, so that the panel does not jump when a name comes.
    opening_ = new QLabel;
    opening_->setWordWrap(true);
    opening_->setMinimumHeight(opening_->fontMetrics().height());
    thinking_ = new QLabel;
    thinking_->setWordWrap(true);
    moveList_ = new QTableWidget(0, 2);
    moveList_->setHorizontalHeaderLabels({tr("Black"), tr("White")});
    moveList_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    moveList_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    moveList_->setSelectionMode(QAbstractItemView::SingleSelection);
    moveList_->setMinimumWidth(190);

    gamePanel_ = new QWidget;
    auto* panelLayout = new QVBoxLayout(gamePanel_);
    auto* counts = new QHBoxLayout;
    counts->addWidget(blackCount_);
    counts->addStretch();
    counts->addWidget(whiteCount_);
    panelLayout->addLayout(counts);
    panelLayout->addWidget(turn_);
    panelLayout->addWidget(opening_);
    panelLayout->addWidget(thinking_);
    panelLayout->addWidget(new QLabel(tr("Moves")));
    panelLayout->addWidget(moveList_, 1);

    auto* central = new QWidget;
    auto* layout = new QHBoxLayout(central);
    auto* boardAndGraph = new QVBoxLayout;
    boardAndGraph->addWidget(board_, 1);
    boardAndGraph->addWidget(graph_);
    layout->addLayout(boardAndGraph, 1);
    auto* sidePanel = new QVBoxLayout;
    sidePanel->addWidget(editorPanel_);
    sidePanel->addWidget(gamePanel_, 1);
    layout->addLayout(sidePanel);
    editorPanel_->hide();
    setCentralWidget(central);

    createActions();

    connect(board_, &BoardView::squareClicked, this, [this](Square square) {
        if (editorPanel_->isVisible()) {
            editorPanel_->squareClicked(square);
        } else {
            controller_->playSquare(square);
        }
    });
    connect(editorPanel_, &EditorPanel::positionEdited, this, [this](const Position& p) {
        board_->setPosition(p);
        board_->setHighlightedMoves(0);
        board_->setLastMove(std::nullopt);
        board_->setHints({});
    });
    connect(editorPanel_, &EditorPanel::problem, this,
            [this](const QString& reason) { statusBar()->showMessage(reason, kNoticeMs); });
    connect(editorPanel_, &EditorPanel::cancelled, this, [this] { setEditing(false); });
    connect(editorPanel_, &EditorPanel::finished, this, [this](const Position& p) {
        setEditing(false);
        controller_->newGameFrom(p);
    });
    connect(controller_, &GameController::positionChanged, this,
            [this](const Position& p, Bitboard flipped, std::optional<Square> lastMove) {
                if (editorPanel_->isVisible()) return;
                board_->setPosition(p, flipped,
                                    animationMilliseconds(controller_->settings().animation));
                board_->setLastMove(lastMove);
                // Back from the end (an undo, a jump): the result no longer stands.
                if (resultShown_) statusBar()->clearMessage();
                resultShown_ = false;
                updateTurn();
            });
    connect(controller_, &GameController::legalMovesChanged, board_, [this](Bitboard moves) {
        // Only the moves a human may click are marked.
        const Color side = controller_->record().current().sideToMove();
        board_->setHighlightedMoves(controller_->isComputer(side) ? 0 : moves);
    });
    connect(controller_, &GameController::scoreChanged, this, [this](int black, int white) {
        blackCount_->setText(QString("● %1").arg(black));
        whiteCount_->setText(QString("%1 ○").arg(white));
    });
    connect(controller_, &GameController::historyChanged, this, &MainWindow::showHistory);
    connect(controller_, &GameController::openingChanged, this, [this](const QString& name) {
        opening_->setText(name.isEmpty() ? QString() : tr("Opening: %1").arg(name));
    });
    connect(controller_, &GameController::scoresChanged, graph_, &EvaluationGraph::setScores);
    connect(graph_, &EvaluationGraph::plyClicked, controller_, &GameController::jumpTo);
    connect(controller_, &GameController::hintsChanged, board_,
            [this](const Evaluations& hints) { board_->setHints(hints); });
    connect(controller_, &GameController::thinkingChanged, this,
            [this](bool, const QString& status) { thinking_->setText(status); });
    connect(controller_, &GameController::passed, this, [this](Color side) {
        statusBar()->showMessage(tr("%1 has no legal move and passes.").arg(colorName(side)),
                                 kNoticeMs);
    });
    connect(controller_, &GameController::gameOver, this, [this](const QString& result) {
        resultShown_ = true;
        turn_->setText(tr("Game over: %1").arg(result));
        statusBar()->showMessage(result);
    });
    connect(controller_, &GameController::notice, this,
            [this](const QString& text) { statusBar()->showMessage(text, kNoticeMs); });
    connect(moveList_, &QTableWidget::itemClicked, this, [this](QTableWidgetItem* item) {
        controller_->jumpTo(item->data(Qt::UserRole).toInt());
    });
    reviewProgress_ = new QProgressBar;
    reviewProgress_->setMaximumWidth(160);
    reviewProgress_->setFormat(tr("Review %v/%m"));
    cancelReview_ = new QToolButton;
    cancelReview_->setText(tr("Cancel"));
    statusBar()->addPermanentWidget(reviewProgress_);
    statusBar()->addPermanentWidget(cancelReview_);
    reviewProgress_->hide();
    cancelReview_->hide();
    connect(cancelReview_, &QToolButton::clicked, controller_, &GameController::cancelReview);
    connect(controller_, &GameController::reviewProgress, this, [this](int done, int total) {
        reviewProgress_->setRange(0, total);
        reviewProgress_->setValue(done);
        reviewProgress_->show();
        cancelReview_->show();
    });
    connect(controller_, &GameController::reviewFinished, this, [this](bool completed) {
        reviewProgress_->hide();
        cancelReview_->hide();
        statusBar()->showMessage(completed
                                     ? tr("Review done: %n mistake(s).", "", int(mistakes_.size()))
                                     : tr("Review cancelled."),
                                 kNoticeMs);
    });
    connect(controller_, &GameController::mistakesChanged, this, [this](const QList<int>& plies) {
        mistakes_ = plies;
        graph_->setMistakes(plies);
        showHistory(lastMoves_, controller_->record().ply());
    });

    QSettings store;
    restoreGeometry(store.value("window/geometry").toByteArray());
    applySettings(Settings::load(store));
    controller_->newGame();
    if (!controller_->isComputer(Color::Black))
        statusBar()->showMessage(tr("Your move: click a marked square."), kNoticeMs);
}

void MainWindow::createActions() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    // "New game" plays again with the same players (Ctrl+N, the toolbar button); its menu,
    // a submenu in the Game menu and the toolbar button's arrow, chooses who plays.
    auto* newGame = new QAction(QIcon::fromTheme("document-new"), tr("&New game"), this);
    newGame->setShortcut(QKeySequence::New);
    connect(newGame, &QAction::triggered, this, [this] {
        startNewGame(controller_->settings().computerPlaysBlack,
                     controller_->settings().computerPlaysWhite);
    });
    auto* players = new QMenu(this);
    const auto addPlayers = [&](const QString& text, bool computerBlack, bool computerWhite) {
        players->addAction(text, this, [=, this] { startNewGame(computerBlack, computerWhite); });
    };
    addPlayers(tr("Play &Black"), false, true);
    addPlayers(tr("Play &White"), true, false);
    addPlayers(tr("&Two players"), false, false);
    addPlayers(tr("&Computer against computer"), true, true);
    newGame->setMenu(players);
    game->addAction(newGame);
    game->addAction(QIcon::fromTheme("document-open"), tr("&Open…"), QKeySequence::Open, this,
                    &MainWindow::openGame);
    game->addAction(QIcon::fromTheme("document-save"), tr("&Save…"), QKeySequence::Save, this,
                    &MainWindow::saveGame);
    game->addSeparator();
    game->addAction(QIcon::fromTheme("application-exit"), tr("&Quit"), QKeySequence::Quit, this,
                    &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    undo_ = edit->addAction(QIcon::fromTheme("edit-undo"), tr("&Undo"), QKeySequence::Undo,
                            controller_, &GameController::undo);
    redo_ = edit->addAction(QIcon::fromTheme("edit-redo"), tr("&Redo"), QKeySequence::Redo,
                            controller_, &GameController::redo);
    edit->addSeparator();
    edit->addAction(tr("Copy &transcript"), QKeySequence::Copy, this, [this] {
        QApplication::clipboard()->setText(
            QString::fromStdString(controller_->record().transcript()));
        statusBar()->showMessage(tr("Transcript copied."), kNoticeMs);
    });
    edit->addAction(tr("Copy &board"), this, [this] {
        QApplication::clipboard()->setText(
            QString::fromStdString(formatBoard(controller_->record().current())));
        statusBar()->showMessage(tr("Board copied."), kNoticeMs);
    });
    edit->addAction(tr("&Paste transcript or board"), QKeySequence::Paste, this,
                    &MainWindow::paste);
    edit->addSeparator();
    edit->addAction(QIcon::fromTheme("preferences-system"), tr("&Settings…"),
                    QKeySequence::Preferences, this, &MainWindow::editSettings);

    QMenu* go = menuBar()->addMenu(tr("G&o"));
    first_ = go->addAction(QIcon::fromTheme("go-first"), tr("&First position"),
                           QKeySequence(Qt::CTRL | Qt::Key_Home), controller_,
                           &GameController::goToStart);
    last_ =
        go->addAction(QIcon::fromTheme("go-last"), tr("&Last position"),
                      QKeySequence(Qt::CTRL | Qt::Key_End), controller_, &GameController::goToEnd);

    QMenu* analysis = menuBar()->addMenu(tr("&Analysis"));
    hints_ = analysis->addAction(tr("&Hints"));
    hints_->setCheckable(true);
    hints_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    hints_->setToolTip(tr("Show the score of every legal move"));
    connect(hints_, &QAction::toggled, controller_, &GameController::setHintsEnabled);

    review_ = analysis->addAction(tr("&Review game…"), this, &MainWindow::reviewGame);
    edit_ = analysis->addAction(tr("&Edit board"));
    edit_->setCheckable(true);
    edit_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(edit_, &QAction::toggled, this, &MainWindow::setEditing);

    QToolBar* tools = addToolBar(tr("Game"));
    tools->setObjectName("game");
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->addAction(newGame);
    tools->addAction(undo_);
    tools->addAction(redo_);
    tools->addAction(first_);
    tools->addAction(last_);
    tools->addSeparator();
    tools->addAction(hints_);
    tools->addAction(edit_);
}

void MainWindow::startNewGame(bool computerBlack, bool computerWhite) {
    Settings s = controller_->settings();
    s.computerPlaysBlack = computerBlack;
    s.computerPlaysWhite = computerWhite;
    applySettings(s);
    QSettings store;
    s.save(store);
    controller_->newGame();
}

void MainWindow::applySettings(const Settings& settings) {
    controller_->setSettings(settings);
    board_->setShowLegalMoves(settings.showLegalMoves);
    board_->setShowLastMove(settings.showLastMove);
    updateTurn();
}

void MainWindow::reviewGame() {
    bool ok = false;
    const int depth =
        QInputDialog::getInt(this, tr("Review game"),
                             tr("Search every position of the game to depth:"), 10, 1, 20, 1, &ok);
    if (ok) controller_->startReview(depth);
}

void MainWindow::showHistory(const QStringList& moves, int ply) {
    lastMoves_ = moves;
    // One row per move number, black's move then white's: "1 | f5 | d6". A click on a move
    // jumps to the position after it.
    const bool blackFirst = controller_->record().start().sideToMove() == Color::Black;
    const int offset = blackFirst ? 0 : 1;  // a game that starts with white leaves a blank
    moveList_->setRowCount((int(moves.size()) + offset + 1) / 2);
    moveList_->clearContents();
    QStringList numbers;
    for (int row = 0; row < moveList_->rowCount(); ++row)
        numbers << QString::number(row + 1);
    moveList_->setVerticalHeaderLabels(numbers);
    for (int i = 0; i < moves.size(); ++i) {
        auto* item = new QTableWidgetItem(moves[i]);
        item->setData(Qt::UserRole, i + 1);
        if (mistakes_.contains(i + 1)) {
            item->setForeground(QColor(0xc0, 0x20, 0x20));
            item->setToolTip(tr("A mistake: it lost more than %1 discs against the best move.")
                                 .arg(GameController::kMistakeDiscs));
        }
        const int cell = i + offset;
        moveList_->setItem(cell / 2, cell % 2, item);
        if (i + 1 == ply) {
            moveList_->setCurrentItem(item);
            moveList_->scrollToItem(item);
        }
    }
    if (ply == 0) moveList_->setCurrentItem(nullptr);
    undo_->setEnabled(controller_->record().canUndo());
    redo_->setEnabled(controller_->record().canRedo());
    first_->setEnabled(controller_->record().canUndo());
    last_->setEnabled(controller_->record().canRedo());
}

void MainWindow::updateTurn() {
    const Position& p = controller_->record().current();
    if (p.isGameOver()) return;
    const Color side = p.sideToMove();
    turn_->setText(controller_->isComputer(side) ? tr("%1 to move (computer)").arg(colorName(side))
                                                 : tr("%1 to move").arg(colorName(side)));
}

void MainWindow::openGame() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open game"), QString(), tr("Othello games (*.txt *.ggf *.obf);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

void MainWindow::openFile(const QString& path) {
    const ReadGame game = readGameFile(path);
    if (!game.record) {
        QMessageBox::warning(this, tr("Open game"), game.error);
        return;
    }
    controller_->loadGame(*game.record);
}

void MainWindow::saveGame() {
    const QString transcript = tr("Transcript (*.txt)");
    const QString ggf = tr("Generic Game Format (*.ggf)");
    QString chosen;
    QString path = QFileDialog::getSaveFileName(this, tr("Save game"), QString(),
                                                transcript + ";;" + ggf, &chosen);
    if (path.isEmpty()) return;
    // A name typed without an extension gets the one of the chosen type, which decides the format.
    if (QFileInfo(path).suffix().isEmpty()) path += chosen == ggf ? ".ggf" : ".txt";
    const auto name = [&](Color side) {
        return controller_->isComputer(side) ? QStringLiteral("Hasami") : tr("Player");
    };
    const QString error = writeGameFile(path, controller_->record(), formatForPath(path),
                                        name(Color::Black), name(Color::White));
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Save game"), error);
    } else {
        statusBar()->showMessage(tr("Saved %1.").arg(path), kNoticeMs);
    }
}

void MainWindow::paste() {
    const ReadGame game = readGameText(QApplication::clipboard()->text());
    if (!game.record) {
        statusBar()->showMessage(game.error, kNoticeMs);
        return;
    }
    controller_->loadGame(*game.record);
}

void MainWindow::editSettings() {
    SettingsDialog dialog(controller_->settings(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    QSettings store;
    dialog.settings().save(store);
    applySettings(dialog.settings());
}

void MainWindow::setEditing(bool editing) {
    if (editing == editorPanel_->isVisible()) return;
    edit_->setChecked(editing);
    editorPanel_->setVisible(editing);
    gamePanel_->setEnabled(!editing);
    if (editing) {
        controller_->pause();
        editorPanel_->start(controller_->record().current());
        statusBar()->showMessage(tr("Click squares to place discs, then press Play."));
    } else {
        showCurrentPosition();
    }
}

// Back from the editor: the board shows the game again, and the game goes on.
void MainWindow::showCurrentPosition() {
    const GameRecord record = controller_->record();
    controller_->loadGame(record);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    QSettings store;
    store.setValue("window/geometry", saveGeometry());
    event->accept();
}

}  // namespace hasami::gui
