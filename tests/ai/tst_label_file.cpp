// The labels file of hasami-tools label: chunks read back as written, files concatenated in
// any order giving the dataset's order, an interrupted chunk found and not read, damage,
// samples labelled twice and shards missing.

#include <QtTest>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>

#include "ai/pattern_evaluator.h"
#include "ai/training/label_file.h"
#include "random_games.h"
#include "result_message.h"

using namespace hasami;
using namespace hasami::ai::training;

namespace {

// Three shards of a ten-sample dataset: the first two labelled whole in chunks of at most
// three samples, the third not at all.
constexpr int kSamples = 10;

LabelRun runOf(int shard) {
    LabelRun run;
    run.dataset = 0x1234'5678'9abc'def0;
    run.datasetSamples = kSamples;
    run.shard = shard;
    run.shardCount = 3;
    run.depth = 8;
    run.exactEmpties = 16;
    run.evaluator = 0x0fed'cba9'8765'4321;
    return run;
}

// The labelled sample of dataset index i: its label is i, samples from 7 on are validation.
LabelledSample sampleAt(std::uint64_t index, const std::vector<Position>& positions) {
    const Position& p = positions[index];
    return {{p.player(), p.opponent(), float(index)}, index >= 7};
}

// The shard's chunks, `first` being where each starts in the shard.
std::vector<LabelChunk> chunksOf(int shard, std::initializer_list<std::uint64_t> firsts,
                                 const std::vector<Position>& positions) {
    const LabelRun run = runOf(shard);
    std::vector<LabelChunk> chunks;
    std::vector<std::uint64_t> starts(firsts);
    starts.push_back(run.shardSize());
    for (std::size_t c = 0; c + 1 < starts.size(); ++c) {
        LabelChunk chunk{run, starts[c], {}};
        for (std::uint64_t i = starts[c]; i < starts[c + 1]; ++i)
            chunk.samples.push_back(sampleAt(run.datasetIndex(i), positions));
        chunks.push_back(chunk);
    }
    return chunks;
}

std::vector<std::uint8_t> bytesOf(const std::vector<LabelChunk>& chunks) {
    std::vector<std::uint8_t> bytes;
    for (const LabelChunk& chunk : chunks) {
        const auto encoded = encodeLabelChunk(chunk);
        bytes.insert(bytes.end(), encoded.begin(), encoded.end());
    }
    return bytes;
}

class TempFile {
  public:
    explicit TempFile(const std::vector<std::uint8_t>& bytes)
        : path_(std::filesystem::temp_directory_path() /
                ("hasami-labels-" + std::to_string(QCoreApplication::applicationPid()) + ".lb")) {
        std::ofstream(path_, std::ios::binary)
            .write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    }
    ~TempFile() { std::filesystem::remove(path_); }
    std::string path() const { return path_.string(); }

  private:
    std::filesystem::path path_;
};

LabelFile readBack(const std::vector<std::uint8_t>& bytes) {
    const TempFile file(bytes);
    auto read = readLabelFile(file.path());
    if (!read) qFatal("%s", read.error().message.c_str());
    return std::move(*read);
}

// Why the chunks make no dataset ("(accepted)" when they make one).
std::string refusal(const std::vector<LabelChunk>& chunks) {
    const auto dataset = labelledDataset(chunks, nullptr);
    return dataset ? "(accepted)" : dataset.error().message;
}

std::vector<float> labelsOf(const std::vector<Sample>& samples) {
    std::vector<float> labels;
    for (const Sample& s : samples)
        labels.push_back(s.label);
    return labels;
}

}  // namespace

