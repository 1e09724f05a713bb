#include "hints_run.h"

#include "ai/levels.h"
#include "engine_hub.h"
#include "external_engine_worker.h"  // kGraceSeconds

namespace hasami::gui {

HintsRun::HintsRun(EngineHub& engines, GameAnalysis& analysis, const PlaySettings& settings,
                   QObject* parent)
    : QObject(parent), engines_(engines), analysis_(analysis), settings_(settings) {
    connect(&engines_, &EngineHub::analysed, this, &HintsRun::onAnalysed);
    connect(&engines_, &EngineHub::explained, this, &HintsRun::onExplained);
    connect(&engines_, &EngineHub::hintsFailed, this, &HintsRun::onFailed);
}

ai::Limits HintsRun::limits(const GameRecord& record) const {
    ai::Limits limits = ai::Limits::atLevel(settings_.hintLevel);
    if (settings_.hintHumanChances) limits.humanChancesRating = settings_.hintRating;
    limits.recent = ai::RecentMoves::after(record.playedMoves());
    return limits;
}

int HintsRun::explanationDepth() const {
    return std::min(ai::level(settings_.hintLevel).midgameDepth, kMaxExplanationDepth);
}

void HintsRun::showKnown(const Position& position) {
    emit hintsChanged(analysis_.moves(position), analysis_.complete(position));
}

void HintsRun::start(const GameRecord& record) {
    const Position& p = record.current();
    // A review or an explanation searched as deep: their scores are the hints.
    if (!settings_.hintEngine() && analysis_.covers(p, limits(record))) analysis_.markComplete(p);
    showKnown(p);
    if (analysis_.complete(p)) return;
    job_ = Job::Hinting;
    position_ = p;
    ++started_;
    if (settings_.hintEngine()) {
        // The hint level's depth, within the time a move of the engine may take.
        const auto played = record.playedMoves();
        engines_.hintWithHintEngine(
            record.start(), {played.begin(), played.end()},
            ai::level(settings_.hintLevel).midgameDepth,
            2 * settings_.engineSecondsPerMove + ExternalEngineWorker::kGraceSeconds);
        return;
    }
    engines_.hint(p, limits(record));
}

void HintsRun::onAnalysed(const Evaluations& hints, bool complete) {
    if (!isHinting()) return;  // no longer shown
    if (complete) job_ = Job::None;
    analysis_.addMoves(position_, hints, complete);
    showKnown(position_);
    emit analysed();
}

void HintsRun::explain(const Position& position, Square move) {
    job_ = Job::Explaining;
    position_ = position;
    emit explanationStarted(move);
    // The hints' scores when they were searched as deep: one score for one move.
    if (analysis_.covers(position, ai::Limits::atDepth(explanationDepth()))) {
        engines_.explainFrom(position, move, analysis_.moves(position), explanationDepth());
    } else {
        engines_.explain(position, move, explanationDepth());
    }
}

void HintsRun::onExplained(const ai::Explanation& explanation) {
    if (!isExplaining()) return;  // no longer wanted
    job_ = Job::None;
    // Where the hints still deepen, its search of every move stands for them; complete hints
    // stay as they are (with the players' shares, which it does not find).
    if (!analysis_.complete(position_)) {
        analysis_.addMoves(position_, explanation.scores, false);
        emit analysed();
    }
    emit explanationReady(position_, explanation);
}

void HintsRun::onFailed(const QString& message) {
    if (!isHinting()) return;
    job_ = Job::None;
    emit failed(message);
}

}  // namespace hasami::gui
