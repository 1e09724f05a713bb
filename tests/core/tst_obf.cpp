#include <QtTest>

#include "core/obf.h"
#include "ffo.h"
#include "printing.h"

using namespace hasami;

class TestObf : public QObject {
    Q_OBJECT
  private slots:
    void readsTheFfoFiles() {
        std::size_t total = 0;
        for (const char* name :
             {"fforum-1-19.obf", "fforum-20-39.obf", "fforum-40-59.obf", "fforum-60-79.obf"}) {
            const auto entries = test::ffoEntries(name);
            QVERIFY2(!entries.empty(), name);
            for (const ObfEntry& e : entries) {
                QVERIFY(!e.scores.empty());
                // Every listed move is legal (checked by the parser) and the first is best.
                QCOMPARE(e.scores.front().score, *e.bestScore());
            }
            total += entries.size();
        }
        QCOMPARE(total, std::size_t{79});
        const auto first = test::ffoEntries("fforum-1-19.obf").front();
        QCOMPARE(first.scores.front().move.name(), std::string("g8"));
        QCOMPARE(first.scores.front().score, 18);
        QCOMPARE(first.position.sideToMove(), Color::Black);
    }

    void boardOnly() {
        const auto e =
            parseObfLine("---------------------------OX------XO--------------------------- X");
        QVERIFY(e.ok());
        QVERIFY(e->scores.empty());
        QVERIFY(!e->bestScore());
    }

    void rejectsBadLines_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("reason");
        const QString start = "---------------------------OX------XO--------------------------- X";
        QTest::newRow("bad board") << "---- X; f5:+1;"
                                   << "not a disc or an empty square";
        QTest::newRow("no colon") << start + "; f5 +1;"
                                  << "a move score is not MOVE:SCORE";
        QTest::newRow("bad score") << start + "; f5:+x;"
                                   << "the score is not a whole number from -64 to 64";
        QTest::newRow("too big") << start + "; f5:+99;"
                                 << "the score is not a whole number from -64 to 64";
        QTest::newRow("bad move") << start + "; z5:+1;"
                                  << "not a square";
        QTest::newRow("illegal") << start + "; a1:+1;"
                                 << "not a legal move in this position";
    }
    void rejectsBadLines() {
        QFETCH(QString, line);
        QFETCH(QString, reason);
        const auto e = parseObfLine(line.toStdString());
        QVERIFY(!e.ok());
        QCOMPARE(QString::fromStdString(e.error().reason), reason);
    }
};

QTEST_APPLESS_MAIN(TestObf)
#include "tst_obf.moc"
