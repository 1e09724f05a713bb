// The protocols' line reader (LineReader, under NBoard and GTP): its lines are the input's,
// split at "\n", "\r\n" or a lone "\r" as done here, each cut to the bound exactly when it was
// longer. The first byte chooses a small bound, so that most inputs cross it.

#include <sstream>
#include <string>
#include <vector>

#include "fuzz_check.h"
#include "protocol_line.h"

using namespace hasami;

namespace {

std::vector<std::string> splitLines(std::string_view text) {
    std::vector<std::string> lines;
    std::string line;
    bool open = false;  // a line without its end yet
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\r' && text[i] != '\n') {
            line += text[i];
            open = true;
            continue;
        }
        if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
        lines.push_back(line);
        line.clear();
        open = false;
    }
    if (open) lines.push_back(line);
    return lines;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::size_t most = data[0] % 32;
    const std::string_view text = fuzz::asText(data + 1, size - 1);
    const std::vector<std::string> expected = splitLines(text);
    std::istringstream in{std::string(text)};
    cli::LineReader reader(in, most);
    std::size_t count = 0;
    for (std::string line; reader.next(line); ++count) {
        fuzz::require(count < expected.size(), "a line the input does not have");
        const std::string& whole = expected[count];
        fuzz::require(reader.cut() == (whole.size() > most), "cut when it fits, or not when not");
        fuzz::require(line == whole.substr(0, most), "a line that is not the input's");
    }
    fuzz::require(count == expected.size(), "a line lost");
    return 0;
}
