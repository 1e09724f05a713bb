#include <QtTest>

#include <QDir>
#include <vector>

#include "preferences.h"
#include "test_settings_store.h"

using hasami::Color;
using namespace hasami::gui;

class TestPreferences : public QObject {
    Q_OBJECT
  private slots:
    void init() { useTestSettings("HasamiPreferencesTest"); }

    // A change is stored and said once, with the new values; the same settings again are no
    // change.
    void aChangeIsStoredAndSaidOnce() {
        Preferences preferences;
        std::vector<Settings> heard;
        connect(&preferences, &Preferences::changed, this,
                [&](const Settings& s) { heard.push_back(s); });
        Settings s = preferences.settings();
        s.level = 3;
        s.seats = {Seat::Computer, Seat::Human};
        s.strength = PlaySettings::StrengthKind::HumanLike;
        s.humanRating = 1300;
        preferences.change(s);
        QCOMPARE(heard.size(), std::size_t(1));
        QCOMPARE(heard.front(), s);
        QCOMPARE(preferences.settings(), s);
        preferences.change(s);
        QCOMPARE(heard.size(), std::size_t(1));
        // Stored: the next start reads them.
        QCOMPARE(Preferences().settings(), s);
        QCOMPARE(QSettings().value("engine/level").toInt(), 3);
        QCOMPARE(QSettings().value("game/computerPlaysBlack").toBool(), true);
        QCOMPARE(QSettings().value("engine/strength").toString(), QString("humanLike"));
    }

    // Values out of range or of no meaning are read as the defaults (7, Hasami on White at a
    // level, no clock, 5 minutes), and the store holds the defaults from then on.
    void invalidStoredValuesFallBackToDefaults() {
        QSettings store;
        store.setValue("engine/level", 99);
        store.setValue("engine/strength", "turbo");
        store.setValue("game/computerPlaysWhite", "perhaps");
        store.setValue("clock/on", "sometimes");
        store.setValue("clock/minutes", -1);
        store.setValue("engine/humanRating", 5);
        const Preferences preferences;
        const Settings& s = preferences.settings();
        QCOMPARE(s.level, 7);
        QCOMPARE(s.strength, PlaySettings::StrengthKind::Level);
        QCOMPARE(s.seats, (Seats{Seat::Human, Seat::Computer}));
        QVERIFY(!s.timeControl);
        QCOMPARE(s.clockMinutes, 5);
        QCOMPARE(s.humanRating, 1500);
        QCOMPARE(s.player(Color::White), Player(Hasami{Level{7}}));
        QCOMPARE(store.value("engine/level").toInt(), 7);
        QCOMPARE(store.value("engine/strength").toString(), QString("level"));
        QCOMPARE(store.value("clock/minutes").toInt(), 5);
    }

    // The newest first, each once, eight at most, by their absolute paths.
    void recentFilesAreKeptNewestFirst() {
        Preferences preferences;
        QCOMPARE(preferences.recentFiles(), QStringList());
        int said = 0;
        connect(&preferences, &Preferences::recentFilesChanged, this, [&] { ++said; });
        const QDir here = QDir::current();
        preferences.addRecentFile("a.txt");
        preferences.addRecentFile("b.ggf");
        preferences.addRecentFile("a.txt");
        QCOMPARE(said, 3);
        QCOMPARE(preferences.recentFiles(),
                 QStringList({here.absoluteFilePath("a.txt"), here.absoluteFilePath("b.ggf")}));
        for (int i = 0; i < 10; ++i)
            preferences.addRecentFile(QString("game%1.txt").arg(i));
        QCOMPARE(preferences.recentFiles().size(), 8);
        QCOMPARE(preferences.recentFiles().front(), here.absoluteFilePath("game9.txt"));
        QCOMPARE(preferences.recentFiles().back(), here.absoluteFilePath("game2.txt"));
        QCOMPARE(Preferences().recentFiles(), preferences.recentFiles());
    }

    void theWindowIsKeptForTheNextStart() {
        QVERIFY(Preferences().windowGeometry().isEmpty());
        Preferences().keepWindow("geometry", "parts");
        const Preferences next;
        QCOMPARE(next.windowGeometry(), QByteArray("geometry"));
        QCOMPARE(next.panelParts(), QByteArray("parts"));
    }
};

QTEST_MAIN(TestPreferences)
#include "tst_preferences.moc"
