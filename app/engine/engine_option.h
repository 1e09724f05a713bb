#pragma once

#include <memory>
#include <optional>
#include <string>

#include "ai/engine.h"
#include "arguments.h"

namespace hasami::cli {

// The options every searching command shares: "hash" (megabytes), "evaluator", "threads" and
// "engine" (alphabeta, mcts or uct).
inline const char* const kHashOption = "hash";
inline const char* const kEvaluatorOption = "evaluator";
inline const char* const kThreadsOption = "threads";
inline const char* const kEngineOption = "engine";

// "alphabeta", "mcts" or "uct" (ai::EngineKind); nullopt for another name.
std::optional<ai::EngineKind> engineKindByName(const std::string& name);

// An engine set up by --hash, --evaluator (the trained evaluation built into the program by
// default), --threads (1 by default) and --engine (alphabeta by default); the error when one is
// bad.
Result<std::unique_ptr<ai::Engine>> engineFromOptions(const Arguments& args);

}  // namespace hasami::cli
