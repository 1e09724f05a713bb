#include "settings_change.h"

#include "engine_hub.h"

namespace hasami::gui {

void adoptSettings(EngineHub& engines, GameAnalysis& analysis, const PlaySettings& old,
                   const PlaySettings& now) {
    if (now.threads != old.threads) engines.setThreads(now.threads);
    if (now.hintLevel != old.hintLevel || now.hintHumanChances != old.hintHumanChances ||
        now.hintRating != old.hintRating) {
        analysis.markIncomplete();
        // The players' shares are of one rating, and shown only when asked for.
        if (now.hintHumanChances != old.hintHumanChances || now.hintRating != old.hintRating)
            analysis.forgetChances();
    }
    if (now.engine != old.engine) {
        engines.setEngineKind(now.engine);
        analysis.forgetMoves();
    }
    if (const ExternalEngine* engine = now.opponentEngine()) engines.setOpponentEngine(*engine);
    if (const ExternalEngine* engine = now.hintEngine()) engines.setHintEngine(*engine);
    // Another engine's scores are not this one's.
    if (now.hintSource != old.hintSource) analysis.forgetMoves();
    if (now.useBook != old.useBook) {
        engines.setBookEnabled(now.useBook);
        // Hints from the book give way to searches, and the other way round.
        analysis.markIncomplete();
    }
}

}  // namespace hasami::gui
