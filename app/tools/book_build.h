#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace hasami::cli {

// `book build ARCHIVE... --out FILE ...`: the words after "build"; an exit status.
int buildBook(const std::vector<std::string>& words, std::ostream& out, std::ostream& err);

}  // namespace hasami::cli
