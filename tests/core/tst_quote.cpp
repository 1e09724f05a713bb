// Quoting bad input in error messages: one printable line, short, whole characters; paths and
// other programs' lines escaped whole.

#include <QtTest>

#include "core/parse_error.h"
#include "core/quote.h"
#include "printing.h"

using namespace hasami;

class TestQuote : public QObject {
    Q_OBJECT
  private slots:
    void quotesPlainTextAsItIs() { QCOMPARE(quoteInput("z9"), std::string("'z9'")); }

    void escapesWhatWouldBreakTheLineOrReachTheTerminal() {
        QCOMPARE(quoteInput("a\nb\r\x1b[2J\x7f"), std::string("'a\\nb\\x0D\\x1B[2J\\x7F'"));
        QCOMPARE(quoteInput("it's a\\b\t"), std::string("'it\\'s a\\\\b\\t'"));
        QCOMPARE(quoteInput(std::string("\0", 1)), std::string("'\\x00'"));
        // C1 controls are valid UTF-8 that terminals obey.
        QCOMPARE(quoteInput("\xc2\x9b"
                            "31m"),
                 std::string("'\\xC2\\x9B31m'"));
    }

    void keepsValidUtf8WholeAndEscapesInvalidBytes() {
        QCOMPARE(quoteInput("caf\xc3\xa9 \xe2\x99\x9f"), std::string("'caf\xc3\xa9 \xe2\x99\x9f'"));
        QCOMPARE(quoteInput("\xc3"), std::string("'\\xC3'"));                    // cut short
        QCOMPARE(quoteInput("\xc0\xaf"), std::string("'\\xC0\\xAF'"));           // overlong
        QCOMPARE(quoteInput("\xed\xa0\x80"), std::string("'\\xED\\xA0\\x80'"));  // surrogate
        QCOMPARE(quoteInput("\xff"), std::string("'\\xFF'"));
    }

    void showsAtMostFortyCharacters() {
        const std::string forty(40, 'x');
        QCOMPARE(quoteInput(std::string(100000, 'x')),
                 std::string("'").append(forty).append("'..."));
        QCOMPARE(quoteInput(forty), std::string("'").append(forty).append("'"));
        // Characters, not bytes: a cut never splits one.
        std::string accents;
        for (int i = 0; i < 50; ++i)
            accents += "\xc3\xa9";
        QCOMPARE(quoteInput(accents), std::string("'").append(accents, 0, 80).append("'..."));
    }

    // A path is shown whole (its end tells files apart), escaped all the same; another
    // program's text is escaped whole, without quotes.
    void pathsAndLogsAreEscapedWhole() {
        const std::string path = "/x/" + std::string(60, 'a') + "\n\x1b[2J.obf";
        QCOMPARE(quotePath(path), "'/x/" + std::string(60, 'a') + "\\n\\x1B[2J.obf'");
        QCOMPARE(escapeInput(std::string("=== \x1b[2J\0\xff", 10) + std::string(50, 'b')),
                 "=== \\x1B[2J\\x00\\xFF" + std::string(50, 'b'));
    }

    void parseErrorsQuoteTheirToken() {
        const ParseError e{"\x1b]0;x\n" + std::string(100, 'y'), 3, "not a square"};
        QCOMPARE(e.message(),
                 std::string("not a square ('\\x1B]0;x\\n" + std::string(34, 'y') + "'... at 3)"));
    }
};

QTEST_APPLESS_MAIN(TestQuote)
#include "tst_quote.moc"
