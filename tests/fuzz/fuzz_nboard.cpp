// The NBoard protocol handler (speakNBoard): any sequence of lines is answered and ends, with no
// crash and no hang, and every answer is one bounded line (bad input is quoted, never echoed).

#include <sstream>
#include <string>

#include "ai/engine.h"
#include "fuzz_check.h"
#include "nboard_session.h"

using namespace hasami;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // One engine for every input, as in a long session; a small table keeps inputs fast.
    static ai::Engine engine(1);
    std::istringstream in{std::string(fuzz::asText(data, size))};
    std::ostringstream out;
    cli::speakNBoard(in, out, engine, true);
    std::istringstream answers(out.str());
    for (std::string line; std::getline(answers, line);)
        fuzz::require(line.size() < 4096, "an answer line is unbounded");
    return 0;
}
