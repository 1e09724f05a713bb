#include "core/archive.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>
#include <sstream>

#include "core/ggf.h"
#include "core/notation.h"
#include "core/quote.h"
#include "core/read_file.h"
#include "core/selfplay_shard.h"
#include "core/wthor.h"

namespace hasami {

namespace {

std::string_view trimmed(std::string_view s) {
    const auto space = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> words(std::string_view s) {
    std::vector<std::string_view> result;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i])))
            ++i;
        const std::size_t start = i;
        while (i < s.size() && !std::isspace(static_cast<unsigned char>(s[i])))
            ++i;
        if (i > start) result.push_back(s.substr(start, i - start));
    }
    return result;
}

// A signed whole number such as "+04", "-12" or "38".
std::optional<int> parseSigned(std::string_view s) {
    const bool negative = !s.empty() && s.front() == '-';
    if (!s.empty() && (s.front() == '+' || s.front() == '-')) s.remove_prefix(1);
    // Digits only after the sign: from_chars would take a second sign, and "--2147483648"
    // would then be negated past int.
    if (s.empty() || !std::isdigit(static_cast<unsigned char>(s.front()))) return std::nullopt;
    int value = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return negative ? -value : value;
}

class ArchiveReader {
  public:
    explicit ArchiveReader(const std::string& fileName) : fileName_(fileName) {}

    // The next line of `in` into `text`, false at the end; line() numbers it.
    bool nextLine(std::istream& in, std::string& text) {
        if (!std::getline(in, text)) return false;
        ++line_;
        unended_ = in.eof();  // no newline after it: the file may have been cut short here
        return true;
    }
    int line() const { return line_; }

    void problem(int line, std::string reason,
                 ArchiveProblem::Kind kind = ArchiveProblem::Kind::Unreadable) {
        // Each game of the file is either read or one problem: those before it are counted.
        const int game = int(archive_.games.size() + archive_.problems.size()) + 1;
        archive_.problems.push_back({fileName_, line, std::move(reason), kind, game});
    }
    void add(Result<ArchiveGame> game, int line) {
        if (game) {
            archive_.games.push_back(std::move(*game));
        } else {
            problem(line, game.error().message);
        }
    }
    // The archive read, the problems of its last game, from `lastGameLine` on, marked as cut
    // short when the file ends inside that game.
    Archive take(int lastGameLine) {
        for (ArchiveProblem& p : archive_.problems) {
            if (unended_ && lastGameLine > 0 && p.line >= lastGameLine) {
                p.reason = cutShortReason(p.reason);
                p.kind = ArchiveProblem::Kind::CutShort;
            }
        }
        return std::move(archive_);
    }

  private:
    std::string fileName_;
    Archive archive_;
    int line_ = 0;
    bool unended_ = false;
};

// A PGN game being read: its first line, the result tag, and the move text line by line.
struct PgnGame {
    int firstLine = 0;
    std::optional<int> declared;
    std::string black, white, event;
    int year = 0;
    std::vector<std::pair<int, std::string>> moveLines;  // line number, moves as a transcript
    bool inMoveText = false;                             // a tag now starts the next game
    bool bad = false;                                    // already reported
};

// The moves of a line of PGN move text as a transcript ("f5 f6 pa"), skipping move numbers;
// the error for a word that is not a move.
Result<std::string> pgnMoves(std::string_view line) {
    std::string transcript;
    for (std::string_view word : words(line)) {
        const bool moveNumber =
            std::isdigit(static_cast<unsigned char>(word.front())) && word.back() == '.';
        if (moveNumber) continue;
        std::string lower(word);
        std::transform(lower.begin(), lower.end(), lower.begin(),
                       [](unsigned char c) { return char(std::tolower(c)); });
        if (lower == "pass" || lower == "pa" || lower == "--") {
            transcript += "pa ";
        } else if (lower.size() == 2 && Square::parse(lower)) {
            transcript += lower + " ";
        } else {
            return Error{"not a move: " + quoteInput(word)};
        }
    }
    return transcript;
}

