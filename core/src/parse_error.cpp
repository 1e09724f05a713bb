#include "core/parse_error.h"

#include "core/quote.h"

namespace hasami {

std::string ParseError::message() const {
    return reason + " (" + quoteInput(token) + " at " + std::to_string(index) + ")";
}

}  // namespace hasami
