#include <QtTest>

#include <QFile>
#include <QTemporaryDir>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSlider>
#include <QSpinBox>

#include "ai/levels.h"
#include "default_library.h"
#include "settings.h"
#include "settings_dialog.h"

using hasami::Color;
using namespace hasami::gui;

class TestSettings : public QObject {
    Q_OBJECT
  private slots:
    void roundTrip() {
        QTemporaryDir dir;
        QSettings store(dir.filePath("s.ini"), QSettings::IniFormat);
        Settings s;
        s.engine = hasami::ai::EngineKind::MonteCarlo;
        s.hintScale = HintScale::WinChance;
        s.level = 17;
        s.secondsPerMove = 2.5;
        s.strength = PlaySettings::StrengthKind::HumanLike;
        s.humanRating = 1800;
        s.timeControl = true;
        s.clockMinutes = 3;
        s.clockIncrement = 2;
        s.hintLevel = 9;
        s.hintHumanChances = false;
        s.hintRating = 2100;
        s.threads = 3;
        s.useBook = false;
        s.seats = {Seat::Computer, Seat::Human};
        s.showLegalMoves = false;
        s.showLastMove = false;
        s.animation = Animation::Normal;
        s.language = "ja";
        s.engines = {{"Edax", "./edax -n 1", "/opt/edax", ExternalEngine::Protocol::NBoard},
                     {"GRhino", "gtp-rhino", "", ExternalEngine::Protocol::Gtp}};
        s.opponent = "GRhino";
        s.engineSecondsPerMove = 12.5;
        s.hintSource = "Edax";
        s.libraryPath = "/home/me/wthor.db";
        s.save(store);
        store.sync();
        QSettings again(dir.filePath("s.ini"), QSettings::IniFormat);
        QCOMPARE(Settings::load(again), s);
    }

    // The defaults, and the library made for the user (default_library.h) where none was
    // ever chosen; a library chosen as none stays none.
    void emptyStoreGivesDefaults() {
        QTemporaryDir dir;
        QSettings store(dir.filePath("s.ini"), QSettings::IniFormat);
        Settings defaults;
        defaults.libraryPath = defaultLibraryPath();
        QCOMPARE(Settings::load(store), defaults);
        store.setValue("library/path", QString());
        QCOMPARE(Settings::load(store), Settings{});
    }