class TestLabelFile : public QObject {
    Q_OBJECT
  private slots:
    void shardsSplitTheDataset() {
        QCOMPARE(runOf(0).shardSize(), std::uint64_t(4));  // 0 3 6 9
        QCOMPARE(runOf(1).shardSize(), std::uint64_t(3));  // 1 4 7
        QCOMPARE(runOf(2).shardSize(), std::uint64_t(3));  // 2 5 8
        QCOMPARE(runOf(1).datasetIndex(2), std::uint64_t(7));
        // Shard 1/3 takes 0 3 6 9 with a stride of 3 among its 4 samples.
        std::vector<std::uint64_t> walk;
        for (std::uint64_t i = 0; i < 4; ++i)
            walk.push_back(runOf(0).datasetIndex(i));
        QCOMPARE(walk, (std::vector<std::uint64_t>{0, 9, 6, 3}));
    }

    // A shard stopped early has labelled a fair sample of a dataset sorted by position: its
    // first tenth already reaches into every tenth of the dataset, and the whole shard takes
    // each of its samples once.
    void aShardsPrefixSpreadsOverTheDataset() {
        LabelRun run = runOf(0);
        run.datasetSamples = 1000;
        run.shardCount = 2;
        std::vector<int> perTenth(10);
        std::vector<bool> taken(1000);
        for (std::uint64_t i = 0; i < run.shardSize(); ++i) {
            const std::uint64_t index = run.datasetIndex(i);
            QCOMPARE(index % 2, std::uint64_t(0));
            QVERIFY(!taken[index]);
            taken[index] = true;
            if (i < 50) ++perTenth[index / 100];
        }
        for (int tenth = 0; tenth < 10; ++tenth)
            QVERIFY2(perTenth[tenth] >= 3, qPrintable(QString::number(tenth)));
    }

    void chunksReadBackAsWritten() {
        const auto positions = test::randomPositions(kSamples, 1);
        const auto chunks = chunksOf(0, {0, 3}, positions);
        const LabelFile file = readBack(bytesOf(chunks));
        QCOMPARE(file.damage, std::string());
        QCOMPARE(file.completeBytes, std::uint64_t(bytesOf(chunks).size()));
        QCOMPARE(file.chunks.size(), std::size_t(2));
        for (std::size_t c = 0; c < chunks.size(); ++c) {
            QVERIFY(file.chunks[c].run == chunks[c].run);
            QCOMPARE(file.chunks[c].first, chunks[c].first);
            QCOMPARE(file.chunks[c].samples.size(), chunks[c].samples.size());
            for (std::size_t i = 0; i < chunks[c].samples.size(); ++i) {
                const LabelledSample &a = file.chunks[c].samples[i], &b = chunks[c].samples[i];
                QCOMPARE(a.sample.p, b.sample.p);
                QCOMPARE(a.sample.o, b.sample.o);
                QCOMPARE(a.sample.label, b.sample.label);
                QCOMPARE(a.validation, b.validation);
            }
        }
    }

