#include "protocol_line.h"

#include <istream>

namespace hasami::cli {

bool LineReader::next(std::string& line) {
    line.clear();
    cut_ = false;
    bool any = false;
    for (char c; in_.get(c);) {
        const bool skipped = afterReturn_ && c == '\n';
        afterReturn_ = c == '\r';
        if (skipped) continue;
        if (c == '\n' || c == '\r') return true;
        if (line.size() < most_) {
            line += c;
        } else {
            cut_ = true;
        }
        any = true;
    }
    return any;
}

}  // namespace hasami::cli
