// The GTP session (speakGtp): any input is answered and ends, with no crash and no hang, every
// answer ends with an empty line, and no answer line is unbounded (bad input is never echoed).

#include <sstream>
#include <string>

#include "ai/engine.h"
#include "fuzz_check.h"
#include "gtp_session.h"

using namespace hasami;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // One engine for every input, as in a long session; a small table and level 1 keep inputs
    // fast.
    static ai::Engine engine(1);
    // hasami-level would raise the level, and a few moves at level 20 outlast the fuzzer's
    // timeout (a clock only bounds a level's search): the command is renamed out of reach here.
    // Its parsing is tst_gtp_session's. The control characters the session drops (GTP's
    // preprocessing) go first, so that none can hide the command from the renaming.
    std::string text;
    for (const char c : fuzz::asText(data, size)) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '\t' || c == '\n' || (byte >= 32 && byte != 127)) text += c;
    }
    const std::string levelCommand = "hasami-level";
    for (auto at = text.find(levelCommand); at != std::string::npos;
         at = text.find(levelCommand, at))
        text[at + 7] = 'L';  // hasami-Level: an unknown command
    std::istringstream in{text};
    std::ostringstream out;
    cli::speakGtp(in, out, engine, 1, true);
    const std::string answers = out.str();
    fuzz::require(answers.empty() || answers.ends_with("\n\n"), "an answer without its empty line");
    std::istringstream lines(answers);
    for (std::string line; std::getline(lines, line);)
        fuzz::require(line.size() < 4096, "an answer line is unbounded");
    return 0;
}
