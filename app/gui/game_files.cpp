#include "game_files.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <string_view>

#include "core/ggf.h"
#include "core/notation.h"
#include "core/obf.h"
#include "core/quote.h"
#include "whole_file.h"

namespace hasami::gui {

namespace {

// The translation context of this file's messages (free functions have none of their own).
struct GameFiles {
    Q_DECLARE_TR_FUNCTIONS(GameFiles)
};

// No game is this large (a GGF game with every move commented takes a few kilobytes); more
// is not read, whatever the file says its size is (/dev/zero says 0).
constexpr qint64 kMaxGameBytes = 4 * 1024 * 1024;

QString describe(const ParseError& e) {
    return QString::fromStdString(e.reason) +
           (e.token.empty() ? QString() : ": " + QString::fromStdString(quoteInput(e.token)));
}

// A board string stands alone (possibly with .obf scores after a ';').
// The text before the first `end`, or all of it.
QByteArray upTo(const QByteArray& text, char end) {
    const qsizetype at = text.indexOf(end);
    return at < 0 ? text : text.first(at);
}

QByteArray firstLine(const QByteArray& text) {
    return upTo(text, '\n');
}

bool looksLikeBoard(const QByteArray& trimmed) {
    const QByteArray first = upTo(firstLine(trimmed), ';').simplified();
    const bool startsWithSquare = first.size() >= 2 && QChar(first[0]).toLower() >= 'a' &&
                                  QChar(first[0]).toLower() <= 'h' && first[1] >= '1' &&
                                  first[1] <= '8';
    return first.size() >= 64 && !startsWithSquare;
}

// The squares of a board string, counted, when its first word is made of discs and empty
// squares only (no transcript is: its squares have letters and digits). A row at least, so
// that a pass or two ("--") stay transcripts. The side to move may follow without a space.
std::optional<qsizetype> boardSquares(const QByteArray& trimmed) {
    constexpr std::string_view kCells = "XxOo*-.";
    constexpr std::string_view kSides = "XxOo*";
    const QList<QByteArray> words = upTo(firstLine(trimmed), ';').simplified().split(' ');
    const QByteArray& board = words.front();
    if (board.size() < 8 || !std::all_of(board.begin(), board.end(), [&](char c) {
            return kCells.find(c) != std::string_view::npos;
        })) {
        return std::nullopt;
    }
    const bool sideAttached = words.size() == 1 && board.size() != 64 &&
                              kSides.find(board.back()) != std::string_view::npos;
    return board.size() - (sideAttached ? 1 : 0);
}

ReadGame readBoard(const QByteArray& trimmed) {
    if (const auto squares = boardSquares(trimmed); squares && *squares != 64) {
        return {std::nullopt,
                GameFiles::tr("Not a valid board string: it has %n square(s); 64 squares expected.",
                              "", int(*squares))};
    }
    const auto entry = parseObfLine(firstLine(trimmed).toStdString());
    if (!entry)
        return {std::nullopt,
                GameFiles::tr("Not a valid board string: %1").arg(describe(entry.error()))};
    if (entry->position.isGameOver()) {
        return {std::nullopt,
                GameFiles::tr("This position cannot be played: neither side has a move.")};
    }
    return {GameRecord(entry->position), {}};
}

// The clock of a GGF game with a time control, its moves' times when they match the record's
// moves (a pass the file left out has none).
std::optional<GameTiming> timingOf(const GgfGame& game, const GameRecord& record) {
    const auto control = parseTimeControl(game.timeControl);
    if (game.timeControl.empty() || !control || control->seconds <= 0) return std::nullopt;
    GameTiming timing{*control, {}, {}};
    if (game.seconds.size() == record.moves().size()) timing.seconds = game.seconds;
    if (game.result.ends_with(":t"))
        timing.lostOnTime = game.result.starts_with('-') ? Color::Black : Color::White;
    return timing;
}

// The text as it came, not decoded: a byte that is not UTF-8 reaches the parsers and their
// messages quote it escaped, where decoding would have turned it into '\uFFFD'.
ReadGame readGameBytes(const QByteArray& text) {
    const QByteArray trimmed = text.trimmed();
    if (trimmed.isEmpty()) return {std::nullopt, GameFiles::tr("There is nothing to read.")};
    if (trimmed.contains("(;")) {
        const auto game = parseGgf(trimmed.toStdString());
        if (!game)
            return {std::nullopt,
                    GameFiles::tr("Not a valid GGF game: %1").arg(describe(game.error()))};
        GameRecord record(game->start);
        for (const Move m : game->moves) {
            // GGF lists forced passes, which the record adds by itself after a move.
            if (m.isPass() && !record.current().mustPass()) continue;
            if (!record.play(m)) {
                return {std::nullopt, GameFiles::tr("Not a valid GGF game: an illegal move")};
            }
        }
        return {record,
                {},
                QString::fromStdString(game->black),
                QString::fromStdString(game->white),
                timingOf(*game, record)};
    }
    if (looksLikeBoard(trimmed) || boardSquares(trimmed)) return readBoard(trimmed);
    auto record = GameRecord::fromTranscript(trimmed.toStdString());
    if (!record) {
        return {std::nullopt, GameFiles::tr("Not a valid transcript: %1 (move %2)")
                                  .arg(describe(record.error()))
                                  .arg(record.error().index + 1)};
    }
    return {std::move(record).value(), {}};
}

}  // namespace

ReadGame readGameText(const QString& text) {
    if (text.size() > kMaxGameBytes)
        return {std::nullopt, GameFiles::tr("This text is too large to be a game.")};
    return readGameBytes(text.toUtf8());
}

ReadGame readGameFile(const QString& path) {
    // Opening a pipe waits for a writer, for ever (the window never painted), and a device may
    // never end.
    if (const QFileInfo info(path); info.exists() && !info.isFile()) {
        return {std::nullopt, GameFiles::tr("Cannot open %1: %2")
                                  .arg(info.fileName(), GameFiles::tr("it is not a regular file"))};
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        return {std::nullopt, GameFiles::tr("Cannot open %1: %2")
                                  .arg(QFileInfo(path).fileName(), file.errorString())};
    }
    const QByteArray bytes = file.read(kMaxGameBytes + 1);
    if (bytes.size() > kMaxGameBytes)
        return {std::nullopt, GameFiles::tr("%1 is too large to be a game.").arg(path)};
    if (file.error() != QFileDevice::NoError) {
        return {std::nullopt, GameFiles::tr("Cannot read %1: %2")
                                  .arg(QFileInfo(path).fileName(), file.errorString())};
    }
    ReadGame game = path.endsWith(".obf", Qt::CaseInsensitive) ? readBoard(bytes.trimmed())
                                                               : readGameBytes(bytes);
    if (!game.record) game.error = QFileInfo(path).fileName() + ": " + game.error;
    return game;
}

GameFormat formatForPath(const QString& path) {
    return path.endsWith(".ggf", Qt::CaseInsensitive) ? GameFormat::Ggf : GameFormat::Transcript;
}

QString writeGameFile(const QString& path, const GameRecord& record, GameFormat format,
                      const QString& blackName, const QString& whiteName,
                      const std::optional<GameTiming>& timing) {
    std::string text;
    if (format == GameFormat::Transcript && record.start() == Position::start() && !timing) {
        text = record.fullTranscript() + "\n";
    } else {
        GgfGame game;
        game.start = record.start();
        game.moves = record.moves();
        game.black = blackName.toStdString();
        game.white = whiteName.toStdString();
        game.place = "Hasami";
        // The GGS form of a date: year.month.day_hour:minute:second.zone.
        game.date =
            QDateTime::currentDateTimeUtc().toString("yyyy.MM.dd_HH:mm:ss.'UTC'").toStdString();
        const Position& end = record.positionAt(record.length());
        if (end.isGameOver()) {
            // Black's final score, the empty squares going to the winner as on GGS.
            const int black =
                end.sideToMove() == Color::Black ? end.finalScore() : -end.finalScore();
            game.result = QString::asprintf("%+d", black).toStdString();
        }
        if (timing) {
            game.timeControl = formatTimeControl(timing->control);
            game.seconds = timing->seconds;
            game.seconds.resize(game.moves.size());  // the moves after the timed ones took none
            if (timing->lostOnTime) game.result = timeLossResult(*timing->lostOnTime);
        }
        text = formatGgf(game) + "\n";
    }
    const QByteArray bytes = QByteArray::fromStdString(text);
    if (const QString reason = writeWholeFile(path, bytes); !reason.isEmpty())
        return GameFiles::tr("Cannot save %1: %2").arg(QFileInfo(path).fileName(), reason);
    return {};
}

}  // namespace hasami::gui
