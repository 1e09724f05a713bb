#include <QtTest>

#include <QTemporaryDir>

#include "settings.h"

using namespace hasami::gui;

class TestSettings : public QObject {
    Q_OBJECT
  private slots:
    void roundTrip() {
        QTemporaryDir dir;
        QSettings store(dir.filePath("s.ini"), QSettings::IniFormat);
        Settings s;
        s.level = 17;
        s.secondsPerMove = 2.5;
        s.threads = 3;
        s.computerPlaysBlack = true;
        s.computerPlaysWhite = false;
        s.showLegalMoves = false;
        s.showLastMove = false;
        s.animation = Animation::Normal;
        s.language = "ja";
        s.save(store);
        store.sync();
        QSettings again(dir.filePath("s.ini"), QSettings::IniFormat);
        QCOMPARE(Settings::load(again), s);
    }

    void emptyStoreGivesDefaults() {
        QTemporaryDir dir;
        QSettings store(dir.filePath("s.ini"), QSettings::IniFormat);
        QCOMPARE(Settings::load(store), Settings{});
    }

    void badValuesFallBackOneByOne() {
        QTemporaryDir dir;
        QSettings store(dir.filePath("s.ini"), QSettings::IniFormat);
        store.setValue("engine/level", 99);
        store.setValue("engine/secondsPerMove", "fast");
        store.setValue("game/computerPlaysBlack", "maybe");
        store.setValue("board/animation", -3);
        store.setValue("ui/language", "xx");
        store.setValue("engine/type", 7);  // an engine of a later version
        store.setValue("engine/threads", 0);
        store.setValue("board/showLastMove", false);  // a good value among bad ones is kept
        const Settings s = Settings::load(store);
        const Settings d;
        QCOMPARE(s.level, d.level);
        QCOMPARE(s.secondsPerMove, d.secondsPerMove);
        QCOMPARE(s.computerPlaysBlack, d.computerPlaysBlack);
        QCOMPARE(s.animation, d.animation);
        QCOMPARE(s.language, d.language);
        QCOMPARE(s.engine, d.engine);
        QCOMPARE(s.threads, d.threads);
        QCOMPARE(s.showLastMove, false);
        store.setValue("engine/secondsPerMove", 1e9);
        QCOMPARE(Settings::load(store).secondsPerMove, d.secondsPerMove);
        store.setValue("engine/threads", "many");
        QCOMPARE(Settings::load(store).threads, d.threads);
        store.setValue("engine/threads", Settings::kMaxThreads + 1);
        QCOMPARE(Settings::load(store).threads, d.threads);
        store.setValue("engine/threads", 2);
        QCOMPARE(Settings::load(store).threads, 2);
    }
};

QTEST_APPLESS_MAIN(TestSettings)
#include "tst_settings.moc"
