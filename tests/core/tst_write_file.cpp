// Writing a file without destroying what was there: a whole new file or the old one, never a
// device, a FIFO or a directory replaced, and every failure said in the system's words.

#include <QtTest>

#include <QTemporaryDir>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <sys/stat.h>
#include <unistd.h>

#include "core/write_file.h"
#include "file_size_limit.h"
#include "printing.h"

using namespace hasami;

namespace {

std::string contents(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void put(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

// Why a write that must fail failed.
std::string failure(const Result<void>& written) {
    return written ? "written" : written.error().message;
}

// The names in `folder`, so that a test sees a temporary file left behind.
QStringList names(const QTemporaryDir& folder) {
    return QDir(folder.path())
        .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System, QDir::Name);
}

}  // namespace

class TestWriteFile : public QObject {
    Q_OBJECT
  private slots:
    void replacesAFileWholeKeepingItsPermissions() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("a.book").toStdString();
        put(path, "old contents, longer than the new");
        QCOMPARE(::chmod(path.c_str(), 0640), 0);
        QVERIFY(replaceFile(path, "new").ok());
        QCOMPARE(contents(path), std::string("new"));
        struct stat status {};
        QCOMPARE(::stat(path.c_str(), &status), 0);
        QCOMPARE(status.st_mode & 07777, mode_t(0640));
        QCOMPARE(names(dir), QStringList{"a.book"});
    }

    void createsAFile() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("new.book").toStdString();
        QVERIFY(replaceFile(path, std::string(100000, 'x')).ok());
        QCOMPARE(contents(path), std::string(100000, 'x'));
    }

    void replacesTheFileALinkNames() {
        QTemporaryDir dir;
        const std::string target = dir.filePath("target").toStdString();
        const std::string link = dir.filePath("link").toStdString();
        put(target, "old");
        QCOMPARE(::symlink(target.c_str(), link.c_str()), 0);
        QVERIFY(replaceFile(link, "new").ok());
        QVERIFY(std::filesystem::is_symlink(link));
        QCOMPARE(contents(target), std::string("new"));
    }

    void refusesWhatIsNotARegularFile() {
        QTemporaryDir dir;
        const std::string fifo = dir.filePath("fifo").toStdString();
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        const std::string folder = dir.path().toStdString();
        QCOMPARE(failure(replaceFile(fifo, "x")), "'" + fifo + "': is a FIFO");
        QCOMPARE(failure(replaceFile(folder, "x")), "'" + folder + "': is a directory");
        QCOMPARE(failure(replaceFile("/dev/full", "x")), std::string("'/dev/full': is a device"));
        AppendedFile log;
        QCOMPARE(failure(log.open("/dev/null", false)), std::string("'/dev/null': is a device"));
        struct stat status {};
        QCOMPARE(::stat(fifo.c_str(), &status), 0);
        QVERIFY(S_ISFIFO(status.st_mode));
        QCOMPARE(names(dir), QStringList{"fifo"});
    }

    void aFailedWriteLeavesTheOldFileAndSaysWhy() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("weights").toStdString();
        put(path, "old weights");
        {
            const FileSizeLimit limit(1000);
            QCOMPARE(failure(replaceFile(path, std::string(5000, 'w'))),
                     "'" + path + "': File too large");
        }
        QCOMPARE(contents(path), std::string("old weights"));
        QCOMPARE(names(dir), QStringList{"weights"});
    }

    void aMissingFolderIsSaid() {
        QCOMPARE(failure(replaceFile("/no/such/folder/file", "x")),
                 std::string("'/no/such/folder/file': No such file or directory"));
    }

    void appendsAndSaysWhyAWriteFails() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("games.ggf").toStdString();
        put(path, "first\n");
        AppendedFile log;
        QVERIFY(log.open(path, false).ok());
        QVERIFY(log.write("second\n").ok());
        {
            const FileSizeLimit limit(100);
            QCOMPARE(failure(log.write(std::string(200, 'g'))), "'" + path + "': File too large");
        }
        // The 87 bytes that fitted under the limit are gone: a reader would take them for a
        // game cut short.
        QCOMPARE(contents(path), std::string("first\nsecond\n"));
        QVERIFY(log.write("third\n").ok());
        QCOMPARE(contents(path), std::string("first\nsecond\nthird\n"));
    }

    void pathsAreQuotedWhole() {
        const std::string path = "/no/such/folder/" + std::string(60, 'a') + "\n\x1b[2J.obf";
        QCOMPARE(failure(replaceFile(path, "x")),
                 "'/no/such/folder/" + std::string(60, 'a') +
                     "\\n\\x1B[2J.obf': No such file or directory");
    }
};

QTEST_APPLESS_MAIN(TestWriteFile)
#include "tst_write_file.moc"
