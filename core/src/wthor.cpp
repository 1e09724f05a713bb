#include "core/wthor.h"

#include <filesystem>
#include <span>

#include "core/position.h"
#include "core/quote.h"
#include "core/read_file.h"

namespace hasami {

namespace {

// Far above the largest WTHOR file (a year's games are some hundreds of KB, WTHOR.JOU some
// tens), so that a wrong file is refused rather than read whole.
constexpr std::size_t kMaxWthorBytes = std::size_t{64} << 20;
constexpr int kMostMoves = 60;

struct Header {
    std::uint32_t games;  // the records of a .wtb
    std::uint16_t names;  // the records of a .JOU or .TRN
    std::uint16_t year;
    std::uint8_t boardSize;
};

std::uint32_t littleEndian(std::string_view bytes, std::size_t at, int size) {
    std::uint32_t value = 0;
    for (int i = 0; i < size; ++i)
        value |= std::uint32_t(std::uint8_t(bytes[at + std::size_t(i)])) << (8 * i);
    return value;
}

Result<Header> readHeader(std::string_view bytes, const std::string& path) {
    if (bytes.size() < kWthorHeaderBytes)
        return Error{quotePath(path) + ": not a WTHOR file (shorter than its 16-byte header)"};
    return Header{littleEndian(bytes, 4, 4), std::uint16_t(littleEndian(bytes, 8, 2)),
                  std::uint16_t(littleEndian(bytes, 10, 2)), std::uint8_t(bytes[12])};
}

// ISO-8859-1 up to the first zero, as UTF-8, without the spaces around it.
std::string latin1Name(std::string_view record) {
    std::string name;
    for (const char c : record.substr(0, record.find('\0'))) {
        const auto byte = std::uint8_t(c);
        if (byte < 0x80) {
            name += c;
        } else {
            name += char(0xC0 | byte >> 6);
            name += char(0x80 | (byte & 0x3F));
        }
    }
    const auto first = name.find_first_not_of(' ');
    const auto last = name.find_last_not_of(' ');
    return first == std::string::npos ? "" : name.substr(first, last - first + 1);
}

// "f5" for 56, or nullopt for a byte that is no square.
std::optional<Square> wthorSquare(std::uint8_t code) {
    const int row = code / 10, column = code % 10;
    if (row < 1 || row > 8 || column < 1 || column > 8) return std::nullopt;
    return Square::at(column - 1, row - 1);
}

// The name of `number` in `names`; the error when an index is given but the number is not in
// it. An empty list names nobody.
Result<std::string> nameOf(const std::vector<std::string>& names, std::uint32_t number,
                           const char* what) {
    if (names.empty()) return std::string();
    if (number >= names.size()) {
        return Error{what + (" number " + std::to_string(number)) + " is not in the " +
                     std::to_string(names.size()) + " names"};
    }
    return names[number];
}

Result<ArchiveGame> decodeGame(std::string_view record, const WthorNames& names, int year) {
    std::vector<Move> moves;
    Position position = Position::start();
    for (int i = 0; i < kMostMoves; ++i) {
        const auto code = std::uint8_t(record[8 + std::size_t(i)]);
        if (code == 0) break;
        const auto square = wthorSquare(code);
        if (!square)
            return Error{"move " + std::to_string(i + 1) + " is no square (" +
                         std::to_string(code) + ")"};
        if (position.mustPass()) {
            moves.push_back(Move::pass());
            position = position.passed();
        }
        if (!position.isLegal(*square))
            return Error{"move " + std::to_string(i + 1) + " (" + square->name() +
                         ") is not legal"};
        moves.push_back(*square);
        position = position.play(*square);
    }
    const int blackDiscs = std::uint8_t(record[6]);
    if (blackDiscs > 64)
        return Error{"black's discs, " + std::to_string(blackDiscs) + ", are over 64"};
    auto game = finishGame(std::move(moves), 2 * blackDiscs - 64);
    if (!game) return game.error();
    auto tournament = nameOf(names.tournaments, littleEndian(record, 0, 2), "the tournament");
    auto black = nameOf(names.players, littleEndian(record, 2, 2), "black's player");
    auto white = nameOf(names.players, littleEndian(record, 4, 2), "white's player");
    for (const auto* name : {&tournament, &black, &white})
        if (!*name) return name->error();
    game->event = std::move(*tournament);
    game->black = std::move(*black);
    game->white = std::move(*white);
    game->year = year;
    return game;
}

// The file named `name` in `folder`, whatever the case of its letters; empty when there is none.
std::string findBeside(const std::filesystem::path& folder, std::string_view name) {
    const auto lower = [](std::string text) {
        for (char& c : text)
            c = char(std::tolower(static_cast<unsigned char>(c)));
        return text;
    };
    std::error_code failed;
    for (const auto& entry : std::filesystem::directory_iterator(folder, failed)) {
        if (lower(entry.path().filename().string()) == lower(std::string(name)))
            return entry.path().string();
    }
    return {};
}

// The names of the .JOU or .TRN file beside a .wtb; none when there is no such file.
Result<std::vector<std::string>> namesBeside(const std::string& wtb, std::string_view name,
                                             std::size_t recordBytes) {
    const std::string path = findBeside(std::filesystem::path(wtb).parent_path().empty()
                                            ? std::filesystem::path(".")
                                            : std::filesystem::path(wtb).parent_path(),
                                        name);
    if (path.empty()) return std::vector<std::string>();
    const auto bytes = readFile(path, kMaxWthorBytes);
    if (!bytes) return bytes.error();
    return decodeWthorNames(*bytes, recordBytes, path);
}

}  // namespace

Result<std::vector<std::string>> decodeWthorNames(std::string_view bytes, std::size_t recordBytes,
                                                  const std::string& path) {
    const auto header = readHeader(bytes, path);
    if (!header) return header.error();
    const std::size_t end = kWthorHeaderBytes + header->names * recordBytes;
    if (bytes.size() < end) {
        return Error{quotePath(path) + ": its header counts " + std::to_string(header->names) +
                     " names, the file ends before the last"};
    }
    std::vector<std::string> names;
    for (std::size_t at = kWthorHeaderBytes; at < end; at += recordBytes)
        names.push_back(latin1Name(bytes.substr(at, recordBytes)));
    return names;
}

Result<Archive> decodeWthorGames(std::string_view bytes, const std::string& path,
                                 const WthorNames& names) {
    const auto header = readHeader(bytes, path);
    if (!header) return header.error();
    if (header->boardSize != 0 && header->boardSize != 8) {
        return Error{quotePath(path) + ": WTHOR games on a board of " +
                     std::to_string(header->boardSize) + "x" + std::to_string(header->boardSize) +
                     ", not 8x8"};
    }
    const std::size_t stated = header->games;
    const std::size_t whole = (bytes.size() - kWthorHeaderBytes) / kWthorGameBytes;
    Archive archive;
    for (std::size_t i = 0; i < std::min(stated, whole); ++i) {
        auto game =
            decodeGame(bytes.substr(kWthorHeaderBytes + i * kWthorGameBytes, kWthorGameBytes),
                       names, header->year);
        if (game) {
            archive.games.push_back(std::move(*game));
        } else {
            archive.problems.push_back(
                {path, 0, game.error().message, ArchiveProblem::Kind::Unreadable, int(i) + 1});
        }
    }
    if (whole < stated) {
        archive.problems.push_back(
            {path, 0,
             cutShortReason("the header counts " + std::to_string(stated) +
                            " games, the file holds " + std::to_string(whole)),
             ArchiveProblem::Kind::CutShort, int(whole) + 1});
    }
    return archive;
}

Result<Archive> readWthorFile(const std::string& path) {
    const auto bytes = readFile(path, kMaxWthorBytes);
    if (!bytes) return bytes.error();
    auto players = namesBeside(path, "WTHOR.JOU", kWthorPlayerBytes);
    if (!players) return players.error();
    auto tournaments = namesBeside(path, "WTHOR.TRN", kWthorTournamentBytes);
    if (!tournaments) return tournaments.error();
    return decodeWthorGames(*bytes, path, {std::move(*players), std::move(*tournaments)});
}

}  // namespace hasami