void finishPgnGame(PgnGame& game, ArchiveReader& reader) {
    if (game.bad || game.firstLine == 0) return;
    if (game.moveLines.empty()) {
        reader.problem(game.firstLine, "the game has tags but no moves",
                       ArchiveProblem::Kind::NoMoves);
        return;
    }
    std::string transcript;
    for (const auto& [line, moves] : game.moveLines)
        transcript += moves;
    auto moves = parseTranscript(transcript);
    if (!moves) {
        // The first line whose moves, with all before them, no longer parse.
        std::string prefix;
        for (const auto& [line, lineMoves] : game.moveLines) {
            prefix += lineMoves;
            if (!parseTranscript(prefix)) {
                reader.problem(line, moves.error().message());
                return;
            }
        }
    }
    auto finished = finishGame(std::move(moves).value(), game.declared);
    if (finished) {
        finished->black = game.black;
        finished->white = game.white;
        finished->year = game.year;
        finished->event = game.event;
    }
    reader.add(std::move(finished), game.firstLine);
}

// The year of a PGN or GGF date ("2000", "2000.05.21", "2003.02.13_19:35:16.GMT"); 0 when it
// does not start with one: a longer number ("1045161316", seconds) is no year.
int dateYear(std::string_view date) {
    int year = 0;
    const auto [end, ec] =
        std::from_chars(date.data(), date.data() + std::min<std::size_t>(4, date.size()), year);
    const bool more = date.size() > 4 && std::isdigit(static_cast<unsigned char>(date[4]));
    return ec == std::errc() && end == date.data() + 4 && !more ? year : 0;
}

// [Name "value"]; nullopt when the line is not a tag.
std::optional<std::pair<std::string_view, std::string_view>> pgnTag(std::string_view line) {
    if (line.size() < 2 || line.front() != '[' || line.back() != ']') return std::nullopt;
    line = trimmed(line.substr(1, line.size() - 2));
    const std::size_t space = line.find(' ');
    if (space == std::string_view::npos) return std::nullopt;
    const std::string_view value = trimmed(line.substr(space + 1));
    if (value.size() < 2 || value.front() != '"' || value.back() != '"') return std::nullopt;
    return std::pair{line.substr(0, space), value.substr(1, value.size() - 2)};
}

// "38-26": black's discs minus white's. "*" or nothing: unknown.
Result<int> pgnResult(std::string_view value) {
    const std::size_t dash = value.find('-');
    const auto black = parseSigned(value.substr(0, dash));
    const auto white =
        dash == std::string_view::npos ? std::nullopt : parseSigned(value.substr(dash + 1));
    if (!black || !white || *black < 0 || *white < 0 || *black > 64 || *white > 64 ||
        *black + *white > 64) {
        return Error{"bad result " + quoteInput(value) + " (black's discs, '-', white's)"};
    }
    return *black - *white;
}

}  // namespace

std::string cutShortReason(std::string_view reason) {
    return "the last game is cut short, the file ends inside it (" + std::string(reason) + ")";
}

Result<ArchiveGame> finishGame(std::vector<Move> moves, std::optional<int> declared) {
    Position end = Position::start();
    for (const Move m : moves)
        end = end.play(m);
    ArchiveGame game{.moves = std::move(moves), .complete = end.isGameOver()};
    if (game.complete) {
        const int score = end.finalScore();
        game.result = end.sideToMove() == Color::Black ? score : -score;
    } else if (declared) {
        game.result = *declared;
    } else {
        return Error{"the game stops before the end and gives no result"};
    }
    return game;
}

std::string ArchiveProblem::message() const {
    if (line == 0) return quotePath(file) + ": game " + std::to_string(game) + ": " + reason;
    return quotePath(file) + ":" + std::to_string(line) + ": " + reason;
}

