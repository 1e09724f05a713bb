#pragma once

#include <memory>
#include <string>

#include "ai/engine.h"
#include "arguments.h"

namespace hasami::cli {

// The options every searching command shares: "hash" (megabytes) and "evaluator".
inline const char* const kHashOption = "hash";
inline const char* const kEvaluatorOption = "evaluator";

// An engine set up by --hash and --evaluator (the trained evaluation built into the program by
// default); nullptr and `error` set when either is bad.
std::unique_ptr<ai::Engine> engineFromOptions(const Arguments& args, std::string& error);

}  // namespace hasami::cli
