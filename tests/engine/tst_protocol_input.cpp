// The protocols' input, read ahead on its own thread: every line delivered in order, at most
// kMostWaitingLines read ahead (a flood stays in the pipe), and a session that ends while the
// reader waits for room ends at once.

#include <QtTest>

#include <sstream>

#include "ai/engine.h"
#include "protocol_input.h"

using namespace hasami;
using namespace hasami::cli;

namespace {

constexpr int kLines = 5000;  // several times what may wait

std::string numberedLines() {
    std::string text;
    for (int i = 0; i < kLines; ++i)
        text += "line " + std::to_string(i) + "\n";
    return text;
}

}  // namespace

class TestProtocolInput : public QObject {
    Q_OBJECT

  private:
    ai::Engine engine_{1};

  private slots:
    void everyLineInOrder() {
        std::istringstream in(numberedLines());
        ProtocolInput input(in, 100, engine_, nullptr, true);
        for (int i = 0; i < kLines; ++i) {
            const auto line = input.next();
            QVERIFY(line);
            QCOMPARE(line->text, "line " + std::to_string(i));
        }
        QVERIFY(!input.next());
    }

    void readsAheadAtMostTheBound() {
        std::istringstream in(numberedLines());
        ProtocolInput input(in, 100, engine_, nullptr, true);
        QTRY_COMPARE(input.waiting(), ProtocolInput::kMostWaitingLines);
        QCOMPARE(input.next()->text, std::string("line 0"));
        QTRY_COMPARE(input.waiting(), ProtocolInput::kMostWaitingLines);
    }

    // The session goes (a "quit") while the reader waits for room: the rest of the input is
    // read and dropped, and the session's end does not wait for ever.
    void endsWhileTheReaderWaits() {
        std::istringstream in(numberedLines());
        {
            ProtocolInput input(in, 100, engine_, nullptr, true);
            QTRY_COMPARE(input.waiting(), ProtocolInput::kMostWaitingLines);
        }
        QVERIFY(in.eof());
    }
};

QTEST_APPLESS_MAIN(TestProtocolInput)
#include "tst_protocol_input.moc"
