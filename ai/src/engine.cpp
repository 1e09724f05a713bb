#include "ai/engine.h"

#include <stdexcept>

#include "search.h"

namespace hasami::ai {

Engine::Engine(std::size_t hashMegabytes) : search_(std::make_unique<Search>(hashMegabytes)) {}
Engine::~Engine() = default;

Result Engine::think(const Position& position, const Limits& limits,
                     const ProgressCallback& onProgress) {
    if (!position.isValid()) throw std::invalid_argument("the position has two discs on a square");
    return search_->run(position, limits, onProgress);
}

std::vector<MoveEvaluation> Engine::analyse(const Position& position, const Limits& limits,
                                            const AnalysisCallback& onUpdate) {
    if (!position.isValid()) throw std::invalid_argument("the position has two discs on a square");
    return search_->analyse(position, limits, onUpdate);
}

void Engine::stop() {
    search_->requestStop();
}
void Engine::clear() {
    search_->clear();
}
void Engine::setHashSize(std::size_t megabytes) {
    search_->setHashSize(megabytes);
}
void Engine::setEvaluator(std::shared_ptr<const Evaluator> evaluator) {
    search_->setEvaluator(std::move(evaluator));
}

std::shared_ptr<const Evaluator> Engine::evaluator() const {
    return search_->evaluator();
}

}  // namespace hasami::ai
