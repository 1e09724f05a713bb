// Reading a whole file with a bound: the contents, or one line saying why not.

#include <QtTest>

#include <QTemporaryDir>

#include <sys/stat.h>
#include <unistd.h>

#include "core/read_file.h"
#include "printing.h"

using namespace hasami;

namespace {

std::string readError(const std::string& path, std::size_t maxBytes) {
    const auto text = readFile(path, maxBytes);
    return text ? "read " + std::to_string(text->size()) + " bytes" : text.error().message;
}

}  // namespace

class TestReadFile : public QObject {
    Q_OBJECT
  private slots:
    void readsAFileWhole() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("a.txt").toStdString();
        QFile f(QString::fromStdString(path));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(100000, 'a'));
        f.close();
        QCOMPARE(readFile(path, 100000).value(), std::string(100000, 'a'));
        QCOMPARE(readError(path, 99999), "'" + path + "': larger than 99999 bytes");
    }

    void saysWhyInTheSystemsWords() {
        QTemporaryDir dir;
        const std::string base = dir.path().toStdString();
        QCOMPARE(readError(base, 1 << 20), "'" + base + "': Is a directory");
        QCOMPARE(readError(base + "/missing", 1 << 20),
                 "'" + base + "/missing': No such file or directory");
        const std::string loop = base + "/loop";
        QCOMPARE(::symlink(loop.c_str(), loop.c_str()), 0);
        QCOMPARE(readError(loop, 1 << 20), "'" + loop + "': Too many levels of symbolic links");
    }

    // Refused before they are opened: opening a FIFO waited for a writer for ever, and
    // /dev/zero never ends.
    void readsOnlyRegularFiles() {
        QTemporaryDir dir;
        const std::string fifo = dir.filePath("games.ggf").toStdString();
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        QCOMPARE(readError(fifo, 1 << 20), "'" + fifo + "': is a FIFO");
        QCOMPARE(readError("/dev/zero", 1 << 20), std::string("'/dev/zero': is a device"));
        QCOMPARE(unreadablePath("/dev/null").value(), std::string("'/dev/null': is a device"));
        QVERIFY(!unreadablePath(HASAMI_TEST_DATA "/archives/good.ggf"));
    }
};

QTEST_APPLESS_MAIN(TestReadFile)
#include "tst_read_file.moc"
