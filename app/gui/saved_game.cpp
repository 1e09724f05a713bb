#include "saved_game.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "core/notation.h"

namespace hasami::gui {

namespace {

// The translation context of this file's messages.
struct SavedGames {
    Q_DECLARE_TR_FUNCTIONS(SavedGames)
};

constexpr auto kFormat = "hasami-game";
// Raised when a field changes meaning; a reader refuses what is newer than it knows.
constexpr int kVersion = 1;

QString bitboardText(Bitboard b) {
    return QString::number(b, 16);
}

std::optional<Bitboard> parseBitboard(const QJsonValue& value) {
    bool ok = false;
    const Bitboard b = value.toString().toULongLong(&ok, 16);
    return ok ? std::optional(b) : std::nullopt;
}

QJsonObject scoreObject(const PositionScore& s) {
    return {
        {"score", s.score}, {"depth", s.depth}, {"exact", s.exact}, {"winLossDraw", s.winLossDraw}};
}

PositionScore parseScore(const QJsonObject& o) {
    return {o["score"].toInt(), o["depth"].toInt(), o["exact"].toBool(), o["winLossDraw"].toBool()};
}

QJsonObject evaluationObject(const ai::MoveEvaluation& e) {
    QJsonObject o{{"move", QString::fromStdString(e.move.name())},
                  {"score", e.score},
                  {"depth", e.depth},
                  {"exact", e.exact},
                  {"winLossDraw", e.winLossDraw},
                  {"book", e.book},
                  {"visits", QString::number(e.visits)}};
    if (e.winProbability) o["winProbability"] = *e.winProbability;
    return o;
}

std::optional<ai::MoveEvaluation> parseEvaluation(const QJsonObject& o) {
    const std::string name = o["move"].toString().toStdString();
    ai::MoveEvaluation e;
    if (name != Move::pass().name()) {
        const auto square = Square::parse(name);
        if (!square) return std::nullopt;
        e.move = *square;
    }
    e.score = o["score"].toInt();
    e.depth = o["depth"].toInt();
    e.exact = o["exact"].toBool();
    e.winLossDraw = o["winLossDraw"].toBool();
    e.book = o["book"].toBool();
    e.visits = o["visits"].toString().toULongLong();
    if (o.contains("winProbability")) e.winProbability = o["winProbability"].toDouble();
    return e;
}

QJsonArray analysisArray(const GameAnalysis& analysis) {
    QJsonArray entries;
    for (const auto& [key, entry] : analysis.entries()) {
        QJsonArray moves;
        for (const ai::MoveEvaluation& e : entry.moves)
            moves << evaluationObject(e);
        QJsonObject o{{"player", bitboardText(key.first)},
                      {"opponent", bitboardText(key.second)},
                      {"moves", moves},
                      {"complete", entry.complete}};
        if (entry.best) o["best"] = scoreObject(*entry.best);
        entries << o;
    }
    return entries;
}

std::optional<GameAnalysis> parseAnalysis(const QJsonArray& entries) {
    GameAnalysis analysis;
    for (const QJsonValue& value : entries) {
        const QJsonObject o = value.toObject();
        const auto player = parseBitboard(o["player"]);
        const auto opponent = parseBitboard(o["opponent"]);
        if (!player || !opponent) return std::nullopt;
        GameAnalysis::Entry entry;
        for (const QJsonValue& move : o["moves"].toArray()) {
            const auto e = parseEvaluation(move.toObject());
            if (!e) return std::nullopt;
            entry.moves.push_back(*e);
        }
        entry.complete = o["complete"].toBool();
        if (o.contains("best")) entry.best = parseScore(o["best"].toObject());
        analysis.restore({*player, *opponent}, std::move(entry));
    }
    return analysis;
}

QJsonObject timingObject(const GameTiming& timing) {
    QJsonArray seconds;
    for (const double s : timing.seconds)
        seconds << s;
    QJsonObject o{{"seconds", timing.control.seconds},
                  {"increment", timing.control.increment},
                  {"moveSeconds", seconds}};
    if (timing.lostOnTime) o["lostOnTime"] = *timing.lostOnTime == Color::Black ? "black" : "white";
    return o;
}

std::optional<GameTiming> parseTiming(const QJsonObject& o) {
    GameTiming timing{{o["seconds"].toDouble(), o["increment"].toDouble()}, {}, {}};
    if (timing.control.seconds <= 0 || timing.control.increment < 0) return std::nullopt;
    for (const QJsonValue& s : o["moveSeconds"].toArray()) {
        if (!s.isDouble() || s.toDouble() < 0) return std::nullopt;
        timing.seconds.push_back(s.toDouble());
    }
    const QString lost = o["lostOnTime"].toString();
    if (lost == "black") timing.lostOnTime = Color::Black;
    if (lost == "white") timing.lostOnTime = Color::White;
    return timing;
}

}  // namespace

QByteArray formatSavedGame(const SavedGame& game) {
    const GameLines& lines = game.lines;
    QJsonArray lineArray;
    for (int i = 0; i < lines.count(); ++i) {
        lineArray << QJsonObject{{"moves", QString::fromStdString(lines.line(i).fullTranscript())},
                                 {"branchPly", lines.branchPly(i)},
                                 {"ply", lines.line(i).ply()}};
    }
    QJsonObject root{{"format", kFormat},
                     {"version", kVersion},
                     {"start", QString::fromStdString(formatBoard(lines.line(0).start()))},
                     {"lines", lineArray},
                     {"line", lines.currentIndex()},
                     {"analysis", analysisArray(game.analysis)}};
    // Optional: a reader of version 1 without them reads the rest of the game.
    if (game.timing) root["clock"] = timingObject(*game.timing);
    if (!game.path.isEmpty()) root["file"] = game.path;
    if (!game.blackName.isEmpty()) root["black"] = game.blackName;
    if (!game.whiteName.isEmpty()) root["white"] = game.whiteName;
    return QJsonDocument(root).toJson(QJsonDocument::Compact) + '\n';
}

ReadSavedGame parseSavedGame(const QByteArray& bytes) {
    const auto invalid = [](const QString& why) {
        return ReadSavedGame{std::nullopt, SavedGames::tr("not a saved game: %1").arg(why)};
    };
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) return invalid(error.errorString());
    const QJsonObject root = document.object();
    if (root["format"].toString() != kFormat) return invalid(SavedGames::tr("unknown format"));
    if (root["version"].toInt() > kVersion) {
        return {std::nullopt, SavedGames::tr("saved by a newer version of Hasami (format %1)")
                                  .arg(root["version"].toInt())};
    }
    const auto start = parseBoard(root["start"].toString().toStdString());
    if (!start) return invalid(SavedGames::tr("the start position"));
    std::optional<GameLines> lines;
    for (const QJsonValue& value : root["lines"].toArray()) {
        const QJsonObject o = value.toObject();
        const auto parsed = GameRecord::fromTranscript(o["moves"].toString().toStdString(), *start);
        if (!parsed) return invalid(SavedGames::tr("the moves of a line"));
        GameRecord record = *parsed;
        if (!record.jumpTo(o["ply"].toInt())) return invalid(SavedGames::tr("the moves of a line"));
        if (!lines) {
            lines.emplace(std::move(record));
        } else if (!lines->addLine(std::move(record), o["branchPly"].toInt())) {
            return invalid(SavedGames::tr("the moves of a line"));
        }
    }
    if (!lines) return invalid(SavedGames::tr("no line"));
    // select() moves the cursor of the line it shows: back to where it was saved.
    const int current = root["line"].toInt();
    if (current < 0 || current >= lines->count()) return invalid(SavedGames::tr("no line"));
    const int ply = lines->line(current).ply();
    lines->select(current);
    lines->current().jumpTo(ply);
    auto analysis = parseAnalysis(root["analysis"].toArray());
    if (!analysis) return invalid(SavedGames::tr("the analysis"));
    std::optional<GameTiming> timing;
    if (root.contains("clock")) {
        timing = parseTiming(root["clock"].toObject());
        if (!timing) return invalid(SavedGames::tr("the clock"));
    }
    return {SavedGame{*std::move(lines), *std::move(analysis), std::move(timing),
                      root["file"].toString(), root["black"].toString(), root["white"].toString()},
            {}};
}

}  // namespace hasami::gui
