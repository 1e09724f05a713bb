#include "core/selfplay_shard.h"

#include <span>

#include "core/position.h"
#include "core/quote.h"
#include "core/read_file.h"

namespace hasami {

namespace {

constexpr std::string_view kMagic = "HSPGAMES";
constexpr std::uint32_t kVersion = 1;
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

// The game of one record, or why it is not one.
Result<SelfPlayGame> decodeGame(std::span<const std::uint8_t> record) {
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
    if (!position.isGameOver()) return Error{"the game does not end"};
    const int black =
        position.sideToMove() == Color::Black ? position.finalScore() : -position.finalScore();
    if (black != game.result) return Error{"the result is not the final position's"};
    return game;
}

}  // namespace

std::string encodeSelfPlayHeader(const SelfPlaySettings& settings, std::uint64_t seed) {
    std::string bytes(kMagic);
    putLittleEndian(bytes, kVersion, 4);
    for (const int value :
         {settings.depth, settings.exactEmpties, settings.fewestRandom, settings.mostRandom}) {
        bytes.push_back(char(value));
    }
    putLittleEndian(bytes, seed, 8);
    bytes.resize(kSelfPlayHeaderBytes, 0);
    return bytes;
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

Result<SelfPlayShard> decodeSelfPlayShard(std::string_view text, const std::string& path) {
    const auto bytes = asBytes(text);
    if (bytes.size() < kSelfPlayHeaderBytes || !looksLikeSelfPlayShard(text))
        return Error{quotePath(path) + ": not a self-play shard (no \"HSPGAMES\" header)"};
    if (getLittleEndian(bytes, 8, 4) != kVersion)
        return Error{quotePath(path) + ": a self-play shard of another version"};
    SelfPlayShard shard;
    shard.settings = {bytes[12], bytes[13], bytes[14], bytes[15]};
    shard.seed = getLittleEndian(bytes, 16, 8);
    shard.completeBytes = kSelfPlayHeaderBytes;
    for (std::size_t at = kSelfPlayHeaderBytes; at < bytes.size(); at += kSelfPlayRecordBytes) {
        const std::string where = "game " + std::to_string(shard.games.size() + 1);
        if (bytes.size() - at < kSelfPlayRecordBytes) {
            shard.damage = where + " cut short";
            break;
        }
        auto game = decodeGame(bytes.subspan(at, kSelfPlayRecordBytes));
        if (!game) {
            shard.damage = where + ": " + game.error().message;
            break;
        }
        shard.games.push_back(std::move(*game));
        shard.completeBytes = at + kSelfPlayRecordBytes;
    }
    return shard;
}

}  // namespace hasami
