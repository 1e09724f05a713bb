// The autosave file: a round trip, and a damaged file is no game.

#include <QtTest>

#include <QTemporaryDir>

#include "autosave.h"
#include "core/notation.h"
#include "printing.h"

using namespace hasami;
using namespace hasami::gui;

class TestAutosave : public QObject {
    Q_OBJECT
  private slots:
    void aGameComesBackWhole() {
        QTemporaryDir dir;
        const Autosave autosave(dir.filePath("sub/autosave.ggf"));
        QVERIFY(!autosave.load());
        GameRecord game = *GameRecord::fromTranscript("f5d6c3d3c4");
        game.jumpTo(2);  // the cursor does not matter: every move is kept
        QCOMPARE(autosave.save(game), QString());
        const auto back = autosave.load();
        QVERIFY(back);
        QCOMPARE(back->moves(), game.moves());
        autosave.remove();
        QVERIFY(!autosave.load());
    }

    void aGameFromAnotherStartComesBackWithIt() {
        QTemporaryDir dir;
        const Autosave autosave(dir.filePath("autosave.ggf"));
        const GameRecord game(*parseBoard("OX------" + std::string(56, '-') + " X"));
        QCOMPARE(autosave.save(game), QString());
        QCOMPARE(autosave.load()->start(), game.start());
    }

    void aDamagedFileIsNoGame() {
        QTemporaryDir dir;
        const Autosave autosave(dir.filePath("autosave.ggf"));
        QFile file(autosave.path());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("(;GM[Othello]BO[8 ");
        file.close();
        QVERIFY(!autosave.load());
    }
};

QTEST_APPLESS_MAIN(TestAutosave)
#include "tst_autosave.moc"
