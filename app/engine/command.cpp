#include "command.h"

#include <ostream>

namespace hasami::cli {

int usageError(std::ostream& err, const Command& command, const std::string& reason) {
    err << "hasami-engine " << command.name << ": " << reason << " (usage: " << command.usage
        << ")\n";
    return kUsageError;
}

}  // namespace hasami::cli
