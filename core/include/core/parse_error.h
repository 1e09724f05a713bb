#pragma once

#include <string>

#include "core/result.h"

namespace hasami {

// What was wrong with a piece of text: the offending token, where it stands (a 0-based index
// whose unit the parser documents: a character, a move number, a line) and why.
struct ParseError {
    std::string token;
    int index = 0;
    std::string reason;

    std::string message() const;
};

// A parsed value or the error that stopped the parse. Parsers never return half a value.
template <typename T>
using Parsed = Result<T, ParseError>;

}  // namespace hasami
