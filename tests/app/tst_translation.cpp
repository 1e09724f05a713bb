// The Japanese translation as the program loads it: each part of the window finds its strings.
// A string that lupdate files under one context while the code looks it up under another
// stays English without any warning; these lookups catch that.

#include <QtTest>

#include <QComboBox>
#include <QTranslator>

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

    void gameFileMessages() {
        QCOMPARE(readGameText("  ").error, QString("読み込む内容がありません。"));
    }

    void settingsDialogLists() {
        SettingsDialog dialog{Settings{}};
        const auto* players = dialog.findChild<QComboBox*>("players");
        QVERIFY(players);
        QCOMPARE(players->itemText(0), QString("自分が黒"));
        QCOMPARE(players->itemText(3), QString("コンピュータ同士"));
        const auto* engine = dialog.findChild<QComboBox*>("engine");
        QVERIFY(engine);
        QCOMPARE(engine->count(), kEngineTypeCount);
        QCOMPARE(engine->itemText(0), QString("アルファベータ探索"));
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
