#include "settings_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include "ai/levels.h"
#include "nboard_client.h"

namespace hasami::gui {

namespace {

// The names are marked for Qt Linguist in the context "SettingsDialog" and translated in it
// (tr() would look in "hasami::gui::SettingsDialog").
QString translated(const char* text) {
    return QCoreApplication::translate("SettingsDialog", text);
}

// Who the computer plays, in the order of the players box.
struct Players {
    const char* label;
    bool computerBlack;
    bool computerWhite;
};
constexpr Players kPlayers[] = {
    {QT_TRANSLATE_NOOP("SettingsDialog", "I play Black"), false, true},
    {QT_TRANSLATE_NOOP("SettingsDialog", "I play White"), true, false},
    {QT_TRANSLATE_NOOP("SettingsDialog", "Two players"), false, false},
    {QT_TRANSLATE_NOOP("SettingsDialog", "Computer against computer"), true, true},
};

// A box for an Elo rating of the archive's players, in the human-move model's steps.
QSpinBox* ratingBox(const char* name, int value, const QString& prefix) {
    auto* box = new QSpinBox;
    box->setObjectName(name);
    box->setRange(Settings::kMinHumanRating, Settings::kMaxHumanRating);
    box->setSingleStep(Settings::kHumanRatingStep);
    box->setPrefix(prefix);
    box->setValue(value);
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

    auto* strength = new QGroupBox(tr("Computer strength"));
    engine_ = new QComboBox;
    engine_->setObjectName("engine");
    engine_->addItem(tr("Alpha-beta: scores in discs"), int(ai::EngineKind::AlphaBeta));
    engine_->addItem(tr("Monte Carlo: chances to win"), int(ai::EngineKind::MonteCarlo));
    engine_->setCurrentIndex(engine_->findData(int(s.engine)));
    engine_->setToolTip(
        tr("The search the computer and the hints use. Alpha-beta looks a number of moves "
           "ahead; Monte Carlo plays out many lines and plays the move that wins most often."));
    byLevel_ = new QRadioButton(tr("Level"));
    byTime_ = new QRadioButton(tr("Seconds per move"));
    byLevel_->setObjectName("byLevel");
    level_ = new QSlider(Qt::Horizontal);
    level_->setObjectName("level");
    level_->setRange(1, ai::kLevelCount);
    level_->setValue(s.level);
    levelName_ = new QLabel;
    seconds_ = new QDoubleSpinBox;
    seconds_->setObjectName("seconds");
    seconds_->setRange(Settings::kMinSecondsPerMove, Settings::kMaxSecondsPerMove);
    seconds_->setDecimals(1);
    seconds_->setValue(s.secondsPerMove);
    humanLike_ = new QRadioButton(tr("Like a player rated"));
    humanLike_->setObjectName("humanLike");
    humanLike_->setToolTip(
        tr("Plays the moves a tournament player of this Elo rating tends to make, learnt from "
           "the French federation's archive of games: mistakes included, as people make them."));
    humanRating_ = ratingBox("humanRating", s.humanRating, tr("about "));
    (s.humanLike ? humanLike_ : s.bySeconds ? byTime_ : byLevel_)->setChecked(true);
    threads_ = new QSpinBox;
    threads_->setObjectName("threads");
    threads_->setRange(1, Settings::kMaxThreads);
    threads_->setValue(s.threads);
    useBook_ = new QCheckBox(tr("Play and hint the openings from the book"));
    useBook_->setObjectName("useBook");
    useBook_->setChecked(s.useBook);
    auto* strengthLayout = new QFormLayout(strength);
    strengthLayout->addRow(tr("Engine"), engine_);
    strengthLayout->addRow(tr("Threads"), threads_);
    strengthLayout->addRow(useBook_);
    strengthLayout->addRow(byLevel_, level_);
    strengthLayout->addRow(QString(), levelName_);
    strengthLayout->addRow(byTime_, seconds_);
    strengthLayout->addRow(humanLike_, humanRating_);

    auto* hints = new QGroupBox(tr("Hints"));
    hintLevel_ = new QSlider(Qt::Horizontal);
    hintLevel_->setObjectName("hintLevel");
    hintLevel_->setRange(1, ai::kLevelCount);
    hintLevel_->setValue(s.hintLevel);
    hintLevelName_ = new QLabel;
    hintScale_ = new QComboBox;
    hintScale_->setObjectName("hintScale");
    hintScale_->addItems({tr("Discs"), tr("Chance to win")});
    hintScale_->setCurrentIndex(int(s.hintScale));
    auto* hintsLayout = new QFormLayout(hints);
    hintsLayout->addRow(tr("Depth"), hintLevel_);
    hintsLayout->addRow(QString(), hintLevelName_);
    hintsLayout->addRow(tr("Show"), hintScale_);
    hintHumanChances_ = new QCheckBox(tr("How often players rated"));
    hintHumanChances_->setObjectName("hintHumanChances");
    hintHumanChances_->setToolTip(
        tr("Beside each move's score, the share of tournament players of this rating who play "
           "it: how hard the best move is to find."));
    hintHumanChances_->setChecked(s.hintHumanChances);
    hintRating_ = ratingBox("hintRating", s.hintRating, tr("about "));
    hintsLayout->addRow(hintHumanChances_, hintRating_);
    connect(hintHumanChances_, &QCheckBox::toggled, hintRating_, &QWidget::setEnabled);
    hintRating_->setEnabled(s.hintHumanChances);

    // Only the chosen way of setting the strength can be edited; the other keeps its value.
    connect(byTime_, &QRadioButton::toggled, this, &SettingsDialog::updateStrength);
    connect(humanLike_, &QRadioButton::toggled, this, &SettingsDialog::updateStrength);
    connect(level_, &QSlider::valueChanged, this, &SettingsDialog::updateStrength);
    connect(hintLevel_, &QSlider::valueChanged, this, &SettingsDialog::updateStrength);
    connect(engine_, &QComboBox::currentIndexChanged, this, &SettingsDialog::updateStrength);
    updateStrength();

    players_ = new QComboBox;
    players_->setObjectName("players");
    for (const Players& p : kPlayers)
        players_->addItem(translated(p.label));
    for (int i = 0; i < int(std::size(kPlayers)); ++i) {
        if (kPlayers[i].computerBlack == s.computerPlaysBlack &&
            kPlayers[i].computerWhite == s.computerPlaysWhite) {
            players_->setCurrentIndex(i);
        }
    }

    timeControl_ = new QCheckBox(tr("Game clock"));
    timeControl_->setObjectName("timeControl");
    timeControl_->setToolTip(
        tr("Each side has these minutes for the game, and the seconds after each of its moves; "
           "a side whose time runs out loses. The computer then takes its time from its clock. "
           "A new clock starts with the next game."));
    timeControl_->setChecked(s.timeControl);
    clockMinutes_ = new QSpinBox;
    clockMinutes_->setObjectName("clockMinutes");
    clockMinutes_->setRange(1, Settings::kMaxClockMinutes);
    clockMinutes_->setSuffix(tr(" min a side"));
    clockMinutes_->setValue(s.clockMinutes);
    clockIncrement_ = new QSpinBox;
    clockIncrement_->setObjectName("clockIncrement");
    clockIncrement_->setRange(0, Settings::kMaxClockIncrement);
    clockIncrement_->setPrefix(tr("+ "));
    clockIncrement_->setSuffix(tr(" s a move"));
    clockIncrement_->setValue(s.clockIncrement);
    auto* clock = new QHBoxLayout;
    clock->addWidget(timeControl_);
    clock->addWidget(clockMinutes_);
    clock->addWidget(clockIncrement_);
    clock->addStretch();
    for (QSpinBox* box : {clockMinutes_, clockIncrement_}) {
        connect(timeControl_, &QCheckBox::toggled, box, &QWidget::setEnabled);
        box->setEnabled(s.timeControl);
    }

    showLegalMoves_ = new QCheckBox(tr("Show legal moves"));
    showLegalMoves_->setChecked(s.showLegalMoves);
    showLastMove_ = new QCheckBox(tr("Show the last move"));
    showLastMove_->setChecked(s.showLastMove);
    animation_ = new QComboBox;
    animation_->addItems({tr("Off"), tr("Fast"), tr("Normal")});
    animation_->setCurrentIndex(int(s.animation));
    language_ = new QComboBox;
    language_->addItem(tr("System language"), QString());
    language_->addItem("English", "en");
    language_->addItem("日本語", "ja");
    language_->setCurrentIndex(std::max(0, language_->findData(s.language)));

    libraryPath_ = new QLineEdit(s.libraryPath);
    libraryPath_->setObjectName("libraryPath");
    libraryPath_->setPlaceholderText(tr("None"));
    libraryPath_->setToolTip(
        tr("A games library made by hasami-engine library import: the opening explorer shows "
           "the moves played in its games."));
    auto* browseLibrary = new QPushButton(tr("Browse…"));
    connect(browseLibrary, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Games library"), libraryPath_->text());
        if (!path.isEmpty()) libraryPath_->setText(path);
    });
    auto* library = new QHBoxLayout;
    library->addWidget(libraryPath_);
    library->addWidget(browseLibrary);

