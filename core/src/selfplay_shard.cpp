#include "core/selfplay_shard.h"

#include <bit>
#include <span>

#include "core/position.h"
#include "core/quote.h"
#include "core/read_file.h"

namespace hasami {

namespace {

constexpr std::string_view kMagic = "HSPGAMES";
constexpr std::uint32_t kFixedVersion = 1;   // a 64-byte record a game
constexpr std::uint32_t kPackedVersion = 2;  // the moves as ranks among the legal ones
constexpr std::size_t kPackedRecordHead = 3;
// A record that ends with the file: what an interrupted run leaves.
constexpr std::string_view kCutShort = "cut short";
constexpr std::uint8_t kNoSquare = 0xFF;
constexpr int kMostSquares = 60;
// Far above any corpus shard (20 MB at most), so that a wrong file is refused, not read whole.
constexpr std::size_t kMaxShardBytes = std::size_t{64} << 20;

std::span<const std::uint8_t> asBytes(std::string_view text) {
    return {reinterpret_cast<const std::uint8_t*>(text.data()), text.size()};
}

// `bytes` bytes of `value`, little-endian, whatever the machine.
void putLittleEndian(std::string& out, std::uint64_t value, int bytes) {
    for (int i = 0; i < bytes; ++i)
        out.push_back(char(value >> (8 * i)));
}

std::uint64_t getLittleEndian(std::span<const std::uint8_t> bytes, std::size_t at, int size) {
    std::uint64_t value = 0;
    for (int i = 0; i < size; ++i)
        value |= std::uint64_t(bytes[at + std::size_t(i)]) << (8 * i);
    return value;
}

// The game, if `end`, the position its moves reach, ends it with its result; else why not.
Result<SelfPlayGame> ended(const Position& end, SelfPlayGame game) {
    if (!end.isGameOver()) return Error{"the game does not end"};
    const int black = end.sideToMove() == Color::Black ? end.finalScore() : -end.finalScore();
    if (black != game.result) return Error{"the result is not the final position's"};
    return game;
}

// The game of one fixed record, or why it is not one.
Result<SelfPlayGame> decodeFixedGame(std::span<const std::uint8_t> record) {
    SelfPlayGame game;
    const int count = record[0];
    game.randomMoves = record[1];
    game.result = std::int8_t(record[2]);
    if (count > kMostSquares || game.randomMoves > count || record[3] != 0)
        return Error{"not a game record"};
    Position position = Position::start();
    for (int i = 0; i < kMostSquares; ++i) {
        const std::uint8_t square = record[4 + std::size_t(i)];
        if (i >= count) {
            if (square != kNoSquare) return Error{"bytes after the last move"};
            continue;
        }
        if (position.mustPass()) position = position.passed();
        if (square >= 64 || !bb::has(position.legalMoves(), square))
            return Error{"move " + std::to_string(i + 1) + " is not legal"};
        game.squares.push_back(Square::fromIndex(square));
        position = position.play(game.squares.back());
    }
    return ended(position, std::move(game));
}

// How many bits tell a position's `legal` moves apart: none when the move is forced.
int rankBits(Bitboard legal) {
    return std::bit_width(unsigned(bb::count(legal) - 1));
}

// The game of the packed record at `at`, which moves to the record's end; or why it is not one.
Result<SelfPlayGame> decodePackedGame(std::span<const std::uint8_t> bytes, std::size_t& at) {
    if (bytes.size() - at < kPackedRecordHead) return Error{std::string(kCutShort)};
    SelfPlayGame game;
    const int count = bytes[at];
    game.randomMoves = bytes[at + 1];
    game.result = std::int8_t(bytes[at + 2]);
    if (count > kMostSquares || game.randomMoves > count) return Error{"not a game record"};
    std::size_t bit = (at + kPackedRecordHead) * 8;  // the next bit, lowest of each byte first
    Position position = Position::start();
    for (int i = 0; i < count; ++i) {
        if (position.mustPass()) position = position.passed();
        const Bitboard legal = position.legalMoves();
        const int width = legal ? rankBits(legal) : 0;
        if (bit + std::size_t(width) > bytes.size() * 8) return Error{std::string(kCutShort)};
        int rank = 0;
        for (int b = 0; b < width; ++b, ++bit)
            rank |= (bytes[bit / 8] >> (bit % 8) & 1) << b;
        if (rank >= bb::count(legal))
            return Error{"move " + std::to_string(i + 1) + " is not legal"};
        Bitboard left = legal;
        for (int r = 0; r < rank; ++r)
            left &= left - 1;
        game.squares.push_back(Square::fromIndex(bb::lowestIndex(left)));
        position = position.play(game.squares.back());
    }
    if (bit % 8 != 0 && bytes[bit / 8] >> (bit % 8) != 0) return Error{"bytes after the last move"};
    at = (bit + 7) / 8;
    return ended(position, std::move(game));
}

std::string header(const SelfPlaySettings& settings, std::uint64_t seed, std::uint32_t version) {
    std::string bytes(kMagic);
    putLittleEndian(bytes, version, 4);
    for (const int value :
         {settings.depth, settings.exactEmpties, settings.fewestRandom, settings.mostRandom}) {
        bytes.push_back(char(value));
    }
    putLittleEndian(bytes, seed, 8);
    bytes.resize(kSelfPlayHeaderBytes, 0);
    return bytes;
}

// The game's packed record, or why it cannot be written.
Result<std::string> packedGame(const SelfPlayGame& game) {
    if (game.squares.size() > std::size_t(kMostSquares) || game.randomMoves < 0 ||
        game.randomMoves > int(game.squares.size()) || game.result < -64 || game.result > 64) {
        return Error{"not a game"};
    }
    std::string record{char(game.squares.size()), char(game.randomMoves),
                       char(std::int8_t(game.result))};
    std::uint32_t pending = 0;  // bits not yet in a byte, lowest first
    int held = 0;
    Position position = Position::start();
    for (std::size_t i = 0; i < game.squares.size(); ++i) {
        if (position.mustPass()) position = position.passed();
        const Bitboard legal = position.legalMoves();
        const int square = game.squares[i].index();
        if (!bb::has(legal, square))
            return Error{"move " + std::to_string(i + 1) + " is not legal"};
        pending |= std::uint32_t(bb::count(legal & (bb::bit(square) - 1))) << held;
        held += rankBits(legal);
        for (; held >= 8; held -= 8, pending >>= 8)
            record.push_back(char(pending & 0xFF));
        position = position.play(game.squares[i]);
    }
    if (held > 0) record.push_back(char(pending));
    return record;
}

}  // namespace

std::string encodeSelfPlayHeader(const SelfPlaySettings& settings, std::uint64_t seed) {
    return header(settings, seed, kFixedVersion);
}

std::string encodeSelfPlayGame(const SelfPlayGame& game) {
    std::string record(kSelfPlayRecordBytes, char(kNoSquare));
    record[0] = char(game.squares.size());
    record[1] = char(game.randomMoves);
    record[2] = char(std::int8_t(game.result));
    record[3] = 0;
    for (std::size_t i = 0; i < game.squares.size(); ++i)
        record[4 + i] = char(game.squares[i].index());
    return record;
}

ArchiveGame toArchiveGame(const SelfPlayGame& game, const SelfPlaySettings& settings) {
    ArchiveGame archived{.moves = {}, .result = game.result, .complete = true};
    archived.perfectFromEmpties = settings.exactEmpties;
    Position position = Position::start();
    for (std::size_t i = 0; i < game.squares.size(); ++i) {
        if (int(i) == game.randomMoves) archived.firstTrainingPly = int(archived.moves.size());
        if (position.mustPass()) {
            archived.moves.push_back(Move::pass());
            position = position.passed();
        }
        archived.moves.push_back(game.squares[i]);
        position = position.play(game.squares[i]);
    }
    if (game.randomMoves >= int(game.squares.size()))
        archived.firstTrainingPly = int(archived.moves.size());
    return archived;
}

bool looksLikeSelfPlayShard(std::string_view bytes) {
    return bytes.starts_with(kMagic);
}

Result<SelfPlayShard> readSelfPlayShard(const std::string& path) {
    const auto text = readFile(path, kMaxShardBytes);
    if (!text) return text.error();
    return decodeSelfPlayShard(*text, path);
}

Result<std::string> encodePackedSelfPlayShard(const SelfPlaySettings& settings, std::uint64_t seed,
                                              const std::vector<SelfPlayGame>& games) {
    std::string bytes = header(settings, seed, kPackedVersion);
    for (std::size_t i = 0; i < games.size(); ++i) {
        const auto record = packedGame(games[i]);
        if (!record) return Error{"game " + std::to_string(i + 1) + ": " + record.error().message};
        bytes += *record;
    }
    return bytes;
}

Result<SelfPlayShard> decodeSelfPlayShard(std::string_view text, const std::string& path) {
    const auto bytes = asBytes(text);
    if (bytes.size() < kSelfPlayHeaderBytes || !looksLikeSelfPlayShard(text))
        return Error{quotePath(path) + ": not a self-play shard (no \"HSPGAMES\" header)"};
    const auto version = getLittleEndian(bytes, 8, 4);
    if (version != kFixedVersion && version != kPackedVersion)
        return Error{quotePath(path) + ": a self-play shard of another version"};
    SelfPlayShard shard;
    shard.packed = version == kPackedVersion;
    shard.settings = {bytes[12], bytes[13], bytes[14], bytes[15]};
    shard.seed = getLittleEndian(bytes, 16, 8);
    shard.completeBytes = kSelfPlayHeaderBytes;
    for (std::size_t at = kSelfPlayHeaderBytes; at < bytes.size();) {
        const std::string where = "game " + std::to_string(shard.games.size() + 1);
        Result<SelfPlayGame> game = Error{std::string(kCutShort)};
        if (shard.packed) {
            game = decodePackedGame(bytes, at);
        } else if (bytes.size() - at >= kSelfPlayRecordBytes) {
            game = decodeFixedGame(bytes.subspan(at, kSelfPlayRecordBytes));
            at += kSelfPlayRecordBytes;
        }
        if (!game) {
            const bool cut = game.error().message == kCutShort;
            shard.damage = where + (cut ? " " : ": ") + game.error().message;
            break;
        }
        shard.games.push_back(std::move(*game));
        shard.completeBytes = at;
    }
    return shard;
}

}  // namespace hasami
