#pragma once

#include <memory>
#include <string>

#include "ai/engine.h"
#include "arguments.h"

namespace hasami::cli {

// The options every searching command shares: "hash" (megabytes), "evaluator" and "threads".
inline const char* const kHashOption = "hash";
inline const char* const kEvaluatorOption = "evaluator";
inline const char* const kThreadsOption = "threads";

// An engine set up by --hash, --evaluator (the trained evaluation built into the program by
// default) and --threads (1 by default); nullptr and `error` set when one is bad.
std::unique_ptr<ai::Engine> engineFromOptions(const Arguments& args, std::string& error);

}  // namespace hasami::cli