    auto* board = new QFormLayout;
    board->addRow(tr("Players"), players_);
    board->addRow(tr("Time control"), clock);
    board->addRow(showLegalMoves_);
    board->addRow(showLastMove_);
    board->addRow(tr("Flip animation"), animation_);
    board->addRow(tr("Language (after a restart)"), language_);
    board->addRow(tr("Games library"), library);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* general = new QWidget;
    auto* generalLayout = new QVBoxLayout(general);
    generalLayout->addWidget(strength);
    generalLayout->addWidget(hints);
    generalLayout->addLayout(board);
    auto* tabs = new QTabWidget;
    tabs->setObjectName("tabs");
    tabs->addTab(general, tr("General"));
    tabs->addTab(enginesPage(s), tr("Engines"));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(buttons);
}

QWidget* SettingsDialog::enginesPage(const Settings& s) {
    engines_ = s.engines;
    opponent_ = new QComboBox;
    opponent_->setObjectName("opponent");
    hintSource_ = new QComboBox;
    hintSource_->setObjectName("hintSource");
    hintSource_->setToolTip(
        tr("NBoard engines only: GTP has no way to score every move of a position."));
    engineSeconds_ = new QDoubleSpinBox;
    engineSeconds_->setObjectName("engineSeconds");
    engineSeconds_->setRange(Settings::kMinSecondsPerMove, Settings::kMaxSecondsPerMove);
    engineSeconds_->setDecimals(1);
    engineSeconds_->setSuffix(tr(" s"));
    engineSeconds_->setValue(s.engineSecondsPerMove);
    engineList_ = new QListWidget;
    engineList_->setObjectName("engines");
    engineName_ = new QLineEdit;
    engineName_->setObjectName("engineName");
    engineName_->setPlaceholderText("Edax");  // a name, the same in every language
    engineCommand_ = new QLineEdit;
    engineCommand_->setObjectName("engineCommand");
    engineCommand_->setPlaceholderText("./edax -n 1");
    engineFolder_ = new QLineEdit;
    engineFolder_->setObjectName("engineFolder");
    engineFolder_->setPlaceholderText(tr("The folder it runs in (optional)"));
    auto* browse = new QPushButton(tr("Browse…"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("The engine's folder"),
                                                                 engineFolder_->text());
        if (!folder.isEmpty()) engineFolder_->setText(folder);
    });
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(engineFolder_);
    folderRow->addWidget(browse);
    engineProtocol_ = new QComboBox;
    engineProtocol_->setObjectName("engineProtocol");
    engineProtocol_->addItem(tr("NBoard (NTest, Edax, Hasami)"),
                             int(ExternalEngine::Protocol::NBoard));
    engineProtocol_->addItem(tr("GTP (GRhino, Hasami)"), int(ExternalEngine::Protocol::Gtp));
    auto* add = new QPushButton(tr("Add"));
    add->setObjectName("addEngine");
    connect(add, &QPushButton::clicked, this, &SettingsDialog::addEngine);
    auto* remove = new QPushButton(tr("Remove"));
    remove->setObjectName("removeEngine");
    connect(remove, &QPushButton::clicked, this, &SettingsDialog::removeEngine);
    engineError_ = new QLabel;
    engineError_->setObjectName("engineError");
    engineError_->setWordWrap(true);
    engineError_->setStyleSheet("color: #b00020");