Archive readPgnGames(std::istream& in, const std::string& fileName) {
    ArchiveReader reader(fileName);
    PgnGame game;
    std::string text;
    while (reader.nextLine(in, text)) {
        const int number = reader.line();
        const std::string_view line = trimmed(text);
        if (line.empty()) continue;
        if (line.front() == '[') {
            if (game.inMoveText) {
                finishPgnGame(game, reader);
                game = PgnGame{};
            }
            if (game.firstLine == 0) game.firstLine = number;
            const auto tag = pgnTag(line);
            std::string reason;
            if (!tag) {
                reason = "not a tag: " + quoteInput(line);
            } else if (tag->first == "Result" && tag->second != "*") {
                const auto result = pgnResult(tag->second);
                game.declared = result ? std::optional(*result) : std::nullopt;
                if (!result) reason = result.error().message;
            } else if (tag->first == "Black") {
                game.black = tag->second;
            } else if (tag->first == "White") {
                game.white = tag->second;
            } else if (tag->first == "Date") {
                game.year = dateYear(tag->second);
            } else if (tag->first == "Event") {
                game.event = tag->second;
            }
            if (!reason.empty() && !game.bad) {
                reader.problem(number, reason);
                game.bad = true;
            }
            continue;
        }
        if (game.firstLine == 0) game.firstLine = number;
        game.inMoveText = true;
        const auto moves = pgnMoves(line);
        if (!moves && !game.bad) {
            reader.problem(number, moves.error().message);
            game.bad = true;
        }
        if (moves) game.moveLines.emplace_back(number, *moves);
    }
    finishPgnGame(game, reader);
    return reader.take(game.firstLine);
}

namespace {

// Reads an archive of one game a line: `readLine(reader, number, line)` for each line that is
// not blank, with its number and without the spaces around it.
template <typename ReadLine>
Archive readGameLines(std::istream& in, const std::string& fileName, ReadLine readLine) {
    ArchiveReader reader(fileName);
    std::string text;
    while (reader.nextLine(in, text)) {
        const std::string_view line = trimmed(text);
        if (!line.empty()) readLine(reader, reader.line(), line);
    }
    return reader.take(reader.line());
}

void readLogbookLine(ArchiveReader& reader, int number, std::string_view line) {
    const std::size_t colon = line.find(':');
    const std::string_view moveText = trimmed(line.substr(0, colon));
    const std::vector<std::string_view> after = colon == std::string_view::npos
                                                    ? std::vector<std::string_view>{}
                                                    : words(line.substr(colon + 1));
    const std::optional<int> declared = after.empty() ? std::nullopt : parseSigned(after[0]);
    if (!declared) {
        reader.problem(number, "no result after the moves (\": +04\")");
        return;
    }
    if (*declared < -64 || *declared > 64) {
        reader.problem(number, "bad result " + quoteInput(after[0]) + " (from -64 to +64)");
        return;
    }
    // Moves are "+d3" or "-c3": the colour, then the square.
    std::string transcript;
    std::vector<Color> colors;
    for (std::size_t i = 0; i < moveText.size(); i += 3) {
        const std::string_view move = moveText.substr(i, 3);
        if (move.size() != 3 || (move[0] != '+' && move[0] != '-')) {
            transcript.clear();
            colors.clear();
            break;
        }
        colors.push_back(move[0] == '+' ? Color::Black : Color::White);
        transcript += std::string(move.substr(1)) + " ";
    }
    if (colors.empty()) {
        reader.problem(number, "moves are not written as +d3-c3...");
        return;
    }
    auto moves = parseTranscript(transcript);
    if (!moves) {
        reader.problem(number, moves.error().message());
        return;
    }
    // Each move's colour must be the side to move once the forced passes are inserted.
    Color toMove = Color::Black;
    std::size_t played = 0;
    std::string reason;
    for (const Move m : *moves) {
        if (!m.isPass() && colors[played++] != toMove) {
            reason = "move " + std::to_string(played) + " (" + m.name() + ") is marked for " +
                     (toMove == Color::Black ? "white" : "black") + " but " +
                     (toMove == Color::Black ? "black" : "white") + " is to move";
            break;
        }
        toMove = opposite(toMove);
    }
    if (!reason.empty()) {
        reader.problem(number, reason);
        return;
    }
    reader.add(finishGame(std::move(moves).value(), declared), number);
}

void readGgfLine(ArchiveReader& reader, int number, std::string_view line) {
    auto parsed = parseGgf(line);
    if (!parsed) {
        reader.problem(number, parsed.error().message());
        return;
    }
    GgfGame ggf = std::move(parsed).value();
    if (ggf.start != Position::start()) {
        reader.problem(number, "the game starts from another position than the standard one");
        return;
    }
    auto game = finishGame(std::move(ggf.moves), parseSigned(ggf.result));
    if (game && (game->result < -64 || game->result > 64)) {
        game = Error{"bad result " + quoteInput(ggf.result) + " (from -64 to +64)"};
    }
    if (game) {
        game->black = std::move(ggf.black);
        game->white = std::move(ggf.white);
        game->year = dateYear(ggf.date);
    }
    reader.add(std::move(game), number);
}

void readTranscriptLine(ArchiveReader& reader, int number, std::string_view line) {
    auto moves = parseTranscript(line);
    if (!moves) {
        reader.problem(number, moves.error().message());
        return;
    }
    reader.add(finishGame(std::move(moves).value(), std::nullopt), number);
}

}  // namespace

