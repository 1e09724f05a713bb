// The game as a document: which file it is in, whether it changed since, whether the user
// played in it.

#include <QtTest>

#include "game_document.h"

using namespace hasami::gui;

class TestGameDocument : public QObject {
    Q_OBJECT
  private slots:
    void aNewGameIsInNoFileAndUnchanged() {
        const GameDocument d;
        QCOMPARE(d.path(), QString());
        QVERIFY(!d.isModified());
        QVERIFY(!d.userHasPlayed());
    }

    void savingKeepsThatTheUserPlayed() {
        GameDocument d;
        d.change(false);  // the computer's move
        QVERIFY(d.isModified());
        QVERIFY(!d.userHasPlayed());
        d.change(true);
        d.change(false);  // a later computer move does not take it back
        QVERIFY(d.userHasPlayed());
        d.setPath("/tmp/game.ggf");
        QCOMPARE(d.path(), QString("/tmp/game.ggf"));
        QVERIFY(!d.isModified());
        QVERIFY(d.userHasPlayed());
        d.change(false);
        QVERIFY(d.isModified());
        QCOMPARE(d.path(), QString("/tmp/game.ggf"));
    }

    void anotherGameForgetsTheFile() {
        GameDocument d;
        d.change(true);
        d.setPath("/tmp/game.ggf");
        d.replace();
        QCOMPARE(d.path(), QString());
        QVERIFY(!d.isModified());
        QVERIFY(!d.userHasPlayed());
    }

    void aRestoredGameIsTheUsersAndUnsaved() {
        GameDocument d;
        d.restoreUnsaved({});
        QVERIFY(d.isModified());
        QVERIFY(d.userHasPlayed());
        QCOMPARE(d.path(), QString());
    }

    // Issue #66: a restored game forgot the file it was in.
    void aRestoredGameKeepsItsFile() {
        GameDocument d;
        d.replace("Ann", "Bob");
        d.restoreUnsaved("/tmp/game.ggf");
        QCOMPARE(d.path(), QString("/tmp/game.ggf"));
        QVERIFY(d.isModified());
        QCOMPARE(d.blackName(), QString("Ann"));
        QCOMPARE(d.whiteName(), QString("Bob"));
    }
};

QTEST_MAIN(TestGameDocument)
#include "tst_game_document.moc"