    auto* page = new QWidget;
    auto* chooser = new QFormLayout;
    chooser->addRow(tr("The computer plays with"), opponent_);
    chooser->addRow(tr("Hints from"), hintSource_);
    chooser->addRow(tr("Time per move for other engines"), engineSeconds_);
    auto* fields = new QFormLayout;
    fields->addRow(tr("Name"), engineName_);
    fields->addRow(tr("Command"), engineCommand_);
    fields->addRow(tr("Folder"), folderRow);
    fields->addRow(tr("Protocol"), engineProtocol_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(page);
    layout->addLayout(chooser);
    layout->addWidget(new QLabel(tr("Other engines")));
    layout->addWidget(engineList_);
    layout->addLayout(fields);
    layout->addLayout(buttons);
    layout->addWidget(engineError_);
    showEngines();
    opponent_->setCurrentIndex(std::max(0, opponent_->findData(s.opponent)));
    hintSource_->setCurrentIndex(std::max(0, hintSource_->findData(s.hintSource)));
    return page;
}

void SettingsDialog::showEngines() {
    const QString chosen = opponent_->currentData().toString();
    const QString hinting = hintSource_->currentData().toString();
    engineList_->clear();
    opponent_->clear();
    opponent_->addItem(tr("Hasami's own engine"), QString());
    hintSource_->clear();
    hintSource_->addItem(tr("Hasami's own engine"), QString());
    for (const ExternalEngine& e : engines_) {
        const QString protocol = e.protocol == ExternalEngine::Protocol::Gtp ? "GTP" : "NBoard";
        engineList_->addItem(
            e.folder.isEmpty()
                ? tr("%1: %2 (%3)").arg(e.name, e.command, protocol)
                : tr("%1: %2 in %3 (%4)").arg(e.name, e.command, e.folder, protocol));
        opponent_->addItem(e.name, e.name);
        if (e.protocol == ExternalEngine::Protocol::NBoard) hintSource_->addItem(e.name, e.name);
    }
    opponent_->setCurrentIndex(std::max(0, opponent_->findData(chosen)));
    hintSource_->setCurrentIndex(std::max(0, hintSource_->findData(hinting)));
}

void SettingsDialog::addEngine() {
    ExternalEngine e;
    e.name = engineName_->text().trimmed();
    e.command = engineCommand_->text().trimmed();
    e.folder = engineFolder_->text().trimmed();
    e.protocol = static_cast<ExternalEngine::Protocol>(engineProtocol_->currentData().toInt());
    const bool taken =
        std::any_of(engines_.begin(), engines_.end(),
                    [&](const ExternalEngine& other) { return other.name == e.name; });
    QString problem;
    if (e.name.isEmpty()) {
        problem = tr("Give the engine a name.");
    } else if (taken) {
        problem = tr("There is already an engine called %1.").arg(e.name);
    } else if (e.command.isEmpty()) {
        problem = tr("Give the command that starts the engine.");
    } else if (!e.folder.isEmpty() && !QDir(e.folder).exists()) {
        problem = tr("There is no folder %1.").arg(e.folder);
    } else {
        // Started once and ended at once: a program that cannot be run is found now, not in
        // the middle of a game.
        cli::NBoardClient trial;
        const auto started = trial.start(e.command.toStdString(), e.folder.toStdString());
        if (!started) {
            problem = tr("The engine cannot be started (%1).")
                          .arg(QString::fromStdString(started.error().message));
        }
    }
    engineError_->setText(problem);
    if (!problem.isEmpty()) return;
    engines_ << e;
    engineName_->clear();
    engineCommand_->clear();
    engineFolder_->clear();
    showEngines();
}

void SettingsDialog::removeEngine() {
    const int row = engineList_->currentRow();
    if (row < 0 || row >= int(engines_.size())) return;
    engines_.removeAt(row);
    showEngines();
}

ai::EngineKind SettingsDialog::engine() const {
    return static_cast<ai::EngineKind>(engine_->currentData().toInt());
}

void SettingsDialog::updateStrength() {
    levelName_->setText(
        tr("%1 · %2").arg(levelName(level_->value()), levelRatingText(level_->value(), engine())));
    hintLevelName_->setText(levelDepths(hintLevel_->value(), engine()));
    level_->setEnabled(byLevel_->isChecked());
    levelName_->setEnabled(byLevel_->isChecked());
    seconds_->setEnabled(byTime_->isChecked());
    humanRating_->setEnabled(humanLike_->isChecked());
}

Settings SettingsDialog::settings() const {
    Settings s;
    s.engine = engine();
    s.level = level_->value();
    s.bySeconds = byTime_->isChecked();
    s.secondsPerMove = seconds_->value();
    s.humanLike = humanLike_->isChecked();
    s.humanRating = humanRating_->value();
    s.hintLevel = hintLevel_->value();
    s.hintScale = static_cast<HintScale>(hintScale_->currentIndex());
    s.hintHumanChances = hintHumanChances_->isChecked();
    s.hintRating = hintRating_->value();
    s.threads = threads_->value();
    s.useBook = useBook_->isChecked();
    const Players& p = kPlayers[std::max(0, players_->currentIndex())];
    s.computerPlaysBlack = p.computerBlack;
    s.computerPlaysWhite = p.computerWhite;
    s.timeControl = timeControl_->isChecked();
    s.clockMinutes = clockMinutes_->value();
    s.clockIncrement = clockIncrement_->value();
    s.showLegalMoves = showLegalMoves_->isChecked();
    s.showLastMove = showLastMove_->isChecked();
    s.animation = static_cast<Animation>(animation_->currentIndex());
    s.language = language_->currentData().toString();
    s.engines = engines_;
    s.opponent = opponent_->currentData().toString();
    s.engineSecondsPerMove = engineSeconds_->value();
    s.hintSource = hintSource_->currentData().toString();
    s.libraryPath = libraryPath_->text().trimmed();
    return s;
}

}  // namespace hasami::gui
