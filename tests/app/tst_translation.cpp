// The Japanese translation: every string of the GUI has one, and each part of the window finds
// its strings as the program loads them. A string that lupdate files under one context while
// the code looks it up under another stays English without any warning; the lookups catch that.

#include <QtTest>

#include <QComboBox>
#include <QProcess>
#include <QTranslator>
#include <QXmlStreamReader>

#include "game_controller.h"
#include "game_files.h"
#include "settings_dialog.h"

using namespace hasami;
using namespace hasami::gui;

class TestTranslation : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        QVERIFY(translator_.load(QLocale(QLocale::Japanese), "hasami", "_", ":/i18n"));
        QVERIFY(QCoreApplication::installTranslator(&translator_));
    }

    // lupdate over the sources, into a copy of the translation: what it adds or leaves
    // unfinished has no Japanese yet.
    void everyStringHasATranslation() {
        QTemporaryDir dir;
        const QString ts = dir.filePath("hasami_ja.ts");
        QVERIFY(QFile::copy(HASAMI_TS, ts));
        QFile::setPermissions(ts, QFile::ReadOwner | QFile::WriteOwner);
        QProcess lupdate;
        lupdate.start(HASAMI_LUPDATE, {"-silent", "-no-obsolete", "-locations", "none",
                                       HASAMI_GUI_SOURCES, "-ts", ts});
        QVERIFY(lupdate.waitForFinished(60000));
        QCOMPARE(lupdate.exitCode(), 0);
        QFile file(ts);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QStringList untranslated;
        QString source;
        int messages = 0;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement()) continue;
            if (xml.name() == u"message") {
                ++messages;
            } else if (xml.name() == u"source") {
                source = xml.readElementText();
            } else if (xml.name() == u"translation" &&
                       xml.attributes().value("type") == u"unfinished") {
                untranslated << source;
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 100);
        QCOMPARE(untranslated.join(" | "), QString());  // names the strings that lack one
    }

    void gameFileMessages() {
        QCOMPARE(readGameText("  ").error, QString("読み込む内容がありません。"));
    }

    void settingsDialogLists() {
        SettingsDialog dialog{Settings{}};
        const auto* players = dialog.findChild<QComboBox*>("players");
        QVERIFY(players);
        QCOMPARE(players->itemText(0), QString("自分が黒"));
        QCOMPARE(players->itemText(3), QString("コンピュータ同士"));
    }

    void levelNamesAndColours() {
        QCOMPARE(levelName(3), QString("初級（レベル 3）"));
        QCOMPARE(colorName(Color::White), QString("白"));
    }

  private:
    QTranslator translator_;
};

QTEST_MAIN(TestTranslation)
#include "tst_translation.moc"
