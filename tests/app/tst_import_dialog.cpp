// Game → Import games… and files dropped on the window: the dialog's counts, its Cancel, which
// adds nothing, and a drop on the window, after which the explorer counts the games.

#include <QtTest>

#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QTemporaryDir>
#include <condition_variable>
#include <mutex>

#include "core/read_file.h"
#include "explorer_panel.h"
#include "import_dialog.h"
#include "library/games_library.h"
#include "main_window.h"
#include "test_settings_store.h"

using namespace hasami;
using namespace hasami::gui;
using library::ImportProgress;

namespace {

QString data(const char* name) {
    return QString(HASAMI_TEST_DATA "/library/") + name;
}

// The files of tests/library/tst_archive_import.cpp's import, read by hand there: 11 games read,
// 9 added, 2 already there, 2 refused, the first mixed.pgn's game 3 at line 16 (a1 is not
// legal), the second tags-only.pgn's game 2, which has no moves.
const QStringList kFiles = {data("games.pgn"), data("mixed.pgn"), data("tags-only.pgn"),
                            data("tiger.gam"), data("diagonal.ggf")};

int gamesIn(const QString& path) {
    auto library =
        library::GamesLibrary::open(path.toStdString(), library::GamesLibrary::Access::ReadOnly);
    int total = -1;
    return library && library->find({}, 1, &total) ? total : -1;
}

std::string bytesOf(const QString& path) {
    return readFile(path.toStdString(), 64 << 20).value_or(std::string("unreadable"));
}

// The import, held after its first game is added until the worker asks it to stop: the Cancel
// then comes while it runs, however fast the threads are.
Result<library::ImportReport> heldImport(const std::string& libraryPath,
                                         std::span<const std::string> files,
                                         const library::ImportControl& control) {
    library::ImportControl held = control;
    held.progress = [&control](const ImportProgress& p) {
        control.report(p.stage, p.done, p.total);
        if (p.stage != ImportProgress::Stage::Adding || p.done != 1) return;
        std::mutex mutex;
        std::condition_variable_any stopped;
        std::unique_lock lock(mutex);
        stopped.wait(lock, control.stop, [] { return false; });
    };
    return library::importArchives(libraryPath, files, held);
}

}  // namespace

class TestImportDialog : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir dir_;
    QString path(const char* name) const { return dir_.filePath(name); }

  private slots:
    void initTestCase() { useTestSettings("HasamiImportTest"); }

    void theEndSaysAddedAlreadyThereAndRefused() {
        const QString db = path("counts.db");
        ImportDialog dialog(db, kFiles);
        QSignalSpy finished(&dialog, &ImportDialog::importFinished);
        dialog.start();
        QVERIFY(finished.wait());
        QCOMPARE(finished.at(0).at(0).toInt(), 9);
        const QString end =
            "Games added: 9\nAlready in the library: 2\nRefused: 2\n"
            "The first refused: mixed.pgn, game 3 (line 16): ";
        QVERIFY2(
            dialog.message().startsWith(end) && dialog.message().mid(end.size()).contains("a1"),
            qPrintable(dialog.message()));
        QCOMPARE(dialog.findChild<QProgressBar*>("importProgress")->value(), ImportWorker::kSteps);
        QCOMPARE(dialog.findChild<QPushButton*>("importButton")->text(), QString("Close"));
        QCOMPARE(gamesIn(db), 9);
    }

    void cancelAddsNothing() {
        const QString db = path("cancel.db");
        QVERIFY(library::importArchives(db.toStdString(),
                                        std::vector{data("tiger.gam").toStdString()}));
        const std::string before = bytesOf(db);
        ImportDialog dialog(db, kFiles, nullptr, heldImport);
        QSignalSpy finished(&dialog, &ImportDialog::importFinished);
        dialog.show();
        dialog.start();
        QTRY_COMPARE(dialog.message(), QString("Adding the games…"));
        // Escape while it runs cancels rather than closes.
        QTest::keyClick(&dialog, Qt::Key_Escape);
        QVERIFY(dialog.isVisible());
        QVERIFY(!dialog.findChild<QPushButton*>("importButton")->isEnabled());
        QVERIFY(finished.wait());
        QCOMPARE(finished.at(0).at(0).toInt(), 0);
        QCOMPARE(dialog.message(), QString("Import cancelled: nothing was added."));
        QCOMPARE(gamesIn(db), 1);
        QVERIFY(bytesOf(db) == before);
        // Now Close closes.
        QTest::mouseClick(dialog.findChild<QPushButton*>("importButton"), Qt::LeftButton);
        QVERIFY(!dialog.isVisible());
    }

    void aFileThatIsNoArchiveIsSaid() {
        const QString db = path("refused.db");
        ImportDialog dialog(db, {data("games.pgn"), data("newer-schema.db")});
        QSignalSpy finished(&dialog, &ImportDialog::importFinished);
        dialog.start();
        QVERIFY(finished.wait());
        QCOMPARE(finished.at(0).at(0).toInt(), 0);
        QVERIFY2(dialog.message().startsWith("Nothing was imported: ") &&
                     dialog.message().contains("newer-schema.db"),
                 qPrintable(dialog.message()));
        QVERIFY(!QFile::exists(db));
    }

    // Files dropped on the window go into its library, and the explorer counts them at once.
    void filesDroppedOnTheWindowAreImported() {
        const QString db = path("dropped.db");
        QVERIFY(library::GamesLibrary::open(db.toStdString(),
                                            library::GamesLibrary::Access::ReadWrite));
        QSettings().setValue("library/path", db);
        MainWindow window;
        window.resize(900, 650);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* explorer = window.findChild<ExplorerPanel*>();
        QVERIFY2(explorer->status().startsWith("No games in the library yet: "),
                 qPrintable(explorer->status()));

        QMimeData text;
        text.setText("f5d6c3");
        QDragEnterEvent textEnter(QPoint(10, 10), Qt::CopyAction, &text, Qt::LeftButton, {});
        QApplication::sendEvent(&window, &textEnter);
        QVERIFY(!textEnter.isAccepted());

        QMimeData files;
        QList<QUrl> urls;
        for (const QString& file : kFiles)
            urls << QUrl::fromLocalFile(file);
        files.setUrls(urls);
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &files, Qt::LeftButton, {});
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &files, Qt::LeftButton, {});
        QApplication::sendEvent(&window, &drop);
        QVERIFY(drop.isAccepted());
        auto* dialog = window.findChild<ImportDialog*>();
        QVERIFY(dialog);
        QSignalSpy finished(dialog, &ImportDialog::importFinished);
        QVERIFY(finished.wait());
        QCOMPARE(finished.at(0).at(0).toInt(), 9);
        QCOMPARE(gamesIn(db), 9);
        // From the start: every game added played a first move.
        QCOMPARE(explorer->status(), QString("9 game(s) from this position"));
        QSettings().remove("library/path");
    }
};

QTEST_MAIN(TestImportDialog)
#include "tst_import_dialog.moc"
