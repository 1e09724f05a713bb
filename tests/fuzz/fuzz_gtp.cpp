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
    std::istringstream in{std::string(fuzz::asText(data, size))};
    std::ostringstream out;
    cli::speakGtp(in, out, engine, 1);
    const std::string answers = out.str();
    fuzz::require(answers.empty() || answers.ends_with("\n\n"), "an answer without its empty line");
    std::istringstream lines(answers);
    for (std::string line; std::getline(lines, line);)
        fuzz::require(line.size() < 4096, "an answer line is unbounded");
    return 0;
}
