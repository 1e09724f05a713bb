// The engine worker's thread contract, without Qt's event delivery in the way: its searches
// run on a thread of their own while another thread cancels or hurries them, as the window's
// controller does from the UI thread. The tsan preset runs this under ThreadSanitizer (Qt is
// not instrumented, so the queued signals of the real window cannot be checked there).

#include <QtTest>

#include <atomic>
#include <thread>

#include "engine_worker.h"
#include "printing.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

// A search long enough to be stopped by hand.
const ai::Limits kLong = ai::Limits::forSeconds(600);

// Spins until the search has reported a depth (no timed wait: the worker's own signal ends it).
void waitForProgress(const std::atomic<int>& depths) {
    while (depths.load() == 0)
        std::this_thread::yield();
}

}  // namespace

class TestEngineWorker : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        qRegisterMetaType<hasami::ai::Progress>();
        qRegisterMetaType<hasami::ai::SearchResult>();
        qRegisterMetaType<hasami::Evaluations>();
    }

    void aCancelledSearchStopsAndSaysNothing() {
        EngineWorker worker;
        std::atomic<int> depths{0};
        std::atomic<int> results{0};
        connect(&worker, &EngineWorker::progress, [&] { ++depths; });
        connect(&worker, &EngineWorker::finished, [&] { ++results; });
        std::thread search([&] { worker.search(1, Position::start(), kLong); });
        waitForProgress(depths);
        worker.cancelUpTo(1);
        search.join();
        QCOMPARE(results.load(), 0);
    }

    void aHurriedSearchAnswersWithALegalMove() {
        EngineWorker worker;
        worker.setThreads(2);  // lazy SMP: the helper thread stops too
        std::atomic<int> depths{0};
        // Written on the search's thread, compared here after the join (which orders them): a
        // QCOMPARE on that thread would report to no test.
        quint64 answeredId = 0;
        ai::SearchResult result;
        int results = 0;
        connect(&worker, &EngineWorker::progress, [&] { ++depths; });
        connect(&worker, &EngineWorker::finished, [&](quint64 id, const ai::SearchResult& r) {
            answeredId = id;
            result = r;
            ++results;
        });
        const Position start = Position::start();
        std::thread search([&] { worker.search(7, start, kLong); });
        waitForProgress(depths);
        worker.hurryUpTo(7);
        search.join();
        QCOMPARE(results, 1);
        QCOMPARE(answeredId, quint64(7));
        QVERIFY(start.isLegal(result.best));
        QVERIFY(result.stopped);
    }

    void aRequestCancelledBeforeItStartsNeverSearches() {
        EngineWorker worker;
        int answers = 0;
        connect(&worker, &EngineWorker::progress, [&] { ++answers; });
        connect(&worker, &EngineWorker::finished, [&] { ++answers; });
        connect(&worker, &EngineWorker::analysed, [&] { ++answers; });
        worker.cancelUpTo(3);
        std::thread search([&] {
            worker.search(2, Position::start(), kLong);
            worker.analyse(3, Position::start(), kLong);
        });
        search.join();
        QCOMPARE(answers, 0);
    }

    void aReviewStopsWhenCancelledBetweenPositions() {
        EngineWorker worker;
        // The first answer holds the worker until the other thread has cancelled, so that the
        // cancel lands between two positions whatever the machine's speed.
        std::atomic<int> reviewed{0};
        std::atomic<bool> cancelled{false};
        connect(&worker, &EngineWorker::reviewed, [&] {
            ++reviewed;
            while (!cancelled.load())
                std::this_thread::yield();
        });
        const std::vector<Position> positions(40, Position::start());
        std::thread review([&] { worker.review(4, positions, ai::Limits::atDepth(4)); });
        while (reviewed.load() == 0)
            std::this_thread::yield();
        worker.cancelUpTo(4);
        cancelled = true;
        review.join();
        QCOMPARE(reviewed.load(), 1);
    }
};

QTEST_GUILESS_MAIN(TestEngineWorker)
#include "tst_engine_worker.moc"
