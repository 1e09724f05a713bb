// The envelope of the binary files (ai/binary_envelope.h): a round trip, each kind of damage
// refused with its own sentence, the layout counted by hand, and the shipped weights, book and
// human model written again byte for byte by the formats that use it.

#include <QtTest>

#include <fstream>
#include <iterator>

#include "ai/binary_envelope.h"
#include "ai/book_file.h"
#include "ai/human_model_file.h"
#include "ai/pattern_weights.h"

using namespace hasami;
using namespace hasami::ai;

namespace {

constexpr EnvelopeKind kSized{.magic = {'T', 'E', 'S', 'T'},
                              .version = 3,
                              .name = "test file",
                              .headerBytes = 2,
                              .sized = true};
constexpr EnvelopeKind kUnsized{.magic = {'T', 'E', 'S', 'T'}, .version = 3, .name = "test file"};

const std::vector<std::uint8_t> kHeader = {0xAB, 0xCD};
const std::vector<std::uint8_t> kPayload = {1, 2, 3, 4, 5, 6, 7};

std::string errorOf(const EnvelopeKind& kind, const std::vector<std::uint8_t>& bytes) {
    const auto opened = unseal(kind, bytes);
    return opened ? std::string("opened") : opened.error().message;
}

// The checksum made right again after a change.
std::vector<std::uint8_t> resealed(std::vector<std::uint8_t> bytes) {
    bytes.resize(bytes.size() - 4);
    const std::uint32_t crc = crc32(bytes);
    for (int i = 0; i < 4; ++i)
        bytes.push_back(std::uint8_t(crc >> (8 * i)));
    return bytes;
}

std::vector<std::uint8_t> resource(const char* path) {
    std::ifstream in(std::string(HASAMI_TEST_DATA) + "/../../resources/" + path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

}  // namespace

class TestBinaryEnvelope : public QObject {
    Q_OBJECT
  private slots:
    // Counted by hand: 4 magic, 2 version, 2 header, 4 size, 7 payload, 4 checksum.
    void aSealedFileOpensAsItWasWritten() {
        const auto bytes = seal(kSized, kHeader, kPayload);
        QCOMPARE(bytes.size(), std::size_t(23));
        QCOMPARE(bytes[0], std::uint8_t('T'));
        QCOMPARE(bytes[4], std::uint8_t(3));  // the version, low byte first
        QCOMPARE(bytes[5], std::uint8_t(0));
        QCOMPARE(bytes[8], std::uint8_t(7));  // the payload's size
        QCOMPARE(bytes[12], std::uint8_t(1));
        const auto opened = unseal(kSized, bytes);
        QVERIFY(opened);
        QVERIFY(std::ranges::equal(opened->header, kHeader));
        QVERIFY(std::ranges::equal(opened->payload, kPayload));

        const auto plain = seal(kUnsized, {}, kPayload);
        QCOMPARE(plain.size(), std::size_t(17));
        QVERIFY(std::ranges::equal(unseal(kUnsized, plain)->payload, kPayload));
        QVERIFY(unseal(kUnsized, plain)->header.empty());
    }

    // A size in units of 3 bytes (a labels chunk counts its samples), read from the first bytes
    // as a stream of envelopes is: 4 magic, 2 version, 2 header, 4 size, 6 payload, 4 checksum.
    void aSizeCountsTheKindsUnitsAndIsReadFirst() {
        constexpr EnvelopeKind counted{.magic = {'T', 'E', 'S', 'T'},
                                       .version = 3,
                                       .name = "test file",
                                       .headerBytes = 2,
                                       .sized = true,
                                       .sizeUnit = 3};
        const std::vector<std::uint8_t> payload = {1, 2, 3, 4, 5, 6};
        const auto bytes = seal(counted, kHeader, payload);
        QCOMPARE(bytes.size(), std::size_t(22));
        QCOMPARE(bytes[8], std::uint8_t(2));  // two units
        QCOMPARE(envelopePrefixBytes(counted), std::size_t(12));
        const auto prefix = unsealPrefix(counted, std::span(bytes).first(12));
        QVERIFY(prefix);
        QVERIFY(std::ranges::equal(prefix->header, kHeader));
        QCOMPARE(prefix->payloadBytes, std::uint64_t(6));
        QCOMPARE(prefix->sealedBytes, std::uint64_t(22));
        QVERIFY(std::ranges::equal(unseal(counted, bytes)->payload, payload));
        QCOMPARE(errorOf(counted, {bytes.begin(), bytes.end() - 1}),
                 std::string("the test file has 21 bytes, its header says 22 (truncated?)"));

        auto magic = bytes;
        magic[0] = 'X';
        QCOMPARE(unsealPrefix(counted, std::span(magic).first(12)).error().message,
                 std::string("not a Hasami test file (bad magic)"));
        auto version = bytes;
        version[4] = 9;
        QCOMPARE(
            unsealPrefix(counted, std::span(version).first(12)).error().message,
            std::string("unsupported test file format version 9 (this program reads version 3)"));
    }

    // The CRC-32 of zip and PNG: "123456789" gives 0xCBF43926 (its published check value).
    void theChecksumIsZipsCrc32() {
        const std::string check = "123456789";
        QCOMPARE(crc32({reinterpret_cast<const std::uint8_t*>(check.data()), check.size()}),
                 0xCBF43926u);
    }

    void eachDamageIsSaid() {
        const auto good = seal(kSized, kHeader, kPayload);
        auto magic = good;
        magic[1] = 'X';
        QCOMPARE(errorOf(kSized, resealed(magic)),
                 std::string("not a Hasami test file (bad magic)"));
        auto version = good;
        version[4] = 9;
        QCOMPARE(
            errorOf(kSized, resealed(version)),
            std::string("unsupported test file format version 9 (this program reads version 3)"));
        QCOMPARE(errorOf(kSized, {good.begin(), good.begin() + 10}),
                 std::string("the test file is too short (10 bytes)"));
        QCOMPARE(errorOf(kSized, {good.begin(), good.end() - 2}),
                 std::string("the test file has 21 bytes, its header says 23 (truncated?)"));
        auto longer = good;
        longer.push_back(0);
        QCOMPARE(
            errorOf(kSized, longer),
            std::string("the test file has 24 bytes, its header says 23 (more after its end)"));
        auto flipped = good;
        flipped[13] ^= 0x10;
        QCOMPARE(errorOf(kSized, flipped), std::string("bad checksum: the test file is corrupt"));
        // Without a size, a file cut short is told by its checksum.
        const auto plain = seal(kUnsized, {}, kPayload);
        QCOMPARE(errorOf(kUnsized, {plain.begin(), plain.end() - 2}),
                 std::string("bad checksum: the test file is corrupt"));
        QCOMPARE(errorOf(kUnsized, {}), std::string("the test file is too short (0 bytes)"));
    }

    // The envelope is the layout the files had: what ships decodes and encodes to the same bytes.
    void theShippedFilesAreWrittenAgainByteForByte() {
        const auto weights = resource("weights/patterns.weights");
        QVERIFY(weights.size() > 1000);
        const auto decodedWeights = decodePatternWeights(weights);
        QVERIFY(decodedWeights);
        QVERIFY(encodePatternWeights(*decodedWeights) == weights);

        const auto book = resource("book/hasami.book");
        QVERIFY(book.size() > 1000);
        const auto decodedBook = decodeBook(book);
        QVERIFY(decodedBook);
        QVERIFY(encodeBook(*decodedBook) == book);

        const auto human = resource("human/human.model");
        QVERIFY(human.size() > 1000);
        const auto decodedHuman = decodeHumanModel(human);
        QVERIFY(decodedHuman);
        QVERIFY(encodeHumanModel(**decodedHuman) == human);
    }
};

QTEST_APPLESS_MAIN(TestBinaryEnvelope)
#include "tst_binary_envelope.moc"
