#include "shown_state.h"

#include "ai/book_file.h"
#include "computer_status.h"
#include "core/openings.h"
#include "game_document.h"
#include "metatypes.h"

namespace hasami::gui {

PositionShown positionShown(const GameRecord& r, const Position& before) {
    const Position& p = r.current();
    std::optional<Square> lastMove;
    for (auto m = r.playedMoves().rbegin(); m != r.playedMoves().rend(); ++m) {
        if (!m->isPass()) {
            lastMove = m->square();
            break;
        }
    }
    return {.position = p,
            .flipped = (before.black() & p.white()) | (before.white() & p.black()),
            .lastMove = lastMove,
            .moves = r.moves(),
            .ply = r.ply(),
            .firstMover = r.start().sideToMove(),
            .canGoBack = r.canUndo(),
            .canGoForward = r.canRedo()};
}

OpeningStatus openingStatus(const GameRecord& r, bool bookAnswers) {
    const auto opening = openingOf(r.playedMoves(), r.start());
    const auto book = bookAnswers ? ai::shippedBook().value_or(nullptr) : nullptr;
    return {.name = opening ? std::string(opening->opening->name) : std::string(),
            .inBook = book && book->contains(r.current())};
}

GameResult gameResult(const Position& final, std::optional<Color> lostOnTime) {
    if (lostOnTime) return {.lostOnTime = lostOnTime};
    // Empty squares go to the winner, as everywhere in Hasami (Position::finalScore).
    const int blackLead =
        final.sideToMove() == Color::Black ? final.finalScore() : -final.finalScore();
    const int black = (64 + blackLead) / 2;
    return {.black = black, .white = 64 - black};
}

AnalysisShown analysisShown(const GameAnalysis& analysis, const GameRecord& record) {
    AnalysisShown shown{analysis.blackScores(record), record.ply(), analysis.judge(record)};
    for (const int ply : GameAnalysis::mistakes(shown.judged))
        shown.mistakes << ply;
    return shown;
}

std::vector<LineBranch> lineBranches(const GameLines& lines) {
    std::vector<LineBranch> branches{{}};
    for (int i = 1; i < lines.count(); ++i) {
        const int ply = lines.branchPly(i);
        branches.push_back({ply, lines.line(i).moves()[std::size_t(ply)]});
    }
    return branches;
}

void registerControllerTypes() {
    qRegisterMetaType<hasami::Position>();
    qRegisterMetaType<hasami::ai::Progress>();
    qRegisterMetaType<hasami::ai::SearchResult>();
    qRegisterMetaType<hasami::ai::Explanation>();
    qRegisterMetaType<hasami::Evaluations>();
    qRegisterMetaType<hasami::gui::ThinkingStatus>();
    qRegisterMetaType<hasami::gui::WaitingStatus>();
    qRegisterMetaType<hasami::gui::PositionShown>();
    qRegisterMetaType<hasami::gui::OpeningStatus>();
    qRegisterMetaType<hasami::gui::AnalysisShown>();
    qRegisterMetaType<hasami::gui::GameDocument>();
    qRegisterMetaType<hasami::gui::Notice>();
    qRegisterMetaType<hasami::gui::GameResult>();
    qRegisterMetaType<hasami::gui::ReviewSummary>();
    qRegisterMetaType<hasami::gui::EngineFailure>();
    qRegisterMetaType<std::vector<hasami::gui::LineBranch>>();
}

}  // namespace hasami::gui
