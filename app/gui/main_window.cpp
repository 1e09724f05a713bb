#include "main_window.h"

#include <QCloseEvent>
#include <QDate>
#include <QDateTime>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QMessageBox>
#include <QStatusBar>

#include "ai/book_file.h"
#include "board_and_graph.h"
#include "board_editing.h"
#include "board_view.h"
#include "color_name.h"
#include "default_library.h"
#include "document_flow.h"
#include "editor_panel.h"
#include "endgame_trainer.h"
#include "evaluation_graph.h"
#include "explanation_panel.h"
#include "explorer_panel.h"
#include "game_actions.h"
#include "games_import.h"
#include "help_boxes.h"
#include "mistakes_dialog.h"
#include "opening_trainer.h"
#include "own_game.h"
#include "own_games_recorder.h"
#include "players_text.h"
#include "preferences.h"
#include "review_export.h"
#include "review_progress.h"
#include "settings_dialog.h"
#include "status_text.h"
#include "threaded_engine_hub.h"
#include "why_flow.h"

namespace hasami::gui {

namespace {

constexpr int kNoticeMs = 5000;

}  // namespace

MainWindow::MainWindow(Preferences* preferences)
    : preferences_(preferences ? preferences : new Preferences(this)),
      controller_(new GameController(this)),
      board_(new BoardView),
      graph_(new EvaluationGraph),
      explorer_(new ExplorerPanel),
      explanation_(new ExplanationPanel),
      ownGames_(new OwnGamesRecorder(this)),
      panel_(new GamePanel(explanation_, explorer_)) {
    setWindowIcon(QIcon(":/icons/hasami.svg"));

    auto* central = new QWidget;
    auto* layout = new QHBoxLayout(central);
    layout->addWidget(new BoardAndGraph(board_, graph_), 1);
    auto* sidePanel = new QVBoxLayout;
    auto* editorPanel = new EditorPanel;
    sidePanel->addWidget(editorPanel);
    sidePanel->addWidget(panel_, 1);
    layout->addLayout(sidePanel);
    setCentralWidget(central);

    actions_ = new GameActions(this);
    documents_ = new DocumentFlow(*controller_, *preferences_, *actions_->recentFiles, *this);
    connect(documents_, &DocumentFlow::notice, this, &MainWindow::notify);
    editing_ = new BoardEditing(*editorPanel, *board_, *explorer_, *controller_, *documents_,
                                *actions_->editBoard, *panel_, this);
    connect(editing_, &BoardEditing::notice, this, &MainWindow::notify);
    connect(editing_, &BoardEditing::instructions, this,
            [this](const QString& text) { statusBar()->showMessage(text); });
    connectActions();
    connectController();
    auto* why = new WhyFlow(*board_, *controller_, *explanation_, *actions_->hints, this);
    connect(why, &WhyFlow::notice, this, &MainWindow::notify);
    connect(actions_->why, &QAction::triggered, why, &WhyFlow::explainPointedSquare);
    connect(explorer_, &ExplorerPanel::movePicked, controller_, &GameController::playSquare);
    connect(ownGames_, &OwnGamesRecorder::gameAdded, this, [this] {
        // The first game may have created the library; and the counts changed.
        explorer_->setLibraryPath(ownGames_->libraryPath());
        explorer_->showPosition(controller_->record().current());
    });
    connect(ownGames_, &OwnGamesRecorder::failed, this, [this](const QString& message) {
        notify(tr("The game could not be added to the games library: %1").arg(message));
    });
    auto* imports = new GamesImport(this, [this] { return settings().libraryPath; });
    connect(actions_->importGames, &QAction::triggered, imports, &GamesImport::chooseFiles);
    connect(imports, &GamesImport::imported, this, [this] {
        // The import may have created the library; and the counts changed.
        explorer_->setLibraryPath(settings().libraryPath);
        explorer_->showPosition(controller_->record().current());
    });
    connect(graph_, &EvaluationGraph::plyClicked, controller_, &GameController::jumpTo);
    connect(panel_, &GamePanel::lineChosen, controller_, &GameController::selectLine);
    connect(panel_, &GamePanel::plyChosen, controller_, &GameController::jumpTo);

    restoreGeometry(preferences_->windowGeometry());
    panel_->restoreParts(preferences_->panelParts());
    // The library made for the user, empty, on the first start (the explorer only reads).
    if (settings().libraryPath == defaultLibraryPath()) {
        if (const QString error = makeLibraryIfMissing(settings().libraryPath); !error.isEmpty())
            notify(tr("The games library could not be made: %1").arg(error));
    }
    applySettings(settings());
    connect(preferences_, &Preferences::changed, this, &MainWindow::applySettings);
    controller_->newGame();
    if (const QString problem = controller_->bookProblem(); !problem.isEmpty()) {
        notify(bookProblemText(problem));
    } else if (!controller_->isComputer(Color::Black)) {
        notify(tr("Your move: click a marked square."));
    }
}

void MainWindow::connectActions() {
    const GameActions& a = *actions_;
    connect(a.newGame, &QAction::triggered, this, [this] { startNewGame(settings().seats); });
    connect(actions_, &GameActions::playersChosen, this, &MainWindow::startNewGame);
    connect(a.open, &QAction::triggered, documents_, &DocumentFlow::openGame);
    connect(a.save, &QAction::triggered, documents_, &DocumentFlow::saveGame);
    connect(a.saveAs, &QAction::triggered, documents_, &DocumentFlow::saveGameAs);
    connect(a.moveNow, &QAction::triggered, controller_, &GameController::moveNow);
    connect(a.playFromHere, &QAction::triggered, controller_, &GameController::playFromHere);
    connect(a.pause, &QAction::toggled, controller_, &GameController::setPaused);
    connect(a.pause, &QAction::toggled, this, &MainWindow::showTurn);
    connect(panel_, &GamePanel::moveNowClicked, a.moveNow, &QAction::trigger);
    connect(panel_, &GamePanel::playFromHereClicked, a.playFromHere, &QAction::trigger);
    connect(a.quit, &QAction::triggered, this, &QWidget::close);

    connect(a.undo, &QAction::triggered, controller_, &GameController::undo);
    connect(a.redo, &QAction::triggered, controller_, &GameController::redo);
    connect(a.copyGame, &QAction::triggered, documents_, &DocumentFlow::copyGame);
    connect(a.copyPosition, &QAction::triggered, documents_, &DocumentFlow::copyPosition);
    connect(a.copyDiagram, &QAction::triggered, documents_, &DocumentFlow::copyDiagram);
    connect(a.exportDiagram, &QAction::triggered, documents_, &DocumentFlow::exportDiagram);
    connect(a.exportReview, &QAction::triggered, this,
            [this] { exportReview(*controller_, this); });
    connect(a.paste, &QAction::triggered, documents_, &DocumentFlow::paste);
    connect(a.settings, &QAction::triggered, this, &MainWindow::editSettings);

    connect(a.back, &QAction::triggered, controller_, &GameController::stepBack);
    connect(a.forward, &QAction::triggered, controller_, &GameController::stepForward);
    connect(a.first, &QAction::triggered, controller_, &GameController::goToStart);
    connect(a.last, &QAction::triggered, controller_, &GameController::goToEnd);
    connect(a.pageBack, &QAction::triggered, this, [this] {
        controller_->jumpTo(std::max(0, controller_->record().ply() - GameActions::kPageOfPlies));
    });
    connect(a.pageForward, &QAction::triggered, this, [this] {
        controller_->jumpTo(std::min(controller_->record().length(),
                                     controller_->record().ply() + GameActions::kPageOfPlies));
    });
    connect(controller_, &GameController::positionShown, actions_,
            [this](const PositionShown& shown) {
                actions_->setNavigation(shown.canGoBack, shown.canGoForward);
            });

    connect(a.hints, &QAction::toggled, controller_, &GameController::setHintsEnabled);
    connect(a.review, &QAction::triggered, this, &MainWindow::reviewGame);
    connect(a.openingTrainer, &QAction::triggered, this, [this] {
        auto* trainer = new OpeningTrainer(
            settings().libraryPath, ai::shippedBook().value_or(nullptr),
            [] { return QDateTime::currentSecsSinceEpoch(); }, this);
        trainer->setAttribute(Qt::WA_DeleteOnClose);
        trainer->open();
    });
    connect(a.endgameDrills, &QAction::triggered, this, [this] {
        auto* drills = new EndgameTrainer(
            new ThreadedEngineHub, settings().libraryPath, userName(),
            [] { return QDateTime::currentSecsSinceEpoch(); }, this);
        drills->setAttribute(Qt::WA_DeleteOnClose);
        drills->open();
    });
    connect(a.mistakes, &QAction::triggered, this, &MainWindow::showMistakes);
    connect(a.positionFromImage, &QAction::triggered, documents_, &DocumentFlow::openPicture);

    connect(a.rules, &QAction::triggered, this, [this] { showRules(this); });
    connect(a.shortcuts, &QAction::triggered, this,
            [this] { showShortcuts(this, actions_->shortcutGroups() << BoardView::keys()); });
    connect(a.about, &QAction::triggered, this, [this] { showAbout(this); });
}

void MainWindow::connectController() {
    GameController* c = controller_;
    connect(c, &GameController::positionShown, panel_, &GamePanel::showPosition);
    connect(c, &GameController::positionShown, this, [this](const PositionShown& shown) {
        if (editing_->isEditing()) return;
        explorer_->showPosition(shown.position);
        board_->setPosition(shown.position, shown.flipped,
                            animationMilliseconds(settings().animation));
        board_->setLastMove(shown.lastMove);
        // Back from the end (an undo, a jump): the result or the summary no longer stands.
        if (standingMessage_) statusBar()->clearMessage();
        standingMessage_ = false;
        showTurn();
    });
    connect(c, &GameController::clickableSquaresChanged, board_, &BoardView::setHighlightedMoves);
    connect(c, &GameController::clocksChanged, panel_, &GamePanel::showClocks);
    connect(c, &GameController::linesChanged, panel_, &GamePanel::showLines);
    connect(c, &GameController::openingChanged, panel_, &GamePanel::showOpening);
    connect(c, &GameController::documentChanged, this, &MainWindow::showDocument);
    // Every change not yet in a file goes to the autosave at once: a move, another line shown,
    // a review's scores.
    connect(c, &GameController::documentChanged, documents_, &DocumentFlow::keepSafe);
    connect(c, &GameController::linesChanged, documents_, &DocumentFlow::keepSafe);
    connect(c, &GameController::reviewProgress, documents_, &DocumentFlow::keepSafe);
    connect(c, &GameController::analysisChanged, this, [this](const AnalysisShown& analysis) {
        graph_->setScores(analysis.blackScores, analysis.ply);
        graph_->setMistakes(analysis.mistakes);
        panel_->showJudgements(analysis.judged);
        actions_->setJudgements(analysis.judged);
    });
    connect(c, &GameController::hintsChanged, board_,
            [this](const Evaluations& hints) { board_->setHints(hints); });
    connect(c, &GameController::thinkingChanged, this,
            [this](bool thinking, const ThinkingStatus& status) {
                // Neither NBoard nor GTP can ask another program to move at once.
                const bool canHurry = thinking && !controller_->settings().opponentEngine();
                actions_->setCanMoveNow(canHurry);
                panel_->showThinking(thinking, status, canHurry);
            });
    connect(c, &GameController::waitingChanged, this,
            [this](bool waiting, const WaitingStatus& status) {
                const bool canPlay = waiting && !controller_->isPaused();
                actions_->setCanPlayFromHere(canPlay);
                panel_->showWaiting(waiting, status, canPlay && !controller_->isReviewing());
            });
    connect(c, &GameController::passed, this, [this](Color side) {
        notify(tr("%1 has no legal move and passes.").arg(colorName(side)));
    });
    connect(c, &GameController::gameOver, this, [this](const GameResult& r) {
        const QString result = resultText(r);
        panel_->showTurn(tr("Game over: %1").arg(result));
        // Once at the position: the game goes on after a review too, and saying the result
        // again would cover the review's summary.
        if (!standingMessage_) statusBar()->showMessage(result);
        standingMessage_ = true;
        keepInLibrary();
    });
    // A game left unfinished for another is kept as one left when the window closes.
    connect(c, &GameController::gameReplacing, this, &MainWindow::keepInLibrary);
    connect(c, &GameController::notice, this,
            [this](const Notice& notice) { notify(noticeText(notice)); });
    connect(c, &GameController::externalEngineFailed, this, [this](const EngineFailure& failure) {
        const QString message = engineFailureText(failure);
        // The controller switched to Hasami's own engine: the next start keeps it too.
        Settings kept = settings();
        static_cast<PlaySettings&>(kept) = controller_->settings();
        preferences_->change(kept);
        // Not blocking: Hasami's engine plays on behind it.
        auto* box = new QMessageBox(QMessageBox::Warning, tr("External engine"), message,
                                    QMessageBox::Ok, this);
        box->setObjectName("externalEngineProblem");
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });

    auto* review = new ReviewProgress;
    statusBar()->addPermanentWidget(review);
    connect(review, &ReviewProgress::cancelClicked, c, &GameController::cancelReview);
    connect(c, &GameController::reviewProgress, review, &ReviewProgress::showProgress);
    connect(c, &GameController::reviewFinished, review, &QWidget::hide);
    connect(c, &GameController::reviewFinished, this, [this](const ReviewSummary& summary) {
        if (summary.completed()) {
            statusBar()->showMessage(reviewText(summary));
            standingMessage_ = true;
        } else {
            notify(reviewText(summary));
        }
    });
}

void MainWindow::notify(const QString& text) {
    statusBar()->showMessage(text, kNoticeMs);
}

void MainWindow::startNewGame(const Seats& seats) {
    if (!documents_->mayReplaceGame()) return;
    // Kept while the settings still name its players (the controller's gameReplacing would
    // come after the new players are set).
    keepInLibrary();
    Settings s = settings();
    s.seats = seats;
    changeSettings(s);
    controller_->newGame();
}

const Settings& MainWindow::settings() const {
    return preferences_->settings();
}

void MainWindow::changeSettings(const Settings& settings) {
    preferences_->change(settings);
}

void MainWindow::applySettings(const Settings& settings) {
    controller_->setSettings(settings);
    board_->setShowLegalMoves(settings.showLegalMoves);
    board_->setShowLastMove(settings.showLastMove);
    board_->setHintScale(settings.hintScale);
    board_->setHintRating(settings.hintRating);
    explorer_->setLibraryPath(settings.libraryPath);
    // The book the hints use: none when the settings leave it out.
    explorer_->setBook(settings.useBook ? ai::shippedBook().value_or(nullptr) : nullptr);
    ownGames_->setLibraryPath(settings.libraryPath);
    panel_->showSides(playerText(settings, Color::Black), playerText(settings, Color::White));
    // A clock can be held too, whoever plays.
    actions_->setPausable(
        (settings.isComputer(Color::Black) && settings.isComputer(Color::White)) ||
        settings.timeControl);
    showTurn();
}

void MainWindow::reviewGame() {
    bool ok = false;
    const int depth =
        QInputDialog::getInt(this, tr("Review game"),
                             tr("Search every position of the game to depth:"), 10, 1, 20, 1, &ok);
    if (ok) controller_->startReview(depth);
}

void MainWindow::showTurn() {
    const Position& p = controller_->record().current();
    if (p.isGameOver()) return;
    const Color side = p.sideToMove();
    // A paused computer says so itself (the waiting note); a paused player's clock is held.
    panel_->showTurn(controller_->isComputer(side)
                         ? tr("%1 to move (computer)").arg(colorName(side))
                     : controller_->isPaused() ? tr("%1 to move: paused").arg(colorName(side))
                                               : tr("%1 to move").arg(colorName(side)));
}

void MainWindow::showDocument(const GameDocument& document) {
    const QString& path = document.path();
    const QString name = path.isEmpty() ? tr("New game") : QFileInfo(path).fileName();
    setWindowTitle(QString("%1[*] — Hasami").arg(name));
    setWindowModified(document.isModified());
    panel_->showPlayers(document.blackName(), document.whiteName());
}

void MainWindow::editSettings() {
    SettingsDialog dialog(settings(), this);
    if (dialog.exec() == QDialog::Accepted) changeSettings(dialog.settings());
}

void MainWindow::showMistakes() {
    // Not modal: the user looks at a mistake on the board and comes back to the list, made anew
    // (the games played since are analysed then).
    delete findChild<MistakesDialog*>();
    auto* mistakes =
        new MistakesDialog(new ThreadedEngineHub, settings().libraryPath, userName(), {}, this);
    mistakes->setAttribute(Qt::WA_DeleteOnClose);
    connect(mistakes, &MistakesDialog::mistakeChosen, this,
            [this, mistakes](const GameRecord& game, const QString& black, const QString& white,
                             const ai::ComparedMoves& moves, const QString& note) {
                if (!documents_->mayReplaceGame()) return;
                controller_->loadGame(game, black, white);
                board_->setGhostLine(GhostLine(game.current(), moves));
                board_->setFocus();  // for Up and Down, which show the other move
                statusBar()->showMessage(note);
                mistakes->hide();  // off the board it speaks of
                activateWindow();
            });
    mistakes->show();
}

void MainWindow::keepInLibrary() {
    // A game opened from a file and not played on is someone's, not the user's new one; a
    // saved game the user played is theirs still.
    if (!controller_->document().userHasPlayed()) return;
    const auto game = ownGame(controller_->lines().current(), controller_->settings(), userName(),
                              QDate::currentDate());
    if (!game || (game->moves == keptMoves_ && game->complete == keptComplete_)) return;
    keptMoves_ = game->moves;
    keptComplete_ = game->complete;
    ownGames_->add(*game);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    controller_->stopEngines();
    preferences_->keepWindow(saveGeometry(), panel_->partsState());
    keepInLibrary();
    ownGames_->waitForDone();
    event->accept();
}

}  // namespace hasami::gui
