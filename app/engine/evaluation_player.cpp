// A side of a match searched in this process, with one of Hasami's evaluations.

#include <algorithm>

#include "ai/engine.h"
#include "ai/pattern_evaluator.h"
#include "ai/time_budget.h"
#include "match_player.h"

namespace hasami::cli {

namespace {

constexpr double kLeastSeconds = 0.001;

class EvaluationPlayer : public MatchPlayer {
  public:
    EvaluationPlayer(std::string name, std::shared_ptr<const ai::Evaluator> evaluator,
                     std::size_t hashMegabytes, int depth)
        : name_(std::move(name)), engine_(hashMegabytes), depth_(depth) {
        engine_.setEvaluator(std::move(evaluator));
    }

    std::string name() const override { return name_; }

    bool newGame(std::string&) override {
        engine_.clear();
        return true;
    }

    std::optional<Move> play(const MoveRequest& request, std::string&) override {
        ai::Limits limits = ai::Limits::atDepth(depth_);
        if (request.remaining > 0 || depth_ == 0) {
            // Never 0, which would mean no limit at all: the clock is nearly out, not off.
            limits.seconds = std::max(
                kLeastSeconds, ai::moveSeconds(request.remaining, request.position.emptyCount()));
        }
        return engine_.think(request.position, limits).best;
    }

  private:
    std::string name_;
    ai::Engine engine_;
    int depth_;
};

}  // namespace

std::unique_ptr<MatchPlayer> evaluationPlayer(const std::string& name, std::size_t hashMegabytes,
                                              int depth, std::string& error) {
    auto evaluator = ai::evaluatorByName(name, &error);
    if (!evaluator) return nullptr;
    return std::make_unique<EvaluationPlayer>(name, std::move(evaluator), hashMegabytes, depth);
}

}  // namespace hasami::cli