    // A file the version before typed strengths wrote, as written (QSettings' INI layout): its
    // choices come back the same. The values are read off the file by hand: the flags ruled one
    // another as human-like, then the clock, then seconds, then the level.
    void aStoreInTheFlagsLayoutLoadsToTheSameChoices() {
        QTemporaryDir dir;
        const QString path = dir.filePath("old.ini");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            "[clock]\non=true\nminutes=3\nincrement=2\n"
            "[engine]\nbySeconds=true\nhumanLike=false\nlevel=12\nlevelTable=2\n"
            "secondsPerMove=2.5\nhumanRating=1800\n"
            "[engines]\nexternal\\1\\name=Edax\nexternal\\1\\command=edax\n"
            "external\\1\\protocol=nboard\nexternal\\size=1\nopponent=\n"
            "[game]\ncomputerPlaysBlack=true\ncomputerPlaysWhite=false\n");
        file.close();
        {
            QSettings store(path, QSettings::IniFormat);
            const Settings s = Settings::load(store);
            QCOMPARE(s.strength, PlaySettings::StrengthKind::Seconds);
            QCOMPARE(s.seats, (Seats{Seat::Computer, Seat::Human}));
            QVERIFY(s.timeControl);
            QCOMPARE(s.level, 12);
            QCOMPARE(s.humanRating, 1800);
            // On the clock the clock rules the seconds, which still decide an untimed game.
            QCOMPARE(s.player(Color::Black), Player(Hasami{OnClock{}}));
            QCOMPARE(s.player(Color::Black, false), Player(Hasami{SecondsAMove{2.5}}));
            QCOMPARE(s.player(Color::White), Player(Human{}));
            // Human-like ruled seconds a move.
            store.setValue("engine/humanLike", true);
            QCOMPARE(Settings::load(store).player(Color::Black), Player(Hasami{HumanLike{1800}}));
            store.setValue("engine/humanLike", false);
            store.setValue("engine/bySeconds", false);
            QCOMPARE(Settings::load(store).player(Color::Black, false), Player(Hasami{Level{12}}));
            store.setValue("engine/bySeconds", true);
            store.setValue("engines/opponent", "Edax");
            QCOMPARE(Settings::load(store).player(Color::Black),
                     Player(ExternalEngine{"Edax", "edax", "", ExternalEngine::Protocol::NBoard}));
            store.setValue("engines/opponent", QString());
            // Saved again, the choice is named once and the flags are gone.
            s.save(store);
        }
        QSettings again(path, QSettings::IniFormat);
        QCOMPARE(again.value("engine/strength").toString(), QString("seconds"));
        QVERIFY(!again.contains("engine/bySeconds") && !again.contains("engine/humanLike"));
        QCOMPARE(Settings::load(again).player(Color::Black, false),
                 Player(Hasami{SecondsAMove{2.5}}));
    }

    // A strength of no known name is the default's; the flags of the older layout do not
    // speak once a name is stored.
    void anUnknownStrengthFallsBackToTheLevel() {
        QTemporaryDir dir;
        QSettings store(dir.filePath("s.ini"), QSettings::IniFormat);
        store.setValue("engine/strength", "blitz");
        store.setValue("engine/humanLike", true);
        QCOMPARE(Settings::load(store).strength, PlaySettings::StrengthKind::Level);
        store.setValue("engine/strength", "humanLike");
        QCOMPARE(Settings::load(store).strength, PlaySettings::StrengthKind::HumanLike);
    }

    // Two people need no engine; an engine named but not among the engines leaves Hasami to play.
    void thePlayersAreWhoSitsAtEachSide() {
        Settings s;
        s.seats = {Seat::Human, Seat::Human};
        s.engines = {{"Edax", "./edax", "", ExternalEngine::Protocol::NBoard}};
        s.opponent = "Edax";
        s.level = 4;
        QCOMPARE(s.player(Color::Black), Player(Human{}));
        QCOMPARE(s.player(Color::White), Player(Human{}));
        s.seats.white = Seat::Computer;
        QCOMPARE(s.player(Color::White), Player(s.engines.front()));
        s.opponent = "Zebra";
        QCOMPARE(s.player(Color::White), Player(Hasami{Level{4}}));
        QCOMPARE(s.player(Color::White, true), Player(Hasami{OnClock{}}));
    }

    // 2300 and 2400 were offered once: a player who chose them keeps the strongest opponent
    // offered now (2200), not the default; 2500 was never offered and is refused.
    void onceOfferedRatingsAreHeldAtTheHighest() {
        QTemporaryDir dir;
        QSettings store(dir.filePath("s.ini"), QSettings::IniFormat);
        store.setValue("engine/humanRating", 2400);
        store.setValue("analysis/humanRating", 2300);
        Settings s = Settings::load(store);
        QCOMPARE(s.humanRating, 2200);
        QCOMPARE(s.hintRating, 2200);
        store.setValue("engine/humanRating", 2500);
        s = Settings::load(store);
        QCOMPARE(s.humanRating, Settings{}.humanRating);
    }

    // Settings saved before the levels were re-spaced (no levelTable) keep the same search, or
    // the nearest rating where it is gone, each by its engine's table. Old alpha-beta level 6
    // (depth 2, strays 4, about 1658) is now level 7; 12 (depth 8) 15; 15 (depth 12, about 2661)
    // is no level now: 18 (depth 13, about 2720) is nearest; 20 stays 20. Old Monte Carlo level
    // 9 (200 simulations, 70 %, about 1872) is now between 9 (1828) and 10 (1934): 9.
    void levelsSavedBeforeTheRespacingKeepTheirStrength() {
        QTemporaryDir dir;
        QSettings store(dir.filePath("s.ini"), QSettings::IniFormat);
        store.setValue("engine/level", 6);
        store.setValue("analysis/hintLevel", 12);
        Settings s = Settings::load(store);
        QCOMPARE(s.level, 7);
        QCOMPARE(s.hintLevel, 15);
        QCOMPARE(hasami::ai::level(s.level).midgameDepth, 2);
        QCOMPARE(hasami::ai::level(s.level).randomness, 4);
        QCOMPARE(hasami::ai::level(s.hintLevel).midgameDepth, 8);
        store.setValue("engine/level", 15);
        store.setValue("analysis/hintLevel", 20);
        s = Settings::load(store);
        QCOMPARE(s.level, 18);
        QCOMPARE(s.hintLevel, 20);
        store.setValue("engine/kind", 1);
        store.setValue("engine/level", 9);
        s = Settings::load(store);
        QCOMPARE(s.level, 9);
        QCOMPARE(hasami::ai::monteCarloLevel(s.level).visits, 170u);

        // Saved again, they are read as they are.
        s.level = 6;
        s.hintLevel = 12;
        s.save(store);
        store.sync();
        QSettings again(dir.filePath("s.ini"), QSettings::IniFormat);
        const Settings read = Settings::load(again);
        QCOMPARE(read.level, 6);
        QCOMPARE(read.hintLevel, 12);
    }

    void badValuesFallBackOneByOne() {
        QTemporaryDir dir;
        QSettings store(dir.filePath("s.ini"), QSettings::IniFormat);
        store.setValue("engine/level", 99);
        store.setValue("engine/secondsPerMove", "fast");
        store.setValue("game/computerPlaysBlack", "maybe");
        store.setValue("board/animation", -3);
        store.setValue("ui/language", "xx");
        store.setValue("analysis/hintLevel", 0);
        store.setValue("engine/bySeconds", "sometimes");
        store.setValue("engine/threads", 0);
        store.setValue("engine/book", "perhaps");
        store.setValue("engine/kind", 7);
        store.setValue("analysis/hintScale", "percent");
        store.setValue("engine/humanLike", "now and then");
        store.setValue("engine/humanRating", 5000);
        store.setValue("analysis/humanChances", "often");
        store.setValue("analysis/humanRating", 999);
        store.setValue("clock/on", "at times");
        store.setValue("clock/minutes", 0);
        store.setValue("clock/increment", Settings::kMaxClockIncrement + 1);
        store.setValue("engines/opponent", "Nobody");  // no engine of that name
        store.setValue("engines/hints", "Nobody");
        store.setValue("engines/secondsPerMove", 0);
        store.setValue("board/showLastMove", false);  // a good value among bad ones is kept
        const Settings s = Settings::load(store);
        const Settings d;
        QCOMPARE(s.level, d.level);
        QCOMPARE(s.secondsPerMove, d.secondsPerMove);
        QCOMPARE(s.seats, d.seats);
        QCOMPARE(s.animation, d.animation);
        QCOMPARE(s.language, d.language);
        QCOMPARE(s.hintLevel, d.hintLevel);
        QCOMPARE(s.threads, d.threads);
        QCOMPARE(s.useBook, d.useBook);
        QCOMPARE(s.engine, d.engine);
        QCOMPARE(s.hintScale, d.hintScale);
        QCOMPARE(s.strength, d.strength);
        QCOMPARE(s.humanRating, d.humanRating);
        QCOMPARE(s.hintHumanChances, d.hintHumanChances);
        QCOMPARE(s.hintRating, d.hintRating);
        QCOMPARE(s.timeControl, d.timeControl);
        QCOMPARE(s.clockMinutes, d.clockMinutes);
        QCOMPARE(s.clockIncrement, d.clockIncrement);
        QCOMPARE(s.showLastMove, false);
        QCOMPARE(s.opponent, d.opponent);
        QCOMPARE(s.hintSource, d.hintSource);
        QCOMPARE(s.engineSecondsPerMove, d.engineSecondsPerMove);
        store.setValue("engine/secondsPerMove", 1e9);
        QCOMPARE(Settings::load(store).secondsPerMove, d.secondsPerMove);
        store.setValue("engine/threads", "many");
        QCOMPARE(Settings::load(store).threads, d.threads);
        store.setValue("engine/threads", Settings::kMaxThreads + 1);
        QCOMPARE(Settings::load(store).threads, d.threads);
        store.setValue("engine/threads", 2);
        QCOMPARE(Settings::load(store).threads, 2);
    }

    // The game clock is off by default; its minutes and increment are edited once it is on.
    void theDialogSetsTheTimeControl() {
        QVERIFY(!Settings{}.timeControl);
        SettingsDialog dialog(Settings{});
        auto* on = dialog.findChild<QCheckBox*>("timeControl");
        auto* minutes = dialog.findChild<QSpinBox*>("clockMinutes");
        auto* increment = dialog.findChild<QSpinBox*>("clockIncrement");
        QVERIFY(on && minutes && increment);
        QVERIFY(!minutes->isEnabled());
        on->setChecked(true);
        QVERIFY(minutes->isEnabled() && increment->isEnabled());
        minutes->setValue(1);
        increment->setValue(3);
        const Settings chosen = dialog.settings();
        QVERIFY(chosen.timeControl);
        QCOMPARE(chosen.clockMinutes, 1);
        QCOMPARE(chosen.clockIncrement, 3);
    }

    // The games library's path goes through the dialog, trimmed; empty is none.
    void theDialogEditsTheLibraryPath() {
        Settings s;
        s.libraryPath = "/home/me/wthor.db";
        SettingsDialog dialog(s);
        auto* path = dialog.findChild<QLineEdit*>("libraryPath");
        QVERIFY(path);
        QCOMPARE(path->text(), QString("/home/me/wthor.db"));
        QCOMPARE(dialog.settings().libraryPath, QString("/home/me/wthor.db"));
        path->setText("  /tmp/other.db ");
        QCOMPARE(dialog.settings().libraryPath, QString("/tmp/other.db"));
        path->clear();
        QCOMPARE(dialog.settings().libraryPath, QString());
    }

    // Only the chosen strength control can be edited, and the other one keeps its value.
    void theDialogKeepsTheStrengthNotInUse() {
        Settings s;
        s.level = 12;
        s.strength = PlaySettings::StrengthKind::Seconds;
        s.secondsPerMove = 7.5;
        SettingsDialog dialog(s);
        auto* level = dialog.findChild<QSlider*>("level");
        auto* seconds = dialog.findChild<QDoubleSpinBox*>("seconds");
        auto* byLevel = dialog.findChild<QRadioButton*>("byLevel");
        QVERIFY(level && seconds && byLevel);
        QVERIFY(!level->isEnabled());
        QVERIFY(seconds->isEnabled());
        byLevel->setChecked(true);
        QVERIFY(level->isEnabled());
        QVERIFY(!seconds->isEnabled());
        const Settings chosen = dialog.settings();
        QCOMPARE(chosen.strength, PlaySettings::StrengthKind::Level);
        QCOMPARE(chosen.level, 12);
        QCOMPARE(chosen.secondsPerMove, 7.5);  // kept for the next change of mind
    }

    // "Like a player rated about 1500": the rating box is the one control in use, and the level
    // and seconds keep their values.
    void theDialogChoosesAHumanLikeOpponent() {
        Settings s;
        s.level = 9;
        SettingsDialog dialog(s);
        auto* humanLike = dialog.findChild<QRadioButton*>("humanLike");
        auto* rating = dialog.findChild<QSpinBox*>("humanRating");
        auto* level = dialog.findChild<QSlider*>("level");
        QVERIFY(humanLike && rating && level);
        QVERIFY(!rating->isEnabled());
        humanLike->setChecked(true);
        QVERIFY(rating->isEnabled());
        QVERIFY(!level->isEnabled());
        rating->setValue(1200);
        rating->stepBy(3);  // steps of 100
        const Settings chosen = dialog.settings();
        QCOMPARE(chosen.strength, PlaySettings::StrengthKind::HumanLike);
        QCOMPARE(chosen.humanRating, 1500);
        QCOMPARE(chosen.level, 9);
        rating->setValue(9999);  // out of range: held at the highest
        QCOMPARE(dialog.settings().humanRating, Settings::kMaxHumanRating);
    }

    // The hints' players' rating is edited only while their shares are shown, and kept.
    void theDialogSetsTheHintsRating() {
        Settings s;
        s.hintHumanChances = false;
        s.hintRating = 1700;
        SettingsDialog dialog(s);
        auto* shown = dialog.findChild<QCheckBox*>("hintHumanChances");
        auto* rating = dialog.findChild<QSpinBox*>("hintRating");
        QVERIFY(shown && rating);
        QVERIFY(!shown->isChecked());
        QVERIFY(!rating->isEnabled());
        QCOMPARE(dialog.settings().hintRating, 1700);
        shown->setChecked(true);
        QVERIFY(rating->isEnabled());
        rating->stepBy(2);
        QCOMPARE(dialog.settings().hintRating, 1900);
        QVERIFY(dialog.settings().hintHumanChances);
    }

    // Every level shows the rating the ladder measured beside its name, of the engine chosen.
    void theDialogShowsTheLevelsRatings() {
        Settings s;
        s.level = 1;
        SettingsDialog dialog(s);
        auto* level = dialog.findChild<QSlider*>("level");
        QVERIFY(level);
        const auto shown = [&] {
            for (const QLabel* label : dialog.findChildren<QLabel*>()) {
                if (label->text().startsWith(levelName(level->value()))) return label->text();
            }
            return QString();
        };
        QVERIFY(hasami::ai::levelRating(1) > 0);
        QCOMPARE(shown(),
                 levelName(1) + " · about " + QString::number(hasami::ai::levelRating(1)) + " Elo");
        level->setValue(hasami::ai::kLevelCount);
        QVERIFY(hasami::ai::levelRating(hasami::ai::kLevelCount) > 0);
        QCOMPARE(shown(), levelName(hasami::ai::kLevelCount) + " · about " +
                              QString::number(hasami::ai::levelRating(hasami::ai::kLevelCount)) +
                              " Elo");
    }

    // The engine box chooses the search; the hints' depth is then told in its units.
    void theDialogChoosesTheEngineAndTheHintScale() {
        Settings s;
        s.hintLevel = 15;
        SettingsDialog dialog(s);
        auto* engine = dialog.findChild<QComboBox*>("engine");
        auto* hintScale = dialog.findChild<QComboBox*>("hintScale");
        QVERIFY(engine && hintScale);
        QCOMPARE(dialog.settings().engine, hasami::ai::EngineKind::AlphaBeta);
        QCOMPARE(dialog.settings().hintScale, HintScale::Discs);
        const auto shows = [&](const QString& text) {
            for (const QLabel* label : dialog.findChildren<QLabel*>()) {
                if (label->text() == text) return true;
            }
            return false;
        };
        QVERIFY(shows(levelDepths(15, hasami::ai::EngineKind::AlphaBeta)));
        engine->setCurrentIndex(1);
        hintScale->setCurrentIndex(1);
        QCOMPARE(dialog.settings().engine, hasami::ai::EngineKind::MonteCarlo);
        QCOMPARE(dialog.settings().hintScale, HintScale::WinChance);
        QVERIFY(shows(QString("3,000 simulations")));  // level 15
    }

    void theDialogEditsTheBookSetting() {
        Settings s;
        QVERIFY(s.useBook);
        s.useBook = false;
        SettingsDialog dialog(s);
        auto* useBook = dialog.findChild<QCheckBox*>("useBook");
        QVERIFY(useBook);
        QVERIFY(!useBook->isChecked());
        QCOMPARE(dialog.settings().useBook, false);
        useBook->setChecked(true);
        QCOMPARE(dialog.settings().useBook, true);
    }

    // An engine is added when it can be run, offered as the computer's engine, and removed.
    void theDialogAddsChoosesAndRemovesEngines() {
        SettingsDialog dialog(Settings{});
        auto* name = dialog.findChild<QLineEdit*>("engineName");
        auto* command = dialog.findChild<QLineEdit*>("engineCommand");
        auto* folder = dialog.findChild<QLineEdit*>("engineFolder");
        auto* protocol = dialog.findChild<QComboBox*>("engineProtocol");
        auto* add = dialog.findChild<QPushButton*>("addEngine");
        auto* list = dialog.findChild<QListWidget*>("engines");
        auto* opponent = dialog.findChild<QComboBox*>("opponent");
        auto* error = dialog.findChild<QLabel*>("engineError");
        QVERIFY(name && command && folder && protocol && add && list && opponent && error);
        QCOMPARE(opponent->count(), 1);  // Hasami's own engine
        name->setText("Cat");
        command->setText("cat");  // a program that runs, though it plays no Othello
        folder->setText(QDir::tempPath());
        protocol->setCurrentIndex(1);
        add->click();
        QCOMPARE(error->text(), QString());
        QCOMPARE(list->count(), 1);
        QCOMPARE(opponent->count(), 2);
        opponent->setCurrentIndex(1);
        const Settings chosen = dialog.settings();
        QCOMPARE(chosen.engines.size(), 1);
        QCOMPARE(chosen.engines[0],
                 (ExternalEngine{"Cat", "cat", QDir::tempPath(), ExternalEngine::Protocol::Gtp}));
        QCOMPARE(chosen.opponent, QString("Cat"));
        list->setCurrentRow(0);
        dialog.findChild<QPushButton*>("removeEngine")->click();
        QCOMPARE(list->count(), 0);
        QCOMPARE(dialog.settings().engines.size(), 0);
        QCOMPARE(dialog.settings().opponent, QString());
    }

    // A GTP engine has no hints to give: it is not offered as the hint source, and a stored
    // choice of one falls back to Hasami's own engine.
    void onlyNBoardEnginesGiveHints() {
        Settings s;
        s.engines = {{"Edax", "./edax", "", ExternalEngine::Protocol::NBoard},
                     {"GRhino", "gtp-rhino", "", ExternalEngine::Protocol::Gtp}};
        s.hintSource = "Edax";
        SettingsDialog dialog(s);
        auto* hintSource = dialog.findChild<QComboBox*>("hintSource");
        QVERIFY(hintSource);
        QCOMPARE(hintSource->count(), 2);  // Hasami's own engine and Edax
        QCOMPARE(hintSource->currentData().toString(), QString("Edax"));
        QCOMPARE(dialog.settings().hintSource, QString("Edax"));
        hintSource->setCurrentIndex(0);
        QCOMPARE(dialog.settings().hintSource, QString());

        QTemporaryDir dir;
        QSettings store(dir.filePath("s.ini"), QSettings::IniFormat);
        s.hintSource = "GRhino";
        s.save(store);
        QCOMPARE(Settings::load(store).hintSource, QString());
    }

    // Bad input is said in words and changes nothing.
    void theDialogRefusesEnginesThatCannotRun_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("words");
        QTest::newRow("no name") << ""
                                 << "cat"
                                 << ""
                                 << "Give the engine a name.";
        QTest::newRow("taken name") << "Cat"
                                    << "cat"
                                    << ""
                                    << "There is already an engine";
        QTest::newRow("no command") << "Edax"
                                    << "  "
                                    << ""
                                    << "Give the command";
        QTest::newRow("missing folder") << "Edax"
                                        << "./edax"
                                        << "/no/such/folder"
                                        << "There is no folder /no/such/folder.";
        QTest::newRow("no such program")
            << "Edax"
            << "/no/such/edax -q"
            << ""
            << "The engine cannot be started (cannot run '/no/such/edax -q': No such file";
        QTest::newRow("open quote") << "Edax"
                                    << "edax 'x"
                                    << ""
                                    << "The engine cannot be started";
    }

    void theDialogRefusesEnginesThatCannotRun() {
        QFETCH(QString, name);
        QFETCH(QString, command);
        QFETCH(QString, folder);
        QFETCH(QString, words);
        Settings s;
        s.engines = {{"Cat", "cat", "", ExternalEngine::Protocol::NBoard}};
        SettingsDialog dialog(s);
        dialog.findChild<QLineEdit*>("engineName")->setText(name);
        dialog.findChild<QLineEdit*>("engineCommand")->setText(command);
        dialog.findChild<QLineEdit*>("engineFolder")->setText(folder);
        dialog.findChild<QPushButton*>("addEngine")->click();
        const QString error = dialog.findChild<QLabel*>("engineError")->text();
        QVERIFY2(error.startsWith(words), qPrintable(error));
        QCOMPARE(dialog.settings().engines, s.engines);
        QCOMPARE(dialog.findChild<QComboBox*>("opponent")->count(), 2);
    }
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