    // The first chunk of `hasami-tools label --shard 1/2 --stop-after 100` as written before the
    // chunks were sealed by ai/binary_envelope.h: its fields as read by hand from its bytes, and
    // written again byte for byte.
    void aFileWrittenBeforeReadsAsItWas() {
        std::ifstream in(std::string(HASAMI_TEST_DATA) + "/labels/shard-1-of-2.labels",
                         std::ios::binary);
        const std::vector<std::uint8_t> bytes{std::istreambuf_iterator<char>(in), {}};
        QCOMPARE(bytes.size(), std::size_t(48 + 100 * 21 + 4));
        const LabelFile file = readBack(bytes);
        QCOMPARE(file.damage, std::string());
        QCOMPARE(file.completeBytes, std::uint64_t(bytes.size()));
        QCOMPARE(file.chunks.size(), std::size_t(1));
        const LabelChunk& chunk = file.chunks[0];
        QCOMPARE(chunk.run.dataset, std::uint64_t(0xad94'b369'9ec2'7fd1));
        QCOMPARE(chunk.run.datasetSamples, std::uint64_t(3210));
        QCOMPARE(chunk.run.shard, 0);
        QCOMPARE(chunk.run.shardCount, 2);
        QCOMPARE(chunk.run.depth, 2);
        QCOMPARE(chunk.run.exactEmpties, 8);
        QCOMPARE(chunk.run.evaluator, std::uint64_t(0xb0ef'cb19'8a0b'676f));
        QCOMPARE(chunk.first, std::uint64_t(0));
        QCOMPARE(chunk.samples.size(), std::size_t(100));
        const Sample& first = chunk.samples.front().sample;
        QCOMPARE(first.p, Bitboard(0x0000'0000'0004'2c00));
        QCOMPARE(first.o, Bitboard(0x0000'3e1e'1c38'1038));
        QCOMPARE(first.label, 11.0f);  // 0x41300000
        const Sample& last = chunk.samples.back().sample;
        QCOMPARE(last.p, Bitboard(0x0000'0016'1c10'0000));
        QCOMPARE(last.o, Bitboard(0x0010'3e28'4008'0000));
        QCOMPARE(last.label, 10.0f);  // 0x41200000
        QVERIFY(!chunk.samples.back().validation);
        QVERIFY(encodeLabelChunk(chunk) == bytes);
    }

    void concatenatedInAnyOrderGiveTheDatasetsOrder() {
        const auto positions = test::randomPositions(kSamples, 2);
        std::vector<LabelChunk> chunks = chunksOf(1, {0, 2}, positions);
        for (LabelChunk& chunk : chunksOf(0, {0, 1, 3}, positions))
            chunks.push_back(chunk);
        std::rotate(chunks.begin(), chunks.begin() + 3, chunks.end());
        const LabelFile file = readBack(bytesOf(chunks));
        std::vector<std::string> warnings;
        const auto dataset = labelledDataset(file.chunks, &warnings);
        QVERIFY2(dataset.ok(), messageOf(dataset));
        // Shard 3 (dataset indices 2, 5, 8) is missing.
        QCOMPARE(labelsOf(dataset->training), (std::vector<float>{0, 1, 3, 4, 6}));
        QCOMPARE(labelsOf(dataset->validation), (std::vector<float>{7, 9}));
        QCOMPARE(dataset->training[3].p, positions[4].player());
        QCOMPARE(warnings, std::vector<std::string>{"shard 3/3: no labels"});
    }

    void anInterruptedChunkIsNotRead() {
        const auto positions = test::randomPositions(kSamples, 3);
        const auto chunks = chunksOf(0, {0, 2}, positions);
        const std::size_t firstBytes = encodeLabelChunk(chunks[0]).size();
        std::vector<std::uint8_t> bytes = bytesOf(chunks);
        bytes.resize(bytes.size() - 5);
        const LabelFile file = readBack(bytes);
        QCOMPARE(file.chunks.size(), std::size_t(1));
        QCOMPARE(file.completeBytes, std::uint64_t(firstBytes));
        QCOMPARE(file.damage, std::string("a chunk cut short"));
        // Cut within the next chunk's header.
        bytes.resize(firstBytes + 7);
        QCOMPARE(readBack(bytes).damage, std::string("a chunk cut short"));
        bytes.resize(firstBytes);
        QCOMPARE(readBack(bytes).damage, std::string());
    }

    void damageIsFound_data() {
        QTest::addColumn<int>("offset");
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("damage");
        QTest::newRow("magic") << 0 << int('X') << "not a Hasami labels chunk (bad magic)";
        QTest::newRow("version")
            << 4 << 9 << "unsupported labels chunk format version 9 (this program reads version 2)";
        QTest::newRow("shard past its count") << 22 << 7 << "a shard outside its run";
        QTest::newRow("huge count") << 47 << 0x7f << "a chunk of too many samples";
        QTest::newRow("label") << 65 << 0x55 << "bad checksum: the labels chunk is corrupt";
    }
    void damageIsFound() {
        QFETCH(int, offset);
        QFETCH(int, value);
        QFETCH(QString, damage);
        const auto positions = test::randomPositions(kSamples, 4);
        std::vector<std::uint8_t> bytes = bytesOf(chunksOf(0, {0}, positions));
        bytes[std::size_t(offset)] = std::uint8_t(value);
        const LabelFile file = readBack(bytes);
        QCOMPARE(file.chunks.size(), std::size_t(0));
        QCOMPARE(file.completeBytes, std::uint64_t(0));
        QCOMPARE(QString::fromStdString(file.damage), damage);
    }

    void aSampleLabelledTwiceIsRefused() {
        const auto positions = test::randomPositions(kSamples, 5);
        std::vector<LabelChunk> chunks = chunksOf(2, {0, 1}, positions);
        chunks.push_back(chunksOf(2, {1}, positions).front());
        QCOMPARE(refusal(chunks),
                 std::string("shard 3/3 labels sample 2 twice (a file given twice?)"));
    }

    // Shard 3/3 holds 3 samples: a chunk reaching past them is refused, also when its first
    // sample is so far out that first + count wraps around to 0.
    void samplesBeyondAShardsEndAreRefused_data() {
        QTest::addColumn<quint64>("first");
        QTest::newRow("one past the end") << quint64(1);
        QTest::newRow("wrapping around") << quint64(std::numeric_limits<std::uint64_t>::max() - 2);
    }
    void samplesBeyondAShardsEndAreRefused() {
        QFETCH(quint64, first);
        const auto positions = test::randomPositions(kSamples, 8);
        LabelChunk chunk = chunksOf(2, {0}, positions).front();
        chunk.first = first;
        QCOMPARE(refusal({chunk}), std::string("shard 3/3 labels samples beyond its end"));
    }

    void gapsAndShortShardsAreSaid() {
        const auto positions = test::randomPositions(kSamples, 6);
        std::vector<LabelChunk> chunks = chunksOf(0, {0, 2, 3}, positions);
        chunks.erase(chunks.begin() + 1);  // shard sample 3 (dataset index 6)
        chunks.push_back(chunksOf(1, {0, 2}, positions).front());
        chunks.push_back(chunksOf(2, {0}, positions).front());
        std::vector<std::string> warnings;
        const auto dataset = labelledDataset(chunks, &warnings);
        QVERIFY2(dataset.ok(), messageOf(dataset));
        QCOMPARE(labelsOf(dataset->training), (std::vector<float>{0, 1, 2, 3, 4, 5}));
        QCOMPARE(labelsOf(dataset->validation), (std::vector<float>{8, 9}));
        QCOMPARE(warnings, (std::vector<std::string>{"shard 1/3: samples 3 to 3 are not labelled",
                                                     "shard 2/3: 2 of 3 samples labelled"}));
    }

    // A run resumed with another evaluation would mix two kinds of label.
    void evaluationsAreToldApart() {
        const auto shipped = ai::evaluatorByName("shipped");
        const auto again = ai::evaluatorByName("shipped");
        const auto simple = ai::evaluatorByName("simple");
        QVERIFY(shipped && again && simple);
        QCOMPARE(evaluatorFingerprint(**shipped), evaluatorFingerprint(**again));
        QVERIFY(evaluatorFingerprint(**shipped) != evaluatorFingerprint(**simple));
        struct Zero : ai::Evaluator {
            int evaluate(Bitboard, Bitboard) const override { return 0; }
        };
        struct One : ai::Evaluator {
            int evaluate(Bitboard, Bitboard) const override { return 1; }
        };
        QVERIFY(evaluatorFingerprint(Zero()) != evaluatorFingerprint(One()));
    }

    void otherRunsAreRefused() {
        const auto positions = test::randomPositions(kSamples, 7);
        std::vector<LabelChunk> chunks = chunksOf(0, {0}, positions);
        LabelChunk deeper = chunksOf(1, {0}, positions).front();
        ++deeper.run.depth;
        chunks.push_back(deeper);
        QCOMPARE(refusal(chunks),
                 std::string(
                     "labels of different runs (dataset, evaluation, depth, exactness or shards)"));
        QCOMPARE(refusal({}), std::string("no labels"));
    }
};

QTEST_GUILESS_MAIN(TestLabelFile)
#include "tst_label_file.moc"