Archive readLogbookGames(std::istream& in, const std::string& fileName) {
    return readGameLines(in, fileName, readLogbookLine);
}

Archive readGgfGames(std::istream& in, const std::string& fileName) {
    return readGameLines(in, fileName, readGgfLine);
}

Archive readTranscriptGames(std::istream& in, const std::string& fileName) {
    return readGameLines(in, fileName, readTranscriptLine);
}

std::size_t removeGamesAfter(Archive& archive, int lastYear) {
    return std::erase_if(archive.games, [&](const ArchiveGame& g) { return g.year > lastYear; });
}

namespace {

// WTHOR's games are told by their name: nothing in their bytes says what they are.
bool isWthorGamesFile(std::string_view path) {
    const auto dot = path.rfind('.');
    if (dot == std::string_view::npos) return false;
    std::string extension(path.substr(dot));
    for (char& c : extension)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return extension == ".wtb";
}

Result<Archive> readSelfPlayArchive(std::string_view bytes, const std::string& path) {
    auto shard = decodeSelfPlayShard(bytes, path);
    if (!shard) return shard.error();
    Archive archive;
    for (const SelfPlayGame& game : shard->games)
        archive.games.push_back(toArchiveGame(game, shard->settings));
    if (!shard->damage.empty()) {
        const int game = int(shard->games.size()) + 1;
        archive.problems.push_back({path, game, shard->damage + "; the games before it are read",
                                    ArchiveProblem::Kind::Unreadable, game});
    }
    return archive;
}

}  // namespace

Result<Archive> readArchiveFile(const std::string& path) {
    // Far above the largest archives (all of WTHOR as text is some tens of MB), so that
    // /dev/zero or a wrong file is refused rather than read until memory runs out.
    constexpr std::size_t kMaxFileBytes = std::size_t{256} << 20;
    if (isWthorGamesFile(path)) return readWthorFile(path);
    auto text = readFile(path, kMaxFileBytes);
    if (!text) return text.error();
    if (looksLikeSelfPlayShard(*text)) return readSelfPlayArchive(*text, path);
    dropByteOrderMark(*text);
    const std::string_view content = trimmed(*text);
    const char first = content.empty() ? 0 : content.front();
    std::istringstream in(std::move(*text));
    if (first == '[') return readPgnGames(in, path);
    if (first == '+' || first == '-') return readLogbookGames(in, path);
    if (first == '(') return readGgfGames(in, path);
    if ((first >= 'a' && first <= 'h') || (first >= 'A' && first <= 'H'))
        return readTranscriptGames(in, path);
    return Error{quotePath(path) +
                 ": not PGN ('[' tags), a logbook (\"+d3-c3...: +04\"), GGF (\"(;GM[Othello]\"), "
                 "transcripts (\"f5d6c3...\"), WTHOR (.wtb) or self-play games"};
}

}  // namespace hasami
