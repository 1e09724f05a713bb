// A side of a match searched in this process, with one of Hasami's evaluations.

#include "evaluation_player.h"
#include "ai/engine.h"
#include "ai/pattern_evaluator.h"
#include "ai/time_manager.h"

namespace hasami::cli {

namespace {

class EvaluationPlayer : public MatchPlayer {
  public:
    EvaluationPlayer(std::string name, std::shared_ptr<const ai::Evaluator> evaluator,
                     ai::EngineKind kind, std::size_t hashMegabytes, int depth, int exactEmpties)
        : name_(std::move(name)),
          engine_(hashMegabytes),
          depth_(depth),
          exactEmpties_(exactEmpties) {
        engine_.setEvaluator(std::move(evaluator));
        engine_.setKind(kind);
    }

    std::string name() const override { return name_; }

    Result<void> newGame() override {
        engine_.clear();
        return {};
    }

    Result<Move> play(const MoveRequest& request) override {
        ai::Limits limits = ai::Limits::atDepth(depth_, exactEmpties_);
        if (request.remaining > 0 || depth_ == 0) {
            // A clock nearly out still gets a limit (clockMoveTime's least), never none.
            limits = ai::Limits::within(
                ai::clockMoveTime(request.remaining, request.position.emptyCount(), 0,
                                  ai::kMoveOverheadSeconds + request.latency));
            limits.depth = depth_;
        }
        const ai::SearchResult result = engine_.think(request.position, limits);
        work_ += {result.nodes, result.seconds};
        return result.best;
    }

    SearchWork work() const override { return work_; }

  private:
    std::string name_;
    ai::Engine engine_;
    int depth_;
    int exactEmpties_;
    SearchWork work_;
};

}  // namespace

Result<std::unique_ptr<MatchPlayer>> evaluationPlayer(const std::string& name, ai::EngineKind kind,
                                                      std::size_t hashMegabytes, int depth,
                                                      int exactEmpties) {
    auto evaluator = ai::evaluatorByName(name);
    if (!evaluator) return evaluator.error();
    const std::string label = kind == ai::EngineKind::MonteCarlo ? name + " mcts"
                              : kind == ai::EngineKind::PlainUct ? "uct"
                                                                 : name;
    return std::make_unique<EvaluationPlayer>(label, std::move(*evaluator), kind, hashMegabytes,
                                              depth, exactEmpties);
}

}  // namespace hasami::cli
