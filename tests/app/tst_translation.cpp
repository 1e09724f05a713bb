// The Japanese translation: every string of the GUI has one, and each part of the window finds
// its strings as the program loads them. A string that lupdate files under one context while
// the code looks it up under another stays English without any warning; the lookups catch that.

#include <QtTest>

#include <QComboBox>
#include <QProcess>
#include <QTranslator>
#include <QXmlStreamReader>

#include "color_name.h"
#include "core/openings.h"
#include "game_controller.h"
#include "game_files.h"
#include "opening_names.h"
#include "reason_text.h"
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
        const Untranslated japanese = untranslated(HASAMI_TS_JA);
        QVERIFY(japanese.messages > 100);
        QCOMPARE(japanese.sources.join(" | "), QString());  // names the strings that lack one
    }

    // The English file holds the plural forms only ("%n move(s)" as "1 move", "2 moves").
    void everyPluralHasEnglishForms() {
        const Untranslated english = untranslated(HASAMI_TS_EN, {"-pluralonly"});
        QVERIFY(english.messages >= 5);
        QCOMPARE(english.sources.join(" | "), QString());
    }

    // Issue #43: "1 mistake(s)" and "(1 move(s))" in English.
    void englishPlurals() {
        QTranslator english;
        QVERIFY(english.load(":/i18n/hasami_en.qm"));
        QVERIFY(QCoreApplication::installTranslator(&english));
        const auto translate = [](const char* context, const char* source, int n) {
            return QCoreApplication::translate(context, source, "", n);
        };
        QCOMPARE(translate("StatusText", "Review done: %n mistake(s).", 1),
                 QString("Review done: 1 mistake."));
        QCOMPARE(translate("StatusText", "Review done: %n mistake(s).", 3),
                 QString("Review done: 3 mistakes."));
        QCOMPARE(translate("hasami::gui::UnsavedGamesDialog", "%n move(s)", 1), QString("1 move"));
        QCOMPARE(
            translate("GameFiles",
                      "Not a valid board string: it has %n square(s); 64 squares expected.", 1),
            QString("Not a valid board string: it has 1 square; 64 squares expected."));
        // Issue #66: "the corner a1 h1".
        const Square a1 = *Square::parse("a1");
        const Square h1 = *Square::parse("h1");
        QCOMPARE(reasonText({ai::ReasonTag::Corner, {a1}}),
                 QString("gives the opponent the corner a1"));
        QCOMPARE(reasonText({ai::ReasonTag::Corner, {a1, h1}}),
                 QString("gives the opponent the corners a1 h1"));
        QCoreApplication::removeTranslator(&english);
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

    // Issue #43: the openings' names stayed English in Japanese.
    void openingNames() {
        for (const Opening& opening : openings()) {
            const QString english = QString::fromUtf8(opening.name.data(), opening.name.size());
            QVERIFY2(openingName(opening.name) != english, qPrintable(english));
        }
        GameController controller;
        QSignalSpy named(&controller, &GameController::openingChanged);
        controller.loadGame(*GameRecord::fromTranscript("f5d6c3d3c4"));
        QVERIFY(!named.isEmpty());
        QCOMPARE(openingName(named.last().at(0).value<OpeningStatus>().name), QString("虎"));
    }

    void levelNamesAndColours() {
        QCOMPARE(levelName(3), QString("レベル 3"));
        QCOMPARE(colorName(Color::White), QString("白"));
    }

  private:
    struct Untranslated {
        QStringList sources;
        int messages = 0;
    };

    // lupdate over the sources into a copy of `tsFile`: the messages it then holds, and those
    // without a translation.
    static Untranslated untranslated(const QString& tsFile, const QStringList& options = {}) {
        Untranslated result;
        QTemporaryDir dir;
        const QString ts = dir.filePath(QFileInfo(tsFile).fileName());
        if (!QFile::copy(tsFile, ts)) return {{"cannot copy " + tsFile}};
        QFile::setPermissions(ts, QFile::ReadOwner | QFile::WriteOwner);
        QProcess lupdate;
        lupdate.start(HASAMI_LUPDATE, QStringList{"-silent", "-no-obsolete", "-locations", "none"}
                                          << options << HASAMI_GUI_SOURCES << "-ts" << ts);
        if (!lupdate.waitForFinished(60000) || lupdate.exitCode() != 0) return {{"lupdate failed"}};
        QFile file(ts);
        if (!file.open(QIODevice::ReadOnly)) return {{"cannot read " + ts}};
        QXmlStreamReader xml(&file);
        QString source;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement()) continue;
            if (xml.name() == u"message") {
                ++result.messages;
            } else if (xml.name() == u"source") {
                source = xml.readElementText();
            } else if (xml.name() == u"translation" &&
                       xml.attributes().value("type") == u"unfinished") {
                result.sources << source;
            }
        }
        if (xml.hasError()) result.sources << xml.errorString();
        return result;
    }

    QTranslator translator_;
};

QTEST_MAIN(TestTranslation)
#include "tst_translation.moc"
