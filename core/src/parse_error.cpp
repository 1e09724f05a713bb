#include "core/parse_error.h"

namespace hasami {

std::string ParseError::message() const {
    return reason + " ('" + token + "' at " + std::to_string(index) + ")";
}

}  // namespace hasami
